// Conformance case of ops/geometry/relative_transformation (family_linalg.h: TransformOp).
#include "ops/geometry/relative_transformation.h"

#include "conformance/cases/geometry/family_linalg.h"

KC_CASE(geometry, relative_transformation) {
  return TransformOp(op, {"trans_01", "trans_02"}, [](const Inputs& in) {
    return geometry::relative_transformation(in[0], in[1]);
  });
}
