// Conformance case of ops/color/grayscale_to_rgb.
#include "ops/color/grayscale_to_rgb.h"

#include "conformance/cases/family.h"
#include "ops/color/rgb_to_grayscale.h"

namespace kornia::conformance::cases {
namespace grayscale_to_rgb_case {

using color::grayscale_to_rgb;

OpCase GrayscaleToRgb() {
  OpCase c = ElementwiseOp({.name = "grayscale_to_rgb",
                            .package = "color",
                            .kornia = "kornia.color.grayscale_to_rgb",
                            .image = {.channels = 1, .dtypes = core::ImageDtypes::kAny},
                            .call = [](const torch::Tensor& x) { return grayscale_to_rgb(x); }});
  // Any dtype: the values are only copied (bool has no inverse: rgb_to_grayscale refuses it).
  AddPoints(c, [] {
    return IntegerPoints(grayscale_to_rgb, {torch::kByte, torch::kInt, torch::kLong}, 1);
  });
  c.inverse = Inverse{.name = "rgb_to_grayscale",
                      .run = [](const torch::Tensor& y) { return color::rgb_to_grayscale(y); },
                      .max_abs = {{"bfloat16", 0.0078125},
                                  {"float16", 0.0009765625},
                                  {"float32", 2.5e-7},
                                  {"float64", 4.5e-16}},
                      .reason =
                          "measured (2.14.1, every in-domain point): bfloat16 0.0039, "
                          "float16 0.00049, float32 6.0e-8, float64 1.1e-16: the "
                          "BT.601 weights rounded to the dtype sum to 1 within an ulp and "
                          "each product rounds"};
  return c;
}

KC_REGISTER_CASE(GrayscaleToRgb);

}  // namespace grayscale_to_rgb_case
}  // namespace kornia::conformance::cases
