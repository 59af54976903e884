#include "ops/enhance/shift_rgb.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/full.h>
#include <ATen/ops/stack.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

at::Tensor shift_rgb(const at::Tensor& image, const at::Tensor& r_shift, const at::Tensor& g_shift,
                     const at::Tensor& b_shift) {
  const char* const kOp = shift_rgb_op().name.c_str();
  core::CheckImage(shift_rgb_op(), image);
  const c10::SymInt batch = image.sym_size(0);
  const bool ok =
      r_shift.dim() == 0 ||
      (r_shift.dim() == 1 && (r_shift.sym_size(0) == batch || r_shift.sym_size(0) == 1));
  KC_CHECK(ok, kOp, c10::str("r_shift of shape (", batch, ",), (1,) or ()"), "shape ",
           r_shift.sym_sizes());
  KC_CHECK(g_shift.sym_sizes() == r_shift.sym_sizes() && b_shift.sym_sizes() == r_shift.sym_sizes(),
           kOp, c10::str("g_shift and b_shift of r_shift's shape ", r_shift.sym_sizes()), "shapes ",
           g_shift.sym_sizes(), " and ", b_shift.sym_sizes());
  const at::Tensor shift =
      at::stack({r_shift, g_shift, b_shift}, -1).reshape({-1, 3, 1, 1}).to(image.scalar_type());
  return core::ClampUnitFresh(image + shift);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(shift_rgb, {.kornia = "kornia.enhance.shift_rgb",
                  .image = core::ImageSpec{.rank = core::ImageRank::kBatch, .channels = 3},
                  .overloads = {core::Def(
                      "(Tensor image, Tensor r_shift, Tensor g_shift, Tensor b_shift) -> Tensor",
                      &kornia::enhance::shift_rgb)},
                  .call = [](const at::Tensor& x) {
                    const at::Tensor s = at::full({x.size(0)}, 0.25, x.options().dtype(at::kFloat));
                    return shift_rgb(x, s, s * -1, s);
                  }});

}  // namespace kornia::enhance
