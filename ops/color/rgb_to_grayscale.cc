#include "ops/color/rgb_to_grayscale.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/addcmul.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/native/native.h"

namespace kornia::color {

at::Tensor rgb_to_grayscale(const at::Tensor& image, const std::optional<at::Tensor>& rgb_weights) {
  const char* const kOp = rgb_to_grayscale_op().name.c_str();
  core::CheckImage(rgb_to_grayscale_op(), image);
  if (image.scalar_type() == at::kByte) {
    KC_CHECK(!rgb_weights, kOp, "the default weights for a uint8 image",
             "explicit rgb_weights (they would truncate in uint8)");
    // The native kernel on a contiguous image, the composite form otherwise.
    return image.is_contiguous() && native::Enabled()
               ? native::detail::GrayUint8(image, detail::kGrayWeightsUint8)
               : native::detail::GrayUint8Composite(image, detail::kGrayWeightsUint8);
  }
  const auto channels = image.unbind(-3);
  at::Tensor weights;
  if (rgb_weights) {
    KC_CHECK(rgb_weights->dim() == 1 && rgb_weights->size(0) == 3, kOp, "rgb_weights of shape (3,)",
             "shape ", rgb_weights->sizes());
    weights = rgb_weights->to(image.options());
  } else {
    // Rounded from the same doubles as Kornia's literal.
    weights = core::Constant({0.299, 0.587, 0.114}, image.options().dtype(at::kDouble))
                  .to(image.scalar_type());
  }
  const auto w = weights.unbind();
  at::Tensor out = channels[0] * w[0];
  out = at::addcmul(out, channels[1], w[1]);
  out = at::addcmul(out, channels[2], w[2]);
  return out.unsqueeze(-3);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_grayscale,
      {.kornia = "kornia.color.rgb_to_grayscale",
       .module = {"RgbToGrayscale", {"rgb_weights"}, {"image"}},
       .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kFloatingOrUint8},
       .overloads = {core::Def("(Tensor image, Tensor? rgb_weights=None) -> Tensor",
                               [](const at::Tensor& image,
                                  const c10::optional<at::Tensor>& rgb_weights) {
                                 return kornia::color::rgb_to_grayscale(
                                     image, kornia::core::StdOptional(rgb_weights));
                               })},
       .call = [](const at::Tensor& x) { return rgb_to_grayscale(x); },
       .natives = {"_gray_uint8"}});

}  // namespace kornia::color
