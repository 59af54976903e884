#include "ops/color/yuv.h"

#include <ATen/core/Tensor.h>

#include <vector>

#include "ops/core/check.h"

namespace kornia::color::detail {

void CheckPlanes(const char* op, const at::Tensor& imagey, const at::Tensor& imageuv,
                 bool halve_height) {
  core::CheckImage(op, imagey, {.noun = "imagey", .channels = 1});
  core::CheckImage(op, imageuv, {.noun = "imageuv", .channels = 2});
  const int64_t h = imagey.size(-2), w = imagey.size(-1);
  KC_CHECK(w % 2 == 0 && (!halve_height || h % 2 == 0), op,
           halve_height ? "imagey of even height and width" : "imagey of even width", "shape ",
           imagey.sizes());
  std::vector<int64_t> want(imagey.sizes().begin(), imagey.sizes().end());
  want[want.size() - 3] = 2;
  want[want.size() - 2] = halve_height ? h / 2 : h;
  want[want.size() - 1] = w / 2;
  KC_CHECK(
      imageuv.sizes() == at::IntArrayRef(want), op,
      c10::str("imageuv of shape ", at::IntArrayRef(want), " (imagey's leading dims, 2 channels, ",
               halve_height ? "H / 2" : "H", " and W / 2 of imagey ", imagey.sizes(), ")"),
      "shape ", imageuv.sizes());
  KC_CHECK(imageuv.scalar_type() == imagey.scalar_type(), op,
           c10::str("imageuv of imagey's dtype ", core::DtypeName(imagey.scalar_type())),
           core::DtypeName(imageuv.scalar_type()));
}

at::Tensor RepeatTwice(const at::Tensor& t, int64_t dim) {
  const int64_t d = dim < 0 ? dim + t.dim() : dim;
  std::vector<int64_t> expanded(t.sizes().begin(), t.sizes().end());
  expanded.insert(expanded.begin() + d + 1, 2);
  std::vector<int64_t> out(t.sizes().begin(), t.sizes().end());
  out[d] *= 2;
  return t.unsqueeze(d + 1).expand(expanded).reshape(out);
}

}  // namespace kornia::color::detail
