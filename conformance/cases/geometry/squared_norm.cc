// Conformance case of ops/geometry/squared_norm (family_linalg.h: VectorOp; every
// real dtype claimed, points in the floating ones, int32 and bool).
#include "ops/geometry/squared_norm.h"

#include "conformance/cases/geometry/family_linalg.h"

KC_CASE(geometry, squared_norm) {
  return VectorOp(op, {.binary = false,
                       .more_dtypes = {torch::kInt, torch::kBool},
                       .run = [](const Inputs& in, bool keepdim) {
                         return geometry::squared_norm(in[0], keepdim);
                       }});
}
