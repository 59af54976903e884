#include "ops/color/rgb_to_raw.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"

namespace kornia::color {

at::Tensor rgb_to_raw(const at::Tensor& image, CFA cfa) {
  core::CheckImage(rgb_to_raw_op(), image);
  const detail::CfaLayout at = detail::Layout(cfa);
  const int64_t h = core::HostSize(image, -2), w = core::HostSize(image, -1);
  // Every other row and column from (row, col) on.
  auto cells = [h, w](const at::Tensor& t, int64_t row, int64_t col) {
    return t.slice(-2, row, h, 2).slice(-1, col, w, 2);
  };
  at::Tensor out = image.narrow(-3, 1, 1).clone(at::MemoryFormat::Contiguous);
  cells(out, at.r_row, at.r_col).copy_(cells(image.narrow(-3, 0, 1), at.r_row, at.r_col));
  cells(out, at.b_row, at.b_col).copy_(cells(image.narrow(-3, 2, 1), at.b_row, at.b_col));
  return out;
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(rgb_to_raw, {.kornia = "kornia.color.rgb_to_raw",
                   .module = {"RgbToRaw", {"cfa"}, {"image"}},
                   .image = core::ImageSpec{.channels = 3, .dtypes = core::ImageDtypes::kAny},
                   .overloads = {core::Def("(Tensor image, int cfa) -> Tensor",
                                           [](const at::Tensor& image, int64_t cfa) {
                                             return kornia::color::rgb_to_raw(
                                                 image, kornia::color::CfaOf("rgb_to_raw", cfa));
                                           })},
                   .call = [](const at::Tensor& x) { return rgb_to_raw(x, CFA::kBG); }});

}  // namespace kornia::color
