// Conformance case of ops/geometry/pyrup: the pyramid steps' sweep
// (family_pyramid.h).
#include "ops/geometry/pyrup.h"

#include "conformance/cases/geometry/family_pyramid.h"

KC_CASE(geometry, pyrup) {
  return PyramidOp(op, {.run = [](const torch::Tensor& x, const std::string& border, bool ac,
                                  double) { return geometry::pyrup(x, border, ac); },
                        .down = false});
}
