#include "ops/geometry/inverse_transformation.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/matmul.h>

#include "ops/core/op_registration.h"
#include "ops/geometry/linalg.h"

namespace kornia::geometry {

at::Tensor inverse_transformation(const at::Tensor& trans_12) {
  detail::CheckTransform(inverse_transformation_op().name.c_str(), "trans_12", trans_12);
  const at::Tensor rmat_21 = trans_12.narrow(-2, 0, 3).narrow(-1, 0, 3).transpose(-1, -2);
  const at::Tensor tvec_12 = trans_12.narrow(-2, 0, 3).narrow(-1, 3, 1);
  core::SymShape batch;
  if (trans_12.dim() == 3) batch.push_back(trans_12.sym_size(0));
  return detail::RigidMatrix(rmat_21, at::matmul(-rmat_21, tvec_12), batch);
}

KC_OP(inverse_transformation,
      {.kornia = "kornia.geometry.linalg.inverse_transformation",
       .image = core::ImageSpec{.noun = "trans_12",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kNumeric},
       .overloads = {core::Def("(Tensor trans_12) -> Tensor", &inverse_transformation)}});

}  // namespace kornia::geometry
