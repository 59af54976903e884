// Conformance case of ops/geometry/batched_dot_product (family_linalg.h:
// VectorOp; every real dtype claimed, points in the floating ones, int32
// and bool).
#include "ops/geometry/batched_dot_product.h"

#include "conformance/cases/geometry/family_linalg.h"

KC_CASE(geometry, batched_dot_product) {
  return VectorOp(op, {.binary = true,
                       .more_dtypes = {torch::kInt, torch::kBool},
                       .run = [](const Inputs& in, bool keepdim) {
                         return geometry::batched_dot_product(in[0], in[1], keepdim);
                       }});
}
