#include "ops/color/rgb_to_yuv422.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/color/rgb_to_yuv.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"

namespace kornia::color {

std::tuple<at::Tensor, at::Tensor> rgb_to_yuv422(const at::Tensor& image) {
  core::CheckImage(rgb_to_yuv422_op(), image);
  const int64_t width = core::HostSize(image, -1);
  KC_CHECK(width % 2 == 0, rgb_to_yuv422_op().name, "an image of even width", "shape ",
           image.sym_sizes());
  const at::Tensor yuv = rgb_to_yuv(image);
  const at::Tensor uv = yuv.narrow(-3, 1, 2);
  // A host decision on the shape (never on values): unfold refuses a plane
  // narrower than its window, whose average is empty.
  if (width == 0) return {yuv.narrow(-3, 0, 1), uv};
  // Kornia's mean over each pair, as ATen's one-thread mean computes it: the
  // sum from +0 (so -0 + -0 gives +0), rounded to the image dtype, over 2.
  // Written out because ATen's half mean rounds otherwise on more threads
  // (seen on the all-bit-pattern float16 image: sums that overflow float16).
  const at::Tensor pairs = uv.unfold(uv.dim() - 1, 2, 2);
  return {yuv.narrow(-3, 0, 1), ((pairs.select(-1, 0) + pairs.select(-1, 1)) + 0.0) / 2};
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_yuv422, {.kornia = "kornia.color.rgb_to_yuv422",
                      .module = {"RgbToYuv422", {}, {"yuvinput:image"}},
                      .image = core::ImageSpec{.channels = 3},
                      .overloads = {core::Def("(Tensor image) -> (Tensor, Tensor)",
                                              &kornia::color::rgb_to_yuv422)},
                      .call = [](const at::Tensor& x) { return std::get<0>(rgb_to_yuv422(x)); },
                      .outputs =
                          [](const at::Tensor& x) {
                            auto [y, uv] = rgb_to_yuv422(x);
                            return std::vector<at::Tensor>{y, uv};
                          }});

}  // namespace kornia::color
