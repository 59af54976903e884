#include "ops/enhance/sharpness.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/constant_pad_nd.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/isnan.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>

#include <limits>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {
namespace sharpness_internal {

const char* const kOp = sharpness_op().name.c_str();

// The blur inside the border, Kornia's degenerate image: (B, C, H - 2, W - 2).
at::Tensor Degenerate(const at::Tensor& x) {
  const at::ScalarType work = core::IsHalfDtype(x.scalar_type()) ? at::kFloat : x.scalar_type();
  // Kornia's kernel: integer weights in the image dtype, divided by 13 there.
  const at::Tensor side = (at::scalar_tensor(1, x.options()) / 13).to(work);
  const at::Tensor center = (at::scalar_tensor(5, x.options()) / 13).to(work);
  const at::Tensor xw = x.to(work);
  const int64_t h = core::HostSize(x, -2) - 2, w = core::HostSize(x, -1) - 2;
  at::Tensor acc;
  for (int64_t i = 0; i < 3; ++i)
    for (int64_t j = 0; j < 3; ++j) {
      const at::Tensor tap =
          xw.narrow(-2, i, h).narrow(-1, j, w) * (i == 1 && j == 1 ? center : side);
      acc = acc.defined() ? acc + tap : tap;
    }
  return core::ClampUnit(acc.to(x.scalar_type()));
}

at::Tensor Sharpness(const at::Tensor& input, const at::Tensor& factor) {
  const at::Tensor x = core::FlattenBatch(input);
  const int64_t height = core::HostSize(x, -2), width = core::HostSize(x, -1);
  at::Tensor blurred = x;
  if (height >= 3 && width >= 3) {  // a host decision on the shape
    const at::Tensor inside = at::constant_pad_nd(
        at::ones({1, 1, height - 2, width - 2}, x.options().dtype(at::kBool)), {1, 1, 1, 1}, 0);
    blurred = at::where(inside, at::constant_pad_nd(Degenerate(x), {1, 1, 1, 1}, 0), x);
  }
  const at::Tensor out = core::ClampUnit(blurred + (x - blurred) * factor);
  // Where taps sum two NaNs, which payload (and sign) survives depends on the
  // operand order of the vector or the scalar loop, so on where the thread
  // split puts an element: every NaN leaves as the one quiet NaN.
  const at::Tensor nan = at::scalar_tensor(std::numeric_limits<double>::quiet_NaN(), out.options());
  return at::where(at::isnan(out), nan, out).reshape_as(input);
}

}  // namespace sharpness_internal

at::Tensor sharpness(const at::Tensor& input, double factor) {
  using namespace sharpness_internal;
  core::CheckImage(sharpness_op(), input);
  return Sharpness(input, at::scalar_tensor(factor, input.options()));
}

at::Tensor sharpness(const at::Tensor& input, const at::Tensor& factor) {
  using namespace sharpness_internal;
  core::CheckImage(sharpness_op(), input);
  // One value per flattened sample: a factor that broadcasts to (B, 1, 1, 1),
  // and, as Kornia's, of shape () or (B,) (Kornia refuses a (1,) factor for
  // two images: "batch size shall match").
  const at::Tensor per_sample =
      at::empty_symint({core::FlattenBatch(input).sym_size(0), 1, 1, 1}, input.options());
  const at::Tensor f = detail::TensorFactor(kOp, "factor", per_sample, factor);
  KC_CHECK(factor.dim() == 0 || (factor.dim() == 1 && factor.sym_size(0) == per_sample.sym_size(0)),
           kOp, c10::str("factor of shape () or (", per_sample.sym_size(0), ",): one per image"),
           "shape ", factor.sym_sizes());
  return Sharpness(input, f);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(sharpness,
      {.kornia = "kornia.enhance.sharpness",
       .python = {.lists = {"factor"}},
       .image = core::ImageSpec{.rank = core::ImageRank::kPlanes, .non_empty = true},
       .overloads = {core::Def("(Tensor input, float factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double)>(
                                   &kornia::enhance::sharpness)),
                     core::Def("Tensor", "(Tensor input, Tensor factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::enhance::sharpness))},
       .call = [](const at::Tensor& x) { return sharpness(x, 0.5); }});

}  // namespace kornia::enhance
