// Conformance case of ops/geometry/transform_points:
//   - per floating dtype a class `<dtype>` of three value sets `_v0.._v2`:
//     (2, 4, 4) rigid transformations on (2, 7, 3) points in [-2, 2];
//     `<dtype>_shared` (one transformation for (2, 6, 7, 3) points),
//     `<dtype>_unbatched` ((3, 3) on (7, 2) points: no batch),
//     `<dtype>_projective` (every entry drawn, and the third point's w
//     exactly 0: the coordinates kept, OpenCV's convention),
//     `<dtype>_no_points` ((2, 0, 3)), and every value class of the points;
//   - the dtype rules: int32 points under a float32 transformation and under
//     an int32 one (the default dtype), bool points, a float16 transformation
//     on float32 points (the product in float16), an int32 transformation on
//     float64 points;
//   - float32 and float64 `_large` (2, 16384, 3) for the threads check;
//   - the errors of the ranks, batches and sides.
#include "ops/geometry/transform_points.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_linalg.h"

namespace kornia::conformance::cases::transform_points_case {

torch::Tensor Transform(const Inputs& in) { return geometry::transform_points(in[0], in[1]); }

}  // namespace kornia::conformance::cases::transform_points_case

KC_CASE(geometry, transform_points) {
  using transform_points_case::Transform;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return geometry::transform_points(torch::eye(3).to(x.scalar_type()), torch::ones({5, 2}));
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, torch::Tensor trans, torch::Tensor pts,
                   bool unbatched = false) {
      points.push_back(Point(id, cls, {trans, pts}, Transform, {.args = {In(0), In(1)}}));
      points.back().unbatched = unbatched;
    };
    for (const auto& d : kFloatDtypes) {
      const std::string cls = d.name;
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        add(id, cls, RigidTransforms({2}, d.type, id), LinalgInput({2, 7, 3}, d.type, id + "_p"));
      }
      const std::string shared = cls + "_shared";
      add(shared, shared, RigidTransforms({1}, d.type, shared),
          LinalgInput({2, 6, 7, 3}, d.type, shared + "_p"));
      const std::string unbatched = cls + "_unbatched";
      add(unbatched, unbatched,
          ProjectiveMatrices({}, d.type, unbatched).narrow(0, 0, 3).narrow(1, 0, 3).contiguous(),
          LinalgInput({7, 2}, d.type, unbatched + "_p"), true);
      // The third point of each sample maps to w = 0: the last matrix row
      // (p, q, r, s) and the point (x, y, z) with p x + q y + r z + s = 0,
      // here (0, 0, 1, 0) and z = 0.
      const std::string projective = cls + "_projective";
      torch::Tensor m = ProjectiveMatrices({2}, d.type, projective);
      m.select(1, 3).copy_(torch::tensor({0.0, 0.0, 1.0, 0.0}).to(d.type));
      torch::Tensor p = LinalgInput({2, 7, 3}, d.type, projective + "_p");
      p.select(1, 2).select(1, 2).zero_();
      add(projective, projective, m, p);
      const std::string empty = cls + "_no_points";
      add(empty, empty, RigidTransforms({2}, d.type, empty), torch::zeros({2, 0, 3}, d.type));
      const std::string values = cls + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = values + "_" + ValueClassName(v);
        add(id, values, RigidTransforms({2}, d.type, id),
            MakeInput({2, 7, 3}, d.type, v, SeedOf(id), -2, 2));
      }
    }
    auto mixed = [&](std::string id, torch::ScalarType trans, torch::ScalarType pts) {
      add(id, id, RigidTransforms({2}, trans, id), LinalgInput({2, 7, 3}, pts, id + "_p"));
    };
    mixed("float32_int32_points", torch::kFloat, torch::kInt);
    mixed("int32_int32_points", torch::kInt, torch::kInt);
    mixed("float64_bool_points", torch::kDouble, torch::kBool);
    mixed("float16_float32_points", torch::kHalf, torch::kFloat);
    mixed("int32_float64_points", torch::kInt, torch::kDouble);
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, RigidTransforms({2}, d, id), LinalgInput({2, 16384, 3}, d, id + "_p"));
    }
    return points;
  };
  // The points' dim 0 is the batch (a transformation batch of 1 is shared).
  c.batch_inputs = {1, 0};
  const torch::Tensor m = RigidTransforms({2}, torch::kFloat, "errors");
  c.errors.insert(
      c.errors.end(),
      {Refused("trans_rank_1", Transform, {torch::ones({4}), torch::ones({2, 5, 3})},
               "expected trans_01 of shape (D + 1, D + 1) or (B, D + 1, D + 1), but got shape [4]"),
       Refused("trans_not_square", Transform, {torch::ones({2, 4, 3}), torch::ones({2, 5, 3})},
               "expected trans_01 of shape (D + 1, D + 1) or (B, D + 1, D + 1), but got shape "
               "[2, 4, 3]"),
       Refused("points_rank_1", Transform, {m, torch::ones({3})},
               "expected points_1 of shape (N, D) or (B, N, D) with D >= 1, but got shape [3]"),
       Refused("points_dim_0", Transform, {m, torch::ones({2, 5, 0})},
               "expected points_1 of shape (N, D) or (B, N, D) with D >= 1, but got shape "
               "[2, 5, 0]"),
       Refused("batches", Transform, {m, torch::ones({3, 5, 3})},
               "expected a trans_01 batch of 1 or of points_1's batch (a 2-D points_1 has "
               "none), but got shapes [2, 4, 4] and [3, 5, 3]"),
       Refused("unbatched_points", Transform, {m, torch::ones({2, 3})},
               "expected a trans_01 batch of 1 or of points_1's batch (a 2-D points_1 has "
               "none), but got shapes [2, 4, 4] and [2, 3]"),
       Refused("sides", Transform, {m, torch::ones({2, 5, 2})},
               "expected trans_01 of side D + 1 for points_1 of dim D, but got shapes [2, 4, 4] "
               "and [2, 5, 2]"),
       Refused("points_complex", Transform, {m, torch::ones({2, 5, 3}, torch::kComplexFloat)},
               "expected real points_1, but got complex64", ErrorKind::kType)});
  c.tensor_args = {{"points_1", {.input = 1, .dtypes = kEveryDtype}}};
  return c;
}
