// Conformance case of ops/geometry/get_affine_matrix2d (family_params.h):
// translations in [-50, 50], centers in [0, 100], scales in [0.5, 2],
// angles in [-180, 180] degrees, shear angles in [-1, 1] radians (each
// optional one left out); the errors of batches that differ.
#include "ops/geometry/get_affine_matrix2d.h"

#include "conformance/cases/geometry/family_params.h"

KC_CASE(geometry, get_affine_matrix2d) {
  using geometry::get_affine_matrix2d;
  const ParamsFn run = [](const std::vector<std::optional<torch::Tensor>>& p) {
    return get_affine_matrix2d(*p[0], *p[1], *p[2], *p[3], p[4], p[5]);
  };
  OpCase c = ParamsOp(op,
                      {{.name = "translations", .n = 2, .lo = -50, .hi = 50},
                       {.name = "center", .n = 2, .lo = 0, .hi = 100},
                       {.name = "scale", .n = 2, .lo = 0.5, .hi = 2},
                       {.name = "angle", .n = 0, .lo = -180, .hi = 180},
                       {.name = "sx", .n = 0, .lo = -1, .hi = 1, .optional = true},
                       {.name = "sy", .n = 0, .lo = -1, .hi = 1, .optional = true}},
                      run);
  const OpFn all = [](const Inputs& in) {
    return get_affine_matrix2d(in[0], in[1], in[2], in[3], in[4], in[5]);
  };
  const torch::Tensor v = torch::rand({2, 2}), s = torch::rand({2});
  c.errors.insert(c.errors.end(),
                  {Refused("batches", all, {v, v, v, torch::rand({3}), s, s},
                           "expected translations, center, scale and angle of one batch size, "
                           "but got shapes [2, 2], [2, 2], [2, 2] and [3]"),
                   Refused("sx_batch", all, {v, v, v, s, torch::rand({3}), s},
                           "expected translations and sx of one batch size, but got shapes "
                           "[2, 2] and [3]")});
  c.tolerance.fused_ulp = {{"float32", 128}, {"float64", 1}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts the rotation's 3 x 3 products, the translation and the "
      "shear's product into fused multiply-adds (measured, 2.14.1, "
      "AMD Zen 3: float32 128, float64 1 ulp at most; the bound: the next power of two)";
  return c;
}
