// Conformance case of ops/geometry/shear: the affine-warp sweep
// (family_warp.h) over two sets of per-sample (shx, shy) factors (mixed signs; one axis at a time),
// then per dtype two shears of one (C, H, W) image; the errors of the shear's shape and dtype.
#include "ops/geometry/shear.h"

#include "conformance/cases/geometry/family_warp.h"

KC_CASE(geometry, shear) {
  using geometry::shear;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return shear(x, torch::tensor({{0.2, -0.1}}).to(x.scalar_type()));
  });
  const AffwarpSweep sweep = {
      .params =
          [](int set, torch::ScalarType dtype) {
            return Inputs{torch::tensor(set == 0 ? std::vector<double>{0.25, -0.1, -0.5, 0.3}
                                                 : std::vector<double>{1.0, 0.0, 0.0, 0.5})
                              .view({2, 2})
                              .to(dtype)};
          },
      .one =
          [](torch::ScalarType dtype) {
            return Inputs{torch::tensor({0.2, 0.2}).view({1, 2}).to(dtype)};
          },
      .many_for_one = true,
      .warp = [](const Inputs& in, const std::string& mode, const std::string& padding,
                 bool ac) { return shear(in[0], in[1], mode, padding, ac); }};
  c.points = [sweep] { return AffwarpPoints(sweep); };
  AddAffwarpErrors(c, sweep, {"shear"},
                   {{"shear_shape",
                     {torch::zeros({2, 3})},
                     "expected shear of shape (2, 2) or (1, 2), but got shape [2, 3]"},
                    {"shear_batch",
                     {torch::zeros({3, 2})},
                     "expected shear of shape (2, 2) or (1, 2), but got shape [3, 2]"}});
  return c;
}
