#include "conformance/cases/geometry/family_bbox.h"

#include <c10/util/StringUtil.h>

#include <limits>
#include <vector>

namespace kornia::conformance::cases {
namespace {

torch::Tensor Draw(int64_t n, const std::string& id, const char* what, Span s) {
  return UniformInput({n}, torch::kDouble, id + what, s.lo, s.hi).floor();
}

torch::Tensor InDtype(const torch::Tensor& boxes, torch::ScalarType dtype) {
  if (dtype == torch::kByte) return boxes.clamp(0, 255).to(dtype);
  return boxes.to(dtype);
}

}  // namespace

torch::Tensor CornerBoxes(int64_t n, torch::ScalarType dtype, const std::string& id, Span x, Span y,
                          Span w, Span h) {
  const torch::Tensor x0 = Draw(n, id, "_x", x), y0 = Draw(n, id, "_y", y);
  const torch::Tensor x1 = x0 + Draw(n, id, "_w", w) - 1, y1 = y0 + Draw(n, id, "_h", h) - 1;
  return InDtype(torch::stack({torch::stack({x0, y0}, -1), torch::stack({x1, y0}, -1),
                               torch::stack({x1, y1}, -1), torch::stack({x0, y1}, -1)},
                              -2),
                 dtype);
}

torch::Tensor CornerBoxes3d(int64_t n, torch::ScalarType dtype, const std::string& id, Span x,
                            Span y, Span z, Span w, Span h, Span d) {
  const torch::Tensor face = CornerBoxes(n, torch::kDouble, id, x, y, w, h);
  const torch::Tensor z0 = Draw(n, id, "_z", z);
  const torch::Tensor z1 = z0 + Draw(n, id, "_d", d) - 1;
  auto at_depth = [&face](const torch::Tensor& depth) {
    return torch::cat({face, depth.view({-1, 1, 1}).expand({-1, 4, 1})}, -1);
  };
  return InDtype(torch::cat({at_depth(z0), at_depth(z1)}, 1), dtype);
}

std::vector<SweepPoint> CuboidPoints(Span start, Span size, int64_t large,
                                     const CuboidPoint& point) {
  std::vector<SweepPoint> points;
  auto boxes = [&](int64_t n, torch::ScalarType d, const std::string& id) {
    return CornerBoxes3d(n, d, id, start, start, start, size, size, size);
  };
  for (torch::ScalarType d : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble,
                              torch::kInt, torch::kLong, torch::kByte}) {
    const std::string cls = DtypeId(d);
    for (int v = 0; v < 3; ++v) {
      const std::string id = c10::str(cls, "_v", v);
      points.push_back(point(id, cls, boxes(5, d, id)));
    }
    const std::string one = cls + "_one";
    points.push_back(point(one, one, boxes(1, d, one)));
    if (!torch::isFloatingType(d)) continue;
    // Starts of a value class, moved to every corner: each edge's extent
    // is (start + size - 1) - start + 1 in the dtype, the same on all four.
    for (ValueClass v : {ValueClass::kUniform, ValueClass::kInteresting, ValueClass::kLarge}) {
      const std::string id = cls + "_values_" + ValueClassName(v);
      const torch::Tensor unit = boxes(5, torch::kDouble, id);
      const torch::Tensor offset = MakeInput({5, 1, 3}, d, v, SeedOf(id), start.lo, start.hi);
      const torch::Tensor origin = unit.select(1, 0).unsqueeze(1);
      points.push_back(
          point(id, cls + "_values", (unit - origin + offset.to(torch::kDouble)).to(d)));
    }
  }
  for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
    // Widths about 1,000, one edge 1e-3 wider: 1e-6 relative, within
    // isclose's rtol of 1e-5.
    const std::string near = DtypeId(d) + "_near_cuboids";
    torch::Tensor b = CornerBoxes3d(5, torch::kDouble, near, start, start, start, {900, 1000},
                                    {900, 1000}, {900, 1000});
    b.select(1, 2).select(-1, 0).add_(1e-3);
    points.push_back(point(near, near, b.to(d)));
    const std::string id = DtypeId(d) + "_large";
    points.push_back(point(id, id, boxes(large, d, id)));
  }
  return points;
}

std::vector<ErrorCase> CuboidErrors(const OpFn& run, bool shape_and_finite) {
  const torch::Tensor good = CornerBoxes3d(3, torch::kFloat, "cuboid_errors", {0, 10}, {0, 10},
                                           {0, 10}, {1, 5}, {1, 5}, {1, 5});
  // `good` with one coordinate (corner, axis) moved by `by`.
  auto moved = [&good](int64_t corner, int64_t axis, double by) {
    torch::Tensor b = good.clone();
    b.select(0, 1).select(0, corner).select(0, axis).add_(by);
    return b;
  };
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  auto edges = [](const char* axis, const char* what) {
    return c10::str("expected cuboid boxes (the four edges along ", axis,
                    " of one extent), but got different ", what);
  };
  const std::string finite = "expected boxes of finite coordinates, but got a non-finite one";
  std::vector<ErrorCase> errors = {
      RefusedInGraph("widths_differ", run, {good}, {moved(2, 0, 1)}, edges("x", "widths")),
      RefusedInGraph("heights_differ", run, {good}, {moved(7, 1, 1)}, edges("y", "heights")),
      RefusedInGraph("depths_differ", run, {good}, {moved(6, 2, 1)}, edges("z", "depths"))};
  if (!shape_and_finite) return errors;
  errors.insert(errors.end(),
                {Refused("boxes_8x2", run, {torch::rand({2, 8, 2})},
                         "expected boxes of shape (B, 8, 3), but got shape [2, 8, 2]"),
                 Refused("batched", run, {torch::rand({2, 3, 8, 3})},
                         "expected boxes of shape (B, 8, 3), but got shape [2, 3, 8, 3]"),
                 RefusedInGraph("coordinate_nan", run, {good}, {moved(5, 1, nan)}, finite),
                 RefusedInGraph("coordinate_inf", run, {good}, {moved(0, 2, inf)}, finite)});
  return errors;
}

}  // namespace kornia::conformance::cases
