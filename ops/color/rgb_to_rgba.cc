#include "ops/color/rgb_to_rgba.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/full_like.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/native/native.h"

namespace kornia::color {
namespace rgb_to_rgba_internal {
const char* const kOp = rgb_to_rgba_op().name.c_str();
constexpr core::ImageSpec kSpec = {.channels = 3, .dtypes = core::ImageDtypes::kAny};
}  // namespace rgb_to_rgba_internal

namespace detail {
at::Tensor AppendAlpha(const char* op, const at::Tensor& rgb, const at::Tensor& alpha) {
  using namespace rgb_to_rgba_internal;
  core::SymShape shape = core::SymSizes(rgb);
  shape[shape.size() - 3] = 1;
  const c10::SymIntArrayRef want(shape.data(), shape.size());
  KC_CHECK(alpha.sym_sizes() == want, op, c10::str("alpha_val of shape ", want), "shape ",
           alpha.sym_sizes());
  return at::cat({rgb, alpha.to(rgb.scalar_type())}, -3);
}
}  // namespace detail

at::Tensor rgb_to_rgba(const at::Tensor& image, double alpha_val) {
  using namespace rgb_to_rgba_internal;
  core::CheckImage(rgb_to_rgba_op(), image);
  // A contiguous uint8 image: the planes and the alpha in one native pass (byte
  // for byte the composite), the fill converted as full_like converts it.
  if (at::Tensor out = native::detail::PlanesIfNative(image, {0, 1, 2, -1}, alpha_val);
      out.defined())
    return out;
  return at::cat({image, at::full_like(image.narrow(-3, 0, 1), alpha_val)}, -3);
}

at::Tensor rgb_to_rgba(const at::Tensor& image, const at::Tensor& alpha_val) {
  using namespace rgb_to_rgba_internal;
  core::CheckImage(rgb_to_rgba_op(), image);
  return detail::AppendAlpha(kOp, image, alpha_val);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_rgba,
      {.kornia = "kornia.color.rgb_to_rgba",
       .module = {"RgbToRgba", {"alpha_val"}, {"image"}},
       .python = {.float_only = {"alpha_val"}},
       .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kAny},
       .overloads = {core::Def("(Tensor image, float alpha_val) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double)>(
                                   &kornia::color::rgb_to_rgba)),
                     core::Def("Tensor", "(Tensor image, Tensor alpha_val) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::color::rgb_to_rgba))},
       .call = [](const at::Tensor& x) { return rgb_to_rgba(x, 1.0); },
       .natives = {"_planes"}});

}  // namespace kornia::color
