// Conformance case of ops/geometry/get_perspective_transform: per floating
// dtype a class of three value sets of (4, 4, 2) quads (the corners of a
// 100 x 80 rectangle, each moved by up to 15 px, to a second such quad);
// degenerate quads in one class (src = dst: the identity; three collinear
// source corners; all four corners at one point: Kornia's closed form gives
// infinities and NaN there, as this op); every value class of the source
// points; float32 and float64 `_large` (32,768 quads) for the threads check;
// the errors of the shapes and of shapes that differ.
#include "ops/geometry/get_perspective_transform.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases::get_perspective_transform_case {

// (b, 4, 2): the corners (0, 0), (100, 0), (100, 80), (0, 80), each moved by
// a draw in [-15, 15].
torch::Tensor Quads(int64_t b, torch::ScalarType dtype, const std::string& id) {
  const torch::Tensor corners =
      torch::tensor({0.0, 0.0, 100.0, 0.0, 100.0, 80.0, 0.0, 80.0}, torch::kDouble).view({1, 4, 2});
  return (corners + UniformInput({b, 4, 2}, torch::kDouble, id, -15, 15)).to(dtype);
}

torch::Tensor Run(const Inputs& in) { return geometry::get_perspective_transform(in[0], in[1]); }

}  // namespace kornia::conformance::cases::get_perspective_transform_case

KC_CASE(geometry, get_perspective_transform) {
  using get_perspective_transform_case::Quads;
  using get_perspective_transform_case::Run;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    const torch::Tensor q = Quads(2, torch::kDouble, "probe").to(x.scalar_type());
    return geometry::get_perspective_transform(q, q);
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    const torch::Tensor degenerate_src =
        torch::tensor({{0.0, 0.0, 100.0, 0.0, 100.0, 80.0, 0.0, 80.0},
                       {0.0, 0.0, 50.0, 0.0, 100.0, 0.0, 0.0, 80.0},
                       {7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0}},
                      torch::kDouble)
            .view({3, 4, 2});
    const torch::Tensor degenerate_dst = Quads(3, torch::kDouble, "degenerate_dst");
    for (const auto& d : kFloatDtypes) {
      const std::string cls = d.name;
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        points.push_back(
            Point(id, cls, {Quads(4, d.type, id + "_src"), Quads(4, d.type, id + "_dst")}, Run));
      }
      const std::string deg = cls + "_degenerate";
      torch::Tensor dst = degenerate_dst.clone();
      dst[0] = degenerate_src[0];
      points.push_back(Point(deg, deg, {degenerate_src.to(d.type), dst.to(d.type)}, Run));
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_values_" + ValueClassName(v);
        points.push_back(Point(
            id, cls + "_values",
            {MakeInput({6, 4, 2}, d.type, v, SeedOf(id), 0, 100), Quads(6, d.type, id + "_dst")},
            Run));
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      points.push_back(
          Point(id, id, {Quads(32768, d, id + "_src"), Quads(32768, d, id + "_dst")}, Run));
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  c.tensor_args = {{"points_dst", {.input = 1, .image_dtype = true}}};
  const torch::Tensor q = torch::rand({2, 4, 2});
  c.errors.insert(c.errors.end(),
                  {Refused("src_3_points", Run, {torch::rand({2, 3, 2}), q},
                           "expected points_src of shape (B, 4, 2), but got shape [2, 3, 2]"),
                   Refused("dst_unbatched", Run, {q, torch::rand({4, 2})},
                           "expected points_dst of shape (B, 4, 2), but got shape [4, 2]"),
                   Refused("batches", Run, {q, torch::rand({3, 4, 2})},
                           "expected points_src and points_dst of one shape, but got shapes "
                           "[2, 4, 2] and [3, 4, 2]")});
  return c;
}
