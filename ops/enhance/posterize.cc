#include "ops/enhance/posterize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"

namespace kornia::enhance {
namespace posterize_internal {

constexpr const char* kOp = "posterize";

// The (B, C, H, W) view every branch works on, after the host checks.
at::Tensor Normalized(const at::Tensor& image) {
  // Non-empty: the reshape below cannot infer B from an empty (C, H, W).
  core::CheckImage(kOp, image, {.non_empty = true});
  return core::FlattenBatch(image);
}

// Kornia's _posterize_one: both shifts computed unconditionally, bits 0 and 8
// selected with where (a uint8 overflow guard, branchless).
at::Tensor PosterizeOne(const at::Tensor& x, const at::Tensor& bits) {
  const at::Tensor shift = 8 - bits;
  const at::Tensor pow2 = at::pow(2, shift);
  // _right_shift: uint8 quantize, true division by 2**shift in the image dtype.
  const at::Tensor right = (x * 255).to(at::kByte) / pow2.to(x.scalar_type()) / 255.0;
  // _left_shift: quantize again, integer multiply, back to the image dtype.
  const at::Tensor left = ((right * 255).to(at::kByte) * pow2).to(x.scalar_type()) / 255.0;
  const at::Tensor out = at::where(bits == 0, at::zeros_like(x), left);
  return at::where(bits == 8, x, out);
}

}  // namespace posterize_internal

at::Tensor posterize(const at::Tensor& image, int64_t bits) {
  using namespace posterize_internal;
  KC_CHECK(bits >= 0 && bits <= 8, kOp, "bits in [0, 8]", "bits = ", bits);
  const at::Tensor x = Normalized(image);
  const at::Tensor b = at::scalar_tensor(bits, x.options().dtype(at::kLong));
  return PosterizeOne(x, b).reshape_as(image);
}

at::Tensor posterize(const at::Tensor& image, const at::Tensor& bits) {
  using namespace posterize_internal;
  const at::Tensor x = Normalized(image);
  KC_CHECK_DTYPE(at::isIntegralType(bits.scalar_type(), /*includeBool=*/false), kOp,
                 "an integer bits tensor", core::DtypeName(bits.scalar_type()));
  const c10::SymIntArrayRef shape = x.sym_sizes();
  at::Tensor b;
  if (bits.dim() == 0 || (bits.dim() == 1 && bits.sym_size(0) == 1)) {
    b = bits.reshape({});
  } else if (bits.dim() == 1) {
    KC_CHECK(bits.sym_size(0) == shape[0], kOp,
             c10::str("one bits value per sample (", shape[0], ")"), "bits of shape ",
             bits.sym_sizes());
    b = bits.view({-1, 1, 1, 1});
  } else {
    KC_CHECK(bits.dim() <= 4 && bits.sym_sizes() == shape.slice(0, bits.dim()), kOp,
             c10::str("bits of shape (), (1,), (B,) or a prefix of ", shape), "bits of shape ",
             bits.sym_sizes());
    core::SymShape view = core::SymSizes(bits);
    view.resize(4, 1);
    b = core::View(bits, view);
  }
  b = core::AssertInGraph(
      b.to(at::kLong), at::logical_and(bits >= 0, bits <= 8).all(),
      "posterize(): expected every bits value in [0, 8], but got one outside it");
  return PosterizeOne(x, b).reshape_as(image);
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(posterize, "kornia.enhance.posterize", m) {
  using kornia::enhance::posterize;
  m.def("posterize(Tensor input, int bits) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, int64_t)>(&posterize));
  m.def("posterize.Tensor(Tensor input, Tensor bits) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(&posterize));
}
