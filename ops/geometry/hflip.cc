#include "ops/geometry/hflip.h"

#include "ops/core/op_registration.h"

namespace kornia::geometry {

at::Tensor hflip(const at::Tensor& input) {
  core::CheckImage(hflip_op(), input);
  return input.flip(-1).contiguous();
}

KC_OP(hflip, {.kornia = "kornia.geometry.transform.hflip",
              .module = {"Hflip", {}, {"input"}},
              .image = core::ImageSpec{.noun = "an input",
                                       .rank = core::ImageRank::kVectors,
                                       .dtypes = core::ImageDtypes::kAny},
              .overloads = {core::Def("(Tensor input) -> Tensor", &hflip)},
              .call = [](const at::Tensor& x) { return hflip(x); }});

}  // namespace kornia::geometry
