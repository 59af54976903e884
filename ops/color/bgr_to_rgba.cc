#include "ops/color/bgr_to_rgba.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/rgb_to_rgba.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/native/native.h"

namespace kornia::color {
namespace bgr_to_rgba_internal {
const char* const kOp = bgr_to_rgba_op().name.c_str();
constexpr core::ImageSpec kSpec = {.channels = 3, .dtypes = core::ImageDtypes::kAny};
}  // namespace bgr_to_rgba_internal

at::Tensor bgr_to_rgba(const at::Tensor& image, double alpha_val) {
  using namespace bgr_to_rgba_internal;
  core::CheckImage(bgr_to_rgba_op(), image);
  // A contiguous uint8 image: flip and alpha in one native pass (byte for byte the
  // composite), the fill converted as full_like converts it.
  if (at::Tensor out = native::detail::PlanesIfNative(image, {2, 1, 0, -1}, alpha_val);
      out.defined())
    return out;
  return rgb_to_rgba(image.flip(-3), alpha_val);
}

at::Tensor bgr_to_rgba(const at::Tensor& image, const at::Tensor& alpha_val) {
  using namespace bgr_to_rgba_internal;
  core::CheckImage(bgr_to_rgba_op(), image);
  return detail::AppendAlpha(kOp, image.flip(-3), alpha_val);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(bgr_to_rgba,
      {.kornia = "kornia.color.bgr_to_rgba",
       .module = {"BgrToRgba", {"alpha_val"}, {"image"}},
       .python = {.float_only = {"alpha_val"}},
       .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kAny},
       .overloads = {core::Def("(Tensor image, float alpha_val) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double)>(
                                   &kornia::color::bgr_to_rgba)),
                     core::Def("Tensor", "(Tensor image, Tensor alpha_val) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::color::bgr_to_rgba))},
       .call = [](const at::Tensor& x) { return bgr_to_rgba(x, 1.0); },
       .natives = {"_planes"}});

}  // namespace kornia::color
