// Conformance case of ops/geometry/get_rotation_matrix2d (family_params.h):
// centers in [0, 100], angles in [-180, 180] degrees, scales in [0.5, 2];
// the error of batches that differ.
#include "ops/geometry/get_rotation_matrix2d.h"

#include "conformance/cases/geometry/family_params.h"

KC_CASE(geometry, get_rotation_matrix2d) {
  using geometry::get_rotation_matrix2d;
  const ParamsFn run = [](const std::vector<std::optional<torch::Tensor>>& p) {
    return get_rotation_matrix2d(*p[0], *p[1], *p[2]);
  };
  OpCase c = ParamsOp(op,
                      {{.name = "center", .n = 2, .lo = 0, .hi = 100},
                       {.name = "angle", .n = 0, .lo = -180, .hi = 180},
                       {.name = "scale", .n = 2, .lo = 0.5, .hi = 2}},
                      run);
  c.errors.push_back(Refused(
      "batches", [](const Inputs& in) { return get_rotation_matrix2d(in[0], in[1], in[2]); },
      {torch::rand({2, 2}), torch::rand({3}), torch::rand({2, 2})},
      "expected center, angle and scale of one batch size, but got shapes [2, 2], [3] and [2, 2]"));
  c.tolerance.fused_ulp = {{"float32", 2}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts its 3 x 3 products and the rotation's sums into fused "
      "multiply-adds (measured, 2.14.1, "
      "AMD Zen 3: float32 2 ulp at most; the bound: the next power of two)";
  return c;
}
