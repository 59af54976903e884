#include "ops/geometry/compose_transformations.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/matmul.h>

#include "ops/core/op_registration.h"
#include "ops/geometry/linalg.h"

namespace kornia::geometry {

at::Tensor compose_transformations(const at::Tensor& trans_01, const at::Tensor& trans_12) {
  const core::OpSpec& op = compose_transformations_op();
  const core::SymShape batch =
      detail::TransformPairBatch(op.name.c_str(), "trans_01", trans_01, "trans_12", trans_12);
  const at::Tensor rmat_01 = trans_01.narrow(-2, 0, 3).narrow(-1, 0, 3);
  const at::Tensor rmat_12 = trans_12.narrow(-2, 0, 3).narrow(-1, 0, 3);
  const at::Tensor tvec_01 = trans_01.narrow(-2, 0, 3).narrow(-1, 3, 1);
  const at::Tensor tvec_12 = trans_12.narrow(-2, 0, 3).narrow(-1, 3, 1);
  return detail::RigidMatrix(at::matmul(rmat_01, rmat_12), at::matmul(rmat_01, tvec_12) + tvec_01,
                             batch);
}

KC_OP(compose_transformations,
      {.kornia = "kornia.geometry.linalg.compose_transformations",
       .image = core::ImageSpec{.noun = "trans_01",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kNumeric},
       .overloads = {
           core::Def("(Tensor trans_01, Tensor trans_12) -> Tensor", &compose_transformations)}});

}  // namespace kornia::geometry
