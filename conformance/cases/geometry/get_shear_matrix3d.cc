// Conformance case of ops/geometry/get_shear_matrix3d (family_params.h):
// centers in [0, 100], shear angles in [-1, 1] radians (each optional one
// left out, and all of them); the error of batches that differ.
#include "ops/geometry/get_shear_matrix3d.h"

#include "conformance/cases/geometry/family_params.h"

KC_CASE(geometry, get_shear_matrix3d) {
  using geometry::get_shear_matrix3d;
  const ParamsFn run = [](const std::vector<std::optional<torch::Tensor>>& p) {
    return get_shear_matrix3d(*p[0], p[1], p[2], p[3], p[4], p[5], p[6]);
  };
  std::vector<ParamSpec> params = {{.name = "center", .n = 3, .lo = 0, .hi = 100}};
  for (const char* s : {"sxy", "sxz", "syx", "syz", "szx", "szy"})
    params.push_back({.name = s, .n = 0, .lo = -1, .hi = 1, .optional = true});
  OpCase c = ParamsOp(op, params, run);
  const torch::Tensor s = torch::rand({2});
  c.errors.push_back(Refused(
      "batches",
      [](const Inputs& in) {
        return get_shear_matrix3d(in[0], in[1], in[2], in[3], in[4], in[5], in[6]);
      },
      {torch::rand({2, 3}), s, s, s, torch::rand({3}), s, s},
      "expected center, sxy, sxz, syx, syz, szx and szy of one batch size, but got shapes [2, 3], "
      "[2], [2], [2], [3], [2] and [2]"));
  c.tolerance.fused_ulp = {{"float32", 128}, {"float64", 1024}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts the translation's sums of products, minus y and z into fused "
      "multiply-adds (measured, 2.14.1, "
      "AMD Zen 3: float32 128, float64 1024 ulp at most; the bound: the next power of two)";
  return c;
}
