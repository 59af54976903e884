// Conformance case of ops/geometry/get_affine_matrix3d (family_params.h):
// translations in [-50, 50], centers in [0, 100], scales in [0.5, 2],
// axis-angle vectors in [-180, 180] degrees per component, shear angles in
// [-1, 1] radians (each optional one left out, and all of them); the errors
// of batches that differ.
#include "ops/geometry/get_affine_matrix3d.h"

#include "conformance/cases/geometry/family_params.h"

KC_CASE(geometry, get_affine_matrix3d) {
  using geometry::get_affine_matrix3d;
  const ParamsFn run = [](const std::vector<std::optional<torch::Tensor>>& p) {
    return get_affine_matrix3d(*p[0], *p[1], *p[2], *p[3], p[4], p[5], p[6], p[7], p[8], p[9]);
  };
  std::vector<ParamSpec> params = {{.name = "translations", .n = 3, .lo = -50, .hi = 50},
                                   {.name = "center", .n = 3, .lo = 0, .hi = 100},
                                   {.name = "scale", .n = 3, .lo = 0.5, .hi = 2},
                                   {.name = "angles", .n = 3, .lo = -180, .hi = 180}};
  for (const char* s : {"sxy", "sxz", "syx", "syz", "szx", "szy"})
    params.push_back({.name = s, .n = 0, .lo = -1, .hi = 1, .optional = true});
  OpCase c = ParamsOp(op, params, run);
  const OpFn all = [](const Inputs& in) {
    return get_affine_matrix3d(in[0], in[1], in[2], in[3], in[4], in[5], in[6], in[7], in[8],
                               in[9]);
  };
  const torch::Tensor v = torch::rand({2, 3}), s = torch::rand({2});
  c.errors.insert(c.errors.end(),
                  {Refused("batches", all, {v, v, v, torch::rand({3, 3}), s, s, s, s, s, s},
                           "expected translations, center, scale and angles of one batch size, "
                           "but got shapes [2, 3], [2, 3], [2, 3] and [3, 3]"),
                   Refused("szy_batch", all, {v, v, v, v, s, s, s, s, s, torch::rand({3})},
                           "expected translations and szy of one batch size, but got shapes "
                           "[2, 3] and [3]")});
  c.tolerance.fused_ulp = {{"float32", 512}, {"float64", 32}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts the 4 x 4 products, Rodrigues' sums and the shear's "
      "translation into fused multiply-adds (measured, 2.14.1, "
      "AMD Zen 3: float32 512, float64 30 ulp at most; the bound: the next power of two)";
  return c;
}
