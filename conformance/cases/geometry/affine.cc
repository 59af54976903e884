// Conformance case of ops/geometry/affine: the affine-warp sweep
// (family_warp.h) over two sets of per-sample 2x3 matrices (a turn with zoom and shift, a shear
// with a flip; the identity and a whole-pixel shift), then per dtype two matrices for one (C, H, W)
// image; the errors of the matrix's shape and dtype.
#include "ops/geometry/affine.h"

#include "conformance/cases/geometry/family_warp.h"

KC_CASE(geometry, affine) {
  using geometry::affine;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return affine(
        x, torch::tensor({1.0, 0.0, 0.5, 0.0, 1.0, -0.5}).view({1, 2, 3}).to(x.scalar_type()));
  });
  const AffwarpSweep sweep = {
      .params =
          [](int set, torch::ScalarType dtype) {
            return Inputs{
                torch::tensor(set == 0 ? std::vector<double>{1.0509, -0.3251, 1.5, 0.3251, 1.0509,
                                                             -0.75, 1.0, 0.4, -2.0, 0.0, -1.0, 8.0}
                                       : std::vector<double>{1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 1.0, 0.0,
                                                             3.0, 0.0, 1.0, -2.0})
                    .view({2, 2, 3})
                    .to(dtype)};
          },
      .one =
          [](torch::ScalarType dtype) {
            return Inputs{
                torch::tensor({0.9, 0.1, 0.5, -0.1, 1.1, -1.0}).view({1, 2, 3}).to(dtype)};
          },
      .many_for_one = true,
      .warp = [](const Inputs& in, const std::string& mode, const std::string& padding,
                 bool ac) { return affine(in[0], in[1], mode, padding, ac); }};
  c.points = [sweep] { return AffwarpPoints(sweep); };
  AddAffwarpErrors(c, sweep, {"matrix"},
                   {{"matrix_shape",
                     {torch::zeros({2, 3, 3})},
                     "expected matrix of shape (2, 2, 3) or (1, 2, 3), but got shape [2, 3, 3]"},
                    {"matrix_batch",
                     {torch::zeros({3, 2, 3})},
                     "expected matrix of shape (2, 2, 3) or (1, 2, 3), but got shape [3, 2, 3]"}});
  return c;
}
