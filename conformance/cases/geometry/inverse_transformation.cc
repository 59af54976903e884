// Conformance case of ops/geometry/inverse_transformation (family_linalg.h: TransformOp).
#include "ops/geometry/inverse_transformation.h"

#include "conformance/cases/geometry/family_linalg.h"

KC_CASE(geometry, inverse_transformation) {
  return TransformOp(op, {"trans_12"},
                     [](const Inputs& in) { return geometry::inverse_transformation(in[0]); });
}
