// Conformance case of ops/geometry/get_projective_transform
// (family_params.h): centers in [0, 100], axis-angle vectors in [-180, 180]
// degrees per component, scales in [0.5, 2]; near-zero rotations (Kornia's
// Taylor branch, theta**2 <= 1e-6, and both sides of it) per floating dtype;
// the error of batches that differ.
#include "ops/geometry/get_projective_transform.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_params.h"

KC_CASE(geometry, get_projective_transform) {
  using geometry::get_projective_transform;
  const ParamsFn run = [](const std::vector<std::optional<torch::Tensor>>& p) {
    return get_projective_transform(*p[0], *p[1], *p[2]);
  };
  OpCase c = ParamsOp(op,
                      {{.name = "center", .n = 3, .lo = 0, .hi = 100},
                       {.name = "angles", .n = 3, .lo = -180, .hi = 180},
                       {.name = "scales", .n = 3, .lo = 0.5, .hi = 2}},
                      run);
  const OpFn call = [](const Inputs& in) { return get_projective_transform(in[0], in[1], in[2]); };
  AddPoints(c, [call] {
    std::vector<SweepPoint> points;
    // Degrees whose radians give theta**2 around 1e-6 (theta 1e-3 rad is
    // 0.0573 deg): zero, the Taylor side, the boundary's neighbourhood, the
    // Rodrigues side; one axis, then spread over three.
    const torch::Tensor degrees = torch::tensor({{0.0, 0.0, 0.0},
                                                 {1e-3, 0.0, 0.0},
                                                 {0.05, 0.0, 0.0},
                                                 {0.0573, 0.0, 0.0},
                                                 {0.0, 0.058, 0.0},
                                                 {0.03, 0.03, 0.03},
                                                 {0.04, -0.04, 0.02},
                                                 {0.5, 0.0, -0.5}},
                                                torch::kDouble);
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_small_angles";
      points.push_back(Point(id, id,
                             {UniformInput({8, 3}, d.type, id + "_c", 0, 100), degrees.to(d.type),
                              UniformInput({8, 3}, d.type, id + "_s", 0.5, 2)},
                             call));
    }
    return points;
  });
  c.errors.push_back(Refused(
      "batches", call, {torch::rand({2, 3}), torch::rand({3, 3}), torch::rand({2, 3})},
      "expected center, angles and scales of one batch size, but got shapes [2, 3], [3, 3] and "
      "[2, 3]"));
  c.tolerance.fused_ulp = {{"float32", 32}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts the 4 x 4 products and Rodrigues' sums into fused "
      "multiply-adds (measured, 2.14.1, "
      "AMD Zen 3: float32 25 ulp at most; the bound: the next power of two)";
  return c;
}
