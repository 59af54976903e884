// Conformance case of ops/geometry/point_line_distance:
//   - per point dtype (the floating ones and int32) a class of Euclidean
//     points `<dtype>_p2` and one of homogeneous points `<dtype>_p3`, three
//     value sets each, on (4, 5, 2|3) points and (4, 5, 3) lines in [-2, 2];
//     `<dtype>_shared_line` (a line batch of 1); `<dtype>_singular`, lines
//     with a = b = 0 and points at infinity (w = 0) beside regular ones;
//   - per floating dtype every value class of the points; float32 and
//     float64 `_large` (2, 16384, 2) for the threads check;
//   - `bool_points`: (4, 5, 2) bool points on float32 lines;
//   - the errors of the point's and the line's last dims, of shapes that do
//     not broadcast, of a complex line, of bool points where Kornia's abs
//     refuses them.
#include "ops/geometry/point_line_distance.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_linalg.h"

namespace kornia::conformance::cases::point_line_distance_case {

torch::Tensor Distance(const Inputs& in) { return geometry::point_line_distance(in[0], in[1]); }

}  // namespace kornia::conformance::cases::point_line_distance_case

KC_CASE(geometry, point_line_distance) {
  using point_line_distance_case::Distance;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    const torch::Tensor point = x.dim() > 0 ? x.narrow(-1, 0, 2) : x;
    return geometry::point_line_distance(point, torch::ones({3}));
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, torch::Tensor point, torch::Tensor line) {
      points.push_back(Point(id, cls, {point, line}, Distance, {.args = {In(0), In(1), 1e-9}}));
    };
    for (torch::ScalarType d :
         {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble, torch::kInt}) {
      const std::string name = DtypeId(d);
      for (int64_t dim : {2, 3}) {
        const std::string cls = c10::str(name, "_p", dim);
        for (int v = 0; v < 3; ++v) {
          const std::string id = c10::str(cls, "_v", v);
          add(id, cls, LinalgInput({4, 5, dim}, d, id), LinalgInput({4, 5, 3}, d, id + "_line"));
        }
      }
      const std::string shared = name + "_shared_line";
      add(shared, shared, LinalgInput({4, 5, 3}, d, shared),
          LinalgInput({1, 5, 3}, d, shared + "_line"));
      // Rows 0-1 of each sample: a = b = 0 lines; rows 2-3: w = 0 points.
      const std::string singular = name + "_singular";
      torch::Tensor point = LinalgInput({2, 6, 3}, d, singular);
      torch::Tensor line = LinalgInput({2, 6, 3}, d, singular + "_line");
      line.narrow(1, 0, 2).narrow(2, 0, 2).zero_();
      point.narrow(1, 2, 2).select(2, 2).zero_();
      add(singular, singular, point, line);
    }
    add("bool_points", "bool_points", LinalgInput({4, 5, 2}, torch::kBool, "bool_points"),
        LinalgInput({4, 5, 3}, torch::kFloat, "bool_points_line"));
    for (const auto& d : kFloatDtypes) {
      const std::string values = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = values + "_" + ValueClassName(v);
        add(id, values, MakeInput({4, 5, 3}, d.type, v, SeedOf(id), -2, 2),
            LinalgInput({4, 5, 3}, d.type, id + "_line"));
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, LinalgInput({2, 16384, 2}, d, id), LinalgInput({2, 16384, 3}, d, id + "_line"));
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor p2 = torch::rand({2, 5, 2}), line = torch::rand({2, 5, 3});
  c.errors.insert(
      c.errors.end(),
      {Refused("point_dim_4", Distance, {torch::rand({2, 5, 4}), line},
               "expected point of shape (*, 2) or (*, 3), but got shape [2, 5, 4]"),
       Refused("line_dim_2", Distance, {p2, torch::rand({2, 5, 2})},
               "expected line of shape (*, 3), but got shape [2, 5, 2]"),
       Refused("line_rank_0", Distance, {p2, torch::rand({})},
               "expected line of shape (*, 3), but got shape []"),
       Refused("not_broadcasting", Distance, {p2, torch::rand({2, 4, 3})},
               "expected point and line of shapes that broadcast, but got shapes [2, 5, 2] and "
               "[2, 4, 3]"),
       Refused("line_complex", Distance, {p2, torch::ones({2, 5, 3}, torch::kComplexFloat)},
               "expected a real line, but got complex64", ErrorKind::kType),
       Refused("point_bool_homogeneous", Distance, {torch::ones({2, 5, 3}, torch::kBool), line},
               "expected a non-bool homogeneous point (w's abs), but got bool", ErrorKind::kType),
       Refused("point_and_line_bool", Distance,
               {torch::ones({2, 5, 2}, torch::kBool), torch::ones({2, 5, 3}, torch::kBool)},
               "expected a non-bool line for a bool point, but got bool", ErrorKind::kType)});
  c.tensor_args = {{"line", {.input = 1, .dtypes = kEveryDtype}}};
  return c;
}
