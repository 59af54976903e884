#include "ops/geometry/vflip.h"

#include "ops/core/op_registration.h"

namespace kornia::geometry {

at::Tensor vflip(const at::Tensor& input) {
  core::CheckImage(vflip_op(), input);
  return input.flip(-2).contiguous();
}

KC_OP(vflip, {.kornia = "kornia.geometry.transform.vflip",
              .module = {"Vflip", {}, {"input"}},
              .image = core::ImageSpec{.noun = "an input",
                                       .rank = core::ImageRank::kPlanes,
                                       .dtypes = core::ImageDtypes::kAny},
              .overloads = {core::Def("(Tensor input) -> Tensor", &vflip)},
              .call = [](const at::Tensor& x) { return vflip(x); }});

}  // namespace kornia::geometry
