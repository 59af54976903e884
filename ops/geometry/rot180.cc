#include "ops/geometry/rot180.h"

#include "ops/core/op_registration.h"

namespace kornia::geometry {

at::Tensor rot180(const at::Tensor& input) {
  core::CheckImage(rot180_op(), input);
  return input.flip({-2, -1});
}

KC_OP(rot180, {.kornia = "kornia.geometry.transform.rot180",
               .module = {"Rot180", {}, {"input"}},
               .image = core::ImageSpec{.noun = "an input",
                                        .rank = core::ImageRank::kPlanes,
                                        .dtypes = core::ImageDtypes::kAny},
               .overloads = {core::Def("(Tensor input) -> Tensor", &rot180)},
               .call = [](const at::Tensor& x) { return rot180(x); }});

}  // namespace kornia::geometry
