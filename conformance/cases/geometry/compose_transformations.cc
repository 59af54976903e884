// Conformance case of ops/geometry/compose_transformations (family_linalg.h: TransformOp).
#include "ops/geometry/compose_transformations.h"

#include "conformance/cases/geometry/family_linalg.h"

KC_CASE(geometry, compose_transformations) {
  return TransformOp(op, {"trans_01", "trans_12"}, [](const Inputs& in) {
    return geometry::compose_transformations(in[0], in[1]);
  });
}
