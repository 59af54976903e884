#include "ops/color/raw_to_rgb.h"

#include <ATen/ATen.h>
#include <torch/nn/functional/padding.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"

namespace kornia::color {
namespace {

namespace F = torch::nn::functional;

// The plane of the samples at (row, col) of each cell, bilinearly upsampled
// to the full grid (Kornia's pad, interpolate, crop).
torch::Tensor Upsample(const torch::Tensor& x, int64_t row, int64_t col) {
  const int64_t h = core::HostSize(x, -2), w = core::HostSize(x, -1);
  const torch::Tensor plane = x.slice(-2, row, h, 2).slice(-1, col, w, 2);
  const torch::Tensor padded =
      F::pad(plane, F::PadFuncOptions({col, 1 - col, row, 1 - row}).mode(torch::kReplicate));
  const torch::Tensor up = at::upsample_bilinear2d(padded, {h + 1, w + 1}, true);
  return up.narrow(-2, row, h).narrow(-1, col, w);
}

}  // namespace

torch::Tensor raw_to_rgb(const torch::Tensor& image, CFA cfa) {
  const char* const kOp = raw_to_rgb_op().name.c_str();
  core::CheckImage(raw_to_rgb_op(), image);
  const int64_t h = core::HostSize(image, -2), w = core::HostSize(image, -1);
  KC_CHECK(h > 0 && w > 0 && h % 2 == 0 && w % 2 == 0, kOp, "an even, non-zero H and W", "shape ",
           image.sizes());
  const detail::CfaLayout at = detail::Layout(cfa);
  // The leading dims as one batch (symbolic under a dynamic batch).
  const torch::Tensor x = core::FlattenBatch(image);
  const torch::Tensor r = Upsample(x, at.r_row, at.r_col);
  const torch::Tensor b = Upsample(x, at.b_row, at.b_col);
  // Green: the four neighbours' quarters summed in float32 for half images
  // and rounded once, as the convolution accumulates.
  const bool half = core::IsHalfDtype(x.scalar_type());
  const torch::Tensor g_pad =
      F::pad(half ? x.to(torch::kFloat) : x, F::PadFuncOptions({1, 1, 1, 1}).mode(torch::kReflect));
  auto shifted = [&](int64_t dy, int64_t dx) { return g_pad.narrow(-2, dy, h).narrow(-1, dx, w); };
  torch::Tensor g = shifted(0, 1) * 0.25 + shifted(1, 0) * 0.25;
  g = g + shifted(1, 2) * 0.25;
  g = g + shifted(2, 1) * 0.25;
  if (half) g = g.to(x.scalar_type());
  // The green samples of each cell stay: the two places red and blue are not.
  auto cells = [h, w](const torch::Tensor& t, int64_t row, int64_t col) {
    return t.slice(-2, row, h, 2).slice(-1, col, w, 2);
  };
  cells(g, at.r_row, 1 - at.r_col).copy_(cells(x, at.r_row, 1 - at.r_col));
  cells(g, 1 - at.r_row, at.r_col).copy_(cells(x, 1 - at.r_row, at.r_col));
  core::SymShape shape = core::SymSizes(image);
  shape[shape.size() - 3] = 3;
  return core::View(at::cat({r, g, b}, -3), shape);
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(raw_to_rgb, {.kornia = "kornia.color.raw_to_rgb",
                   .module = {"RawToRgb", {"cfa"}, {"image"}},
                   .image = core::ImageSpec{.channels = 1},
                   .overloads = {core::Def("(Tensor image, int cfa) -> Tensor",
                                           [](const at::Tensor& image, int64_t cfa) {
                                             return kornia::color::raw_to_rgb(
                                                 image, kornia::color::CfaOf("raw_to_rgb", cfa));
                                           })},
                   .call = [](const at::Tensor& x) { return raw_to_rgb(x, CFA::kBG); }});

}  // namespace kornia::color
