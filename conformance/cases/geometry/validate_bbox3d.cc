// Conformance case of ops/geometry/validate_bbox3d (a 0-dim bool: no output
// batch): the cuboid sweep of family_bbox.h (starts in [-50, 100], sizes in
// [0, 60], `_large` 65,536 cuboids: true), and beside it per floating dtype
// cuboids with a NaN, an infinite and a mixed non-finite coordinate in the
// shape class of the valid ones (false, without raising: a graph traced on
// valid cuboids returns false on them), (B, N, 8, 3) cuboids; the errors of
// the shape and, in the graph, of edges of different extents.
#include "ops/geometry/validate_bbox3d.h"

#include <c10/util/StringUtil.h>

#include <limits>

#include "conformance/cases/geometry/family_bbox.h"

namespace kornia::conformance::cases::validate_bbox3d_case {

torch::Tensor Run(const Inputs& in) { return geometry::validate_bbox3d(in[0]); }

}  // namespace kornia::conformance::cases::validate_bbox3d_case

KC_CASE(geometry, validate_bbox3d) {
  using validate_bbox3d_case::Run;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return Run({CornerBoxes3d(2, x.scalar_type(), "probe", {0, 9}, {0, 9}, {0, 9}, {1, 5}, {1, 5},
                              {1, 5})});
  });
  c.points = [] {
    auto point = [](const std::string& id, const std::string& cls, const torch::Tensor& b) {
      return Point(id, cls, {b}, Run);
    };
    std::vector<SweepPoint> points = CuboidPoints({-50, 100}, {0, 60}, 65536, point);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    for (torch::ScalarType d : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble}) {
      const std::string cls = DtypeId(d);
      for (const auto& [name, value] : {std::pair{"nan", nan}, {"inf", inf}, {"minus_inf", -inf}}) {
        const std::string id = c10::str(cls, "_", name);
        torch::Tensor b = CornerBoxes3d(5, torch::kDouble, id, {-50, 100}, {-50, 100}, {-50, 100},
                                        {0, 60}, {0, 60}, {0, 60});
        b.select(0, 3).select(0, 6).select(0, 1).fill_(value);
        points.push_back(point(id, cls, b.to(d)));
      }
      const std::string nested = cls + "_nested";
      points.push_back(point(
          nested, nested,
          CornerBoxes3d(6, d, nested, {-50, 100}, {-50, 100}, {-50, 100}, {0, 60}, {0, 60}, {0, 60})
              .view({2, 3, 8, 3})));
    }
    return points;
  };
  c.batch_preserving = false;
  const std::vector<ErrorCase> errors = CuboidErrors(Run, /*shape_and_finite=*/false);
  c.errors.insert(c.errors.end(), errors.begin(), errors.end());
  c.errors.insert(c.errors.end(),
                  {Refused("boxes_8x2", Run, {torch::rand({2, 8, 2})},
                           "expected boxes of shape (B, 8, 3) or (B, N, 8, 3), but got shape "
                           "[2, 8, 2]"),
                   Refused("rank_2", Run, {torch::rand({8, 3})},
                           "expected boxes of shape (B, 8, 3) or (B, N, 8, 3), but got shape "
                           "[8, 3]")});
  return c;
}
