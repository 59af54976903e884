#include "ops/color/rgb_to_yuv420.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/avg_pool2d.h>
#include <ATen/ops/empty.h>

#include <vector>

#include "ops/color/rgb_to_yuv.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"

namespace kornia::color {

std::tuple<at::Tensor, at::Tensor> rgb_to_yuv420(const at::Tensor& image) {
  core::CheckImage(rgb_to_yuv420_op(), image);
  const int64_t h = core::HostSize(image, -2), w = core::HostSize(image, -1);
  KC_CHECK(h % 2 == 0 && w % 2 == 0, rgb_to_yuv420_op().name, "an image of even height and width",
           "shape ", image.sym_sizes());
  const at::Tensor yuv = rgb_to_yuv(image);
  const at::Tensor uv = yuv.narrow(-3, 1, 2);
  core::SymShape out = core::SymSizes(uv);
  out[out.size() - 2] = h / 2;
  out[out.size() - 1] = w / 2;
  // A host decision on the shape (never on values): avg_pool2d refuses an
  // empty plane, whose average is empty.
  if (h == 0 || w == 0) return {yuv.narrow(-3, 0, 1), at::empty_symint(out, uv.options())};
  c10::SymInt batch = 1;
  for (int64_t d = 0; d + 3 < uv.dim(); ++d) batch *= uv.sym_size(d);
  const at::Tensor pooled = at::avg_pool2d(uv.reshape_symint({batch, 2, h, w}), {2, 2});
  return {yuv.narrow(-3, 0, 1), core::Reshape(pooled, out)};
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_yuv420, {.kornia = "kornia.color.rgb_to_yuv420",
                      .module = {"RgbToYuv420", {}, {"yuvinput:image"}},
                      .image = core::ImageSpec{.channels = 3},
                      .overloads = {core::Def("(Tensor image) -> (Tensor, Tensor)",
                                              &kornia::color::rgb_to_yuv420)},
                      .call = [](const at::Tensor& x) { return std::get<0>(rgb_to_yuv420(x)); },
                      .outputs =
                          [](const at::Tensor& x) {
                            auto [y, uv] = rgb_to_yuv420(x);
                            return std::vector<at::Tensor>{y, uv};
                          }});

}  // namespace kornia::color
