#include "ops/geometry/relative_transformation.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/matmul.h>

#include "ops/core/op_registration.h"
#include "ops/geometry/linalg.h"

namespace kornia::geometry {

at::Tensor relative_transformation(const at::Tensor& trans_01, const at::Tensor& trans_02) {
  const core::OpSpec& op = relative_transformation_op();
  const core::SymShape batch =
      detail::TransformPairBatch(op.name.c_str(), "trans_01", trans_01, "trans_02", trans_02);
  const at::Tensor rmat_10 = trans_01.narrow(-2, 0, 3).narrow(-1, 0, 3).transpose(-1, -2);
  const at::Tensor tvec_01 = trans_01.narrow(-2, 0, 3).narrow(-1, 3, 1);
  const at::Tensor rmat_02 = trans_02.narrow(-2, 0, 3).narrow(-1, 0, 3);
  const at::Tensor tvec_02 = trans_02.narrow(-2, 0, 3).narrow(-1, 3, 1);
  return detail::RigidMatrix(at::matmul(rmat_10, rmat_02), at::matmul(rmat_10, tvec_02 - tvec_01),
                             batch);
}

KC_OP(relative_transformation,
      {.kornia = "kornia.geometry.linalg.relative_transformation",
       .image = core::ImageSpec{.noun = "trans_01",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kNumeric},
       .overloads = {
           core::Def("(Tensor trans_01, Tensor trans_02) -> Tensor", &relative_transformation)}});

}  // namespace kornia::geometry
