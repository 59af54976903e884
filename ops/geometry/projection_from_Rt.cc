#include "ops/geometry/projection_from_Rt.h"

#include <ATen/ops/cat.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::geometry {

at::Tensor projection_from_Rt(const at::Tensor& rmat, const at::Tensor& tvec) {
  const char* name = projection_from_Rt_op().name.c_str();
  core::CheckImage(projection_from_Rt_op(), rmat);
  KC_CHECK(rmat.dim() >= 2 && rmat.sym_size(-2) == 3 && rmat.sym_size(-1) == 3, name,
           "rmat of shape (*, 3, 3)", "shape ", rmat.sizes());
  KC_CHECK(tvec.dim() >= 2 && tvec.sym_size(-2) == 3 && tvec.sym_size(-1) == 1, name,
           "tvec of shape (*, 3, 1)", "shape ", tvec.sizes());
  KC_CHECK(tvec.dim() == rmat.dim() && rmat.sym_sizes().slice(0, rmat.dim() - 2) ==
                                           tvec.sym_sizes().slice(0, tvec.dim() - 2),
           name, "rmat and tvec with the same leading dims", "shapes ", rmat.sizes(), " and ",
           tvec.sizes());
  return at::cat({rmat, tvec}, -1);
}

KC_OP(projection_from_Rt,
      {.kornia = "kornia.geometry.transform.projection_from_Rt",
       .image = core::ImageSpec{.noun = "rmat",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kAny},
       .overloads = {core::Def("(Tensor rmat, Tensor tvec) -> Tensor", &projection_from_Rt)}});

}  // namespace kornia::geometry
