// Conformance case of ops/geometry/invert_affine_transform: per floating
// dtype a class of three value sets of (4, 2, 3) matrices (entries in
// [-2, 2]), the degenerate matrices in one class (identity, singular,
// all-zero, a NaN entry, near-singular, a pure translation), every value
// class; float32 and float64 `_large` (32,768 matrices) for the threads
// check; the errors of the shape.
#include "ops/geometry/invert_affine_transform.h"

#include <c10/util/StringUtil.h>

#include <cmath>

#include "conformance/cases/family.h"

KC_CASE(geometry, invert_affine_transform) {
  using geometry::invert_affine_transform;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return invert_affine_transform(torch::eye(2, 3).expand({2, 2, 3}).to(x.scalar_type()));
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    const OpFn run = [](const Inputs& in) { return invert_affine_transform(in[0]); };
    // Six (2, 3) matrices with a defined result each: identity; a singular
    // (rank-1) A: infinities and NaN; all zero; a NaN entry; det 1e-3
    // (finite, large); a pure translation (-t exact).
    const torch::Tensor degenerate = torch::tensor({{1.0, 0.0, 0.0, 0.0, 1.0, 0.0},
                                                    {1.0, 2.0, 3.0, 2.0, 4.0, 5.0},
                                                    {0.0, 0.0, 0.0, 0.0, 0.0, 0.0},
                                                    {1.0, std::nan(""), 0.0, 0.0, 1.0, 0.0},
                                                    {1.0, 1.0, 2.0, 1.0, 1.001, -1.0},
                                                    {1.0, 0.0, 7.5, 0.0, 1.0, -3.25}},
                                                   torch::kDouble)
                                         .view({6, 2, 3});
    for (const auto& d : kFloatDtypes) {
      const std::string cls = d.name;
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        points.push_back(Point(id, cls, {UniformInput({4, 2, 3}, d.type, id, -2, 2)}, run));
      }
      const std::string deg = cls + "_degenerate";
      points.push_back(Point(deg, deg, {degenerate.to(d.type)}, run));
      points.back().kornia.none =
          "Kornia's torch.linalg.inv raises on the singular and all-zero matrices of this point "
          "(this op returns their infinities and NaN)";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_values_" + ValueClassName(v);
        points.push_back(
            Point(id, cls + "_values", {MakeInput({6, 2, 3}, d.type, v, SeedOf(id), -2, 2)}, run));
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      points.push_back(Point(id, id, {UniformInput({32768, 2, 3}, d, id, -2, 2)}, run));
    }
    return points;
  };
  const OpFn run = [](const Inputs& in) { return invert_affine_transform(in[0]); };
  c.errors.insert(c.errors.end(),
                  {Refused("3x3", run, {torch::rand({2, 3, 3})},
                           "expected matrix of shape (B, 2, 3), but got shape [2, 3, 3]"),
                   Refused("unbatched", run, {torch::rand({2, 3})},
                           "expected matrix of shape (B, 2, 3), but got shape [2, 3]")});
  return c;
}
