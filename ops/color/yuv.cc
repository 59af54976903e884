#include "ops/color/yuv.h"

#include <ATen/core/Tensor.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/shape.h"

namespace kornia::color::detail {

void CheckPlanes(const core::OpSpec& spec, const at::Tensor& imagey, const at::Tensor& imageuv,
                 bool halve_height) {
  const char* op = spec.name.c_str();
  core::CheckImage(spec, imagey);
  core::CheckImage(op, imageuv, {.noun = "imageuv", .channels = 2});
  const int64_t h = core::HostSize(imagey, -2), w = core::HostSize(imagey, -1);
  KC_CHECK(w % 2 == 0 && (!halve_height || h % 2 == 0), op,
           halve_height ? "imagey of even height and width" : "imagey of even width", "shape ",
           imagey.sym_sizes());
  core::SymShape want = core::SymSizes(imagey);
  want[want.size() - 3] = 2;
  want[want.size() - 2] = halve_height ? h / 2 : h;
  want[want.size() - 1] = w / 2;
  const c10::SymIntArrayRef wanted(want.data(), want.size());
  KC_CHECK(imageuv.sym_sizes() == wanted, op,
           c10::str("imageuv of shape ", wanted, " (imagey's leading dims, 2 channels, ",
                    halve_height ? "H / 2" : "H", " and W / 2 of imagey ", imagey.sym_sizes(), ")"),
           "shape ", imageuv.sym_sizes());
  KC_CHECK_DTYPE(imageuv.scalar_type() == imagey.scalar_type(), op,
                 c10::str("imageuv of imagey's dtype ", core::DtypeName(imagey.scalar_type())),
                 core::DtypeName(imageuv.scalar_type()));
}

at::Tensor RepeatTwice(const at::Tensor& t, int64_t dim) {
  const int64_t d = dim < 0 ? dim + t.dim() : dim;
  core::SymShape expanded = core::SymSizes(t);
  expanded.insert(expanded.begin() + d + 1, 2);
  core::SymShape out = core::SymSizes(t);
  out[d] *= 2;
  return core::Reshape(t.unsqueeze(d + 1).expand_symint(expanded), out);
}

}  // namespace kornia::color::detail
