// Conformance case of ops/geometry/get_shear_matrix2d (family_params.h):
// centers in [0, 100], shear angles in [-1, 1] radians, each optional one
// left out; the error of batches that differ.
#include "ops/geometry/get_shear_matrix2d.h"

#include "conformance/cases/geometry/family_params.h"

KC_CASE(geometry, get_shear_matrix2d) {
  using geometry::get_shear_matrix2d;
  const ParamsFn run = [](const std::vector<std::optional<torch::Tensor>>& p) {
    return get_shear_matrix2d(*p[0], p[1], p[2]);
  };
  OpCase c = ParamsOp(op,
                      {{.name = "center", .n = 2, .lo = 0, .hi = 100},
                       {.name = "sx", .n = 0, .lo = -1, .hi = 1, .optional = true},
                       {.name = "sy", .n = 0, .lo = -1, .hi = 1, .optional = true}},
                      run);
  c.errors.push_back(Refused(
      "batches", [](const Inputs& in) { return get_shear_matrix2d(in[0], in[1], in[2]); },
      {torch::rand({2, 2}), torch::rand({3}), torch::rand({2})},
      "expected center, sx and sy of one batch size, but got shapes [2, 2], [3] and [2]"));
  c.tolerance.fused_ulp = {{"float32", 64}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts the translation's b (x - a y) and 1 + a b into fused "
      "multiply-adds (measured, 2.14.1, "
      "AMD Zen 3: float32 39 ulp at most; the bound: the next power of two)";
  return c;
}
