// Conformance case of ops/geometry/translate: the affine-warp sweep
// (family_warp.h) over two sets of per-sample (dx, dy) shifts (fractional ones; whole pixels and a
// zero axis), then per dtype two shifts of one (C, H, W) image; the errors of the translation's
// shape and dtype.
#include "ops/geometry/translate.h"

#include "conformance/cases/geometry/family_warp.h"

KC_CASE(geometry, translate) {
  using geometry::translate;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return translate(x, torch::tensor({{1.5, -2.0}}).to(x.scalar_type()));
  });
  const AffwarpSweep sweep = {
      .params =
          [](int set, torch::ScalarType dtype) {
            return Inputs{torch::tensor(set == 0 ? std::vector<double>{1.5, -2.25, -3.0, 0.5}
                                                 : std::vector<double>{4.0, 0.0, 0.0, -7.0})
                              .view({2, 2})
                              .to(dtype)};
          },
      .one =
          [](torch::ScalarType dtype) {
            return Inputs{torch::tensor({2.5, 1.0}).view({1, 2}).to(dtype)};
          },
      .many_for_one = true,
      .warp = [](const Inputs& in, const std::string& mode, const std::string& padding,
                 bool ac) { return translate(in[0], in[1], mode, padding, ac); }};
  c.points = [sweep] { return AffwarpPoints(sweep); };
  AddAffwarpErrors(c, sweep, {"translation"},
                   {{"translation_shape",
                     {torch::zeros({2, 3})},
                     "expected translation of shape (2, 2) or (1, 2), but got shape [2, 3]"},
                    {"translation_batch",
                     {torch::zeros({3, 2})},
                     "expected translation of shape (2, 2) or (1, 2), but got shape [3, 2]"}});
  return c;
}
