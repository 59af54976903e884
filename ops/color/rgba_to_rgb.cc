#include "ops/color/rgba_to_rgb.h"

#include <ATen/ExpandUtils.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/ones_like.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"

namespace kornia::color {

at::Tensor rgba_to_rgb(const at::Tensor& image, const std::optional<at::Tensor>& background_color) {
  const char* const kOp = rgba_to_rgb_op().name.c_str();
  core::CheckImage(rgba_to_rgb_op(), image);
  const at::Tensor rgb = image.narrow(-3, 0, 3);
  const at::Tensor alpha = image.narrow(-3, 3, 1);
  at::Tensor background;
  if (background_color) {
    const at::Tensor& bg = *background_color;
    KC_CHECK(
        bg.dim() >= 3 && bg.sym_size(-3) == 3 &&
            core::ExpandableTo(bg.sym_sizes(), rgb.sym_sizes()),
        kOp,
        c10::str("background_color with 3 channels in dim -3 that broadcasts to ", rgb.sym_sizes()),
        "shape ", bg.sym_sizes());
    background = bg.to(image.scalar_type());
  } else {
    background = at::ones_like(rgb);
  }
  return rgb * alpha + background * (1.0 - alpha);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgba_to_rgb,
      {.kornia = "kornia.color.rgba_to_rgb",
       .module = {"RgbaToRgb", {}, {"image"}},
       .image = core::ImageSpec{.channels = 4},
       .overloads = {core::Def("(Tensor image, Tensor? background_color=None) -> Tensor",
                               [](const at::Tensor& image,
                                  const c10::optional<at::Tensor>& background_color) {
                                 return kornia::color::rgba_to_rgb(
                                     image, kornia::core::StdOptional(background_color));
                               })},
       .call = [](const at::Tensor& x) { return rgba_to_rgb(x); }});

}  // namespace kornia::color
