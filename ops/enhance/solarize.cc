#include "ops/enhance/solarize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/levels.h"

namespace kornia::enhance {
namespace solarize_internal {

const char* const kOp = solarize_op().name.c_str();

// A () or (B,) tensor argument, in the image dtype, shaped to broadcast over
// (C, H, W).
at::Tensor PerSample(const at::Tensor& image, const at::Tensor& v, const char* name) {
  KC_CHECK(v.dim() == 0 || (v.dim() == 1 && v.sym_size(0) == image.sym_size(0)), kOp,
           c10::str(name, " of shape () or (", image.sym_size(0), ",)"), "shape ", v.sym_sizes());
  at::Tensor out = v.to(image.scalar_type());
  if (v.dim() == 1) {
    std::vector<int64_t> shape(image.dim(), 1);
    shape[0] = -1;
    out = out.view(shape);
  }
  return out;
}

at::Tensor Solarize(const at::Tensor& x, const at::Tensor& t) {
  return at::where(x < t, x, 1.0 - x);
}

}  // namespace solarize_internal

// A uint8 image: levels.h's form (Q of the float op on x / 255); the
// thresholds and additions (host, () or (B,)) are constant over each plane.
at::Tensor solarize(const at::Tensor& image, double thresholds, std::optional<double> additions) {
  using namespace solarize_internal;
  core::CheckImage(solarize_op(), image);
  if (additions)
    KC_CHECK(*additions >= -0.5 && *additions <= 0.5, kOp, "additions in [-0.5, 0.5]",
             "additions = ", *additions);
  const auto f = [&](const at::Tensor& unit) {
    at::Tensor x = unit;
    if (additions) x = core::ClampUnit(x + at::scalar_tensor(*additions, unit.options()));
    return Solarize(x, at::scalar_tensor(thresholds, unit.options()));
  };
  return detail::FloatOrLevels(image, f);
}

at::Tensor solarize(const at::Tensor& image, const at::Tensor& thresholds,
                    const std::optional<at::Tensor>& additions) {
  using namespace solarize_internal;
  core::CheckImage(solarize_op(), image);
  const auto f = [&](const at::Tensor& unit) {
    at::Tensor x = unit;
    if (additions) {
      const at::Tensor checked = core::AssertInGraph(
          PerSample(unit, *additions, "additions"),
          at::logical_and(*additions >= -0.5, *additions <= 0.5).all(),
          c10::str(solarize_op().name,
                   "(): expected every additions value in [-0.5, 0.5], but got one outside it"));
      x = core::ClampUnit(x + checked);
    }
    return Solarize(x, PerSample(unit, thresholds, "thresholds"));
  };
  return detail::FloatOrLevels(image, f);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(solarize,
      {.kornia = "kornia.enhance.solarize",
       .python = {.float_only = {"thresholds", "additions"}},
       .image = core::ImageSpec{.rank = core::ImageRank::kPlanes,
                                .dtypes = core::ImageDtypes::kFloatingOrUint8},
       .overloads =
           {core::Def("(Tensor input, float thresholds=0.5, float? additions=None) -> Tensor",
                      [](const at::Tensor& input, double thresholds,
                         c10::optional<double> additions) {
                        return kornia::enhance::solarize(input, thresholds,
                                                         kornia::core::StdOptional(additions));
                      }),
            core::Def("Tensor",
                      "(Tensor input, Tensor thresholds, Tensor? additions=None) -> Tensor",
                      [](const at::Tensor& input, const at::Tensor& thresholds,
                         const c10::optional<at::Tensor>& additions) {
                        return kornia::enhance::solarize(input, thresholds,
                                                         kornia::core::StdOptional(additions));
                      })},
       .call = [](const at::Tensor& x) { return solarize(x); },
       .natives = {"_lut_uint8"}});

}  // namespace kornia::enhance
