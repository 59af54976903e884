// Conformance case of ops/geometry/euclidean_distance (family_linalg.h:
// VectorOp, with coincident vectors; every real dtype but bool claimed,
// points in the floating ones and int32).
#include "ops/geometry/euclidean_distance.h"

#include "conformance/cases/geometry/family_linalg.h"

KC_CASE(geometry, euclidean_distance) {
  return VectorOp(
      op, {.binary = true,
           .more_dtypes = {torch::kInt},
           .run = [](const Inputs& in,
                     bool keepdim) { return geometry::euclidean_distance(in[0], in[1], keepdim); },
           .kornia_tail = {1e-6},
           .distance = true});
}
