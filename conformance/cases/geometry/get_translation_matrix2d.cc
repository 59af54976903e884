// Conformance case of ops/geometry/get_translation_matrix2d: per floating
// dtype a class of three value sets of (4, 2) translations in [-50, 50],
// every value class (-0.0, infinities and NaN among them); float32 and
// float64 `_large` (32,768 translations) for the threads check; the errors
// of the shape.
#include "ops/geometry/get_translation_matrix2d.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

KC_CASE(geometry, get_translation_matrix2d) {
  using geometry::get_translation_matrix2d;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return get_translation_matrix2d(torch::zeros({2, 2}).to(x.scalar_type()));
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    const OpFn run = [](const Inputs& in) { return get_translation_matrix2d(in[0]); };
    for (const auto& d : kFloatDtypes) {
      const std::string cls = d.name;
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        points.push_back(Point(id, cls, {UniformInput({4, 2}, d.type, id, -50, 50)}, run));
      }
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_values_" + ValueClassName(v);
        points.push_back(
            Point(id, cls + "_values", {MakeInput({6, 2}, d.type, v, SeedOf(id), -50, 50)}, run));
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      points.push_back(Point(id, id, {UniformInput({32768, 2}, d, id, -50, 50)}, run));
    }
    return points;
  };
  const OpFn run = [](const Inputs& in) { return get_translation_matrix2d(in[0]); };
  c.errors.insert(c.errors.end(),
                  {Refused("rank_1", run, {torch::rand({2})},
                           "expected translations of shape (B, 2), but got shape [2]"),
                   Refused("three", run, {torch::rand({2, 3})},
                           "expected translations of shape (B, 2), but got shape [2, 3]")});
  return c;
}
