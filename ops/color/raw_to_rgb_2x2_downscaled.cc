#include "ops/color/raw_to_rgb_2x2_downscaled.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"

namespace kornia::color {

at::Tensor raw_to_rgb_2x2_downscaled(const at::Tensor& image, CFA cfa) {
  const char* const kOp = raw_to_rgb_2x2_downscaled_op().name.c_str();
  core::CheckImage(raw_to_rgb_2x2_downscaled_op(), image);
  const int64_t h = core::HostSize(image, -2), w = core::HostSize(image, -1);
  KC_CHECK(h % 2 == 0 && w % 2 == 0, kOp, "an even H and W", "shape ", image.sym_sizes());
  const detail::CfaLayout at = detail::Layout(cfa);
  auto cells = [&](int64_t row, int64_t col) {
    return image.slice(-2, row, h, 2).slice(-1, col, w, 2);
  };
  const at::Tensor g1 = cells(at.r_row, 1 - at.r_col), g2 = cells(1 - at.r_row, at.r_col);
  return at::cat({cells(at.r_row, at.r_col), (g1 + g2) / 2, cells(at.b_row, at.b_col)}, -3);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(raw_to_rgb_2x2_downscaled,
      {.kornia = "kornia.color.raw_to_rgb_2x2_downscaled",
       .module = {"RawToRgb2x2Downscaled", {"cfa"}, {"image"}},
       .image = core::ImageSpec{.channels = 1},
       .overloads = {core::Def("(Tensor image, int cfa) -> Tensor",
                               [](const at::Tensor& image, int64_t cfa) {
                                 return kornia::color::raw_to_rgb_2x2_downscaled(
                                     image, kornia::color::CfaOf("raw_to_rgb_2x2_downscaled", cfa));
                               })},
       .call = [](const at::Tensor& x) { return raw_to_rgb_2x2_downscaled(x, CFA::kBG); }});

}  // namespace kornia::color
