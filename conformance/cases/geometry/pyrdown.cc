// Conformance case of ops/geometry/pyrdown: the pyramid steps' sweep
// (family_pyramid.h), with the factor and the integer dtypes.
#include "ops/geometry/pyrdown.h"

#include "conformance/cases/geometry/family_pyramid.h"

KC_CASE(geometry, pyrdown) {
  return PyramidOp(op,
                   {.run = [](const torch::Tensor& x, const std::string& border, bool ac,
                              double factor) { return geometry::pyrdown(x, border, ac, factor); },
                    .down = true});
}
