// Conformance case of ops/geometry/bbox_generator3d: per dtype (the floating
// ones, int32, int64, uint8) a class of three value sets of (4) starts in
// [0, 100] and sizes in [1, 50], 0-dim starts and sizes (one box), and one
// size for (4) starts; starts of -0.0 (Kornia's 0 + start makes them +0.0)
// and zero sizes (uint8's 0 - 1 wraps to 255, as Kornia); every value class
// of x_start and of depth (floating); float32 and float64 `_large` (65,536
// boxes) for the threads check; the errors of the shapes.
#include "ops/geometry/bbox_generator3d.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases::bbox_generator3d_case {

torch::Tensor Run(const Inputs& in) {
  return geometry::bbox_generator3d(in[0], in[1], in[2], in[3], in[4], in[5]);
}

// x_start, y_start, z_start of `starts` and width, height, depth of `sizes`
// in `dtype`.
Inputs Boxes(const std::vector<int64_t>& starts, const std::vector<int64_t>& sizes,
             torch::ScalarType dtype, const std::string& id) {
  return {UniformInput(starts, dtype, id + "_x", 0, 100),
          UniformInput(starts, dtype, id + "_y", 0, 100),
          UniformInput(starts, dtype, id + "_z", 0, 100),
          UniformInput(sizes, dtype, id + "_w", 1, 50),
          UniformInput(sizes, dtype, id + "_h", 1, 50),
          UniformInput(sizes, dtype, id + "_d", 1, 50)};
}

}  // namespace kornia::conformance::cases::bbox_generator3d_case

KC_CASE(geometry, bbox_generator3d) {
  using bbox_generator3d_case::Boxes;
  using bbox_generator3d_case::Run;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    const torch::Tensor v = torch::ones({2}).to(x.scalar_type());
    return geometry::bbox_generator3d(v, v, v, v, v, v);
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    for (torch::ScalarType d : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble,
                                torch::kInt, torch::kLong, torch::kByte}) {
      const std::string cls = DtypeId(d);
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        points.push_back(Point(id, cls, Boxes({4}, {4}, d, id), Run));
      }
      const std::string scalar = cls + "_scalar";
      points.push_back(Point(scalar, scalar, Boxes({}, {}, d, scalar), Run));
      points.back().unbatched = true;
      const std::string shared = cls + "_shared_size";
      points.push_back(Point(shared, shared, Boxes({4}, {}, d, shared), Run));
      const std::string zero = cls + "_zero_sizes";
      Inputs in = Boxes({4}, {4}, d, zero);
      for (int k = 3; k < 6; ++k) in[k] = torch::zeros({4}, d);
      if (torch::isFloatingType(d))
        for (int k = 0; k < 3; ++k) in[k] = torch::full({4}, -0.0, d);
      points.push_back(Point(zero, cls, in, Run));
      if (!torch::isFloatingType(d)) continue;
      for (ValueClass v : kAllValueClasses) {
        for (int k : {0, 5}) {
          const std::string id = c10::str(cls, "_values", k, "_", ValueClassName(v));
          Inputs values = Boxes({6}, {6}, d, id);
          values[k] = MakeInput({6}, d, v, SeedOf(id), 0, 100);
          points.push_back(Point(id, c10::str(cls, "_values", k), values, Run));
        }
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      points.push_back(Point(id, id, Boxes({65536}, {65536}, d, id), Run));
    }
    return points;
  };
  c.batch_inputs = {0, 1, 2, 3, 4, 5};
  c.tensor_args = {{"y_start", {.input = 1, .image_dtype = true}},
                   {"z_start", {.input = 2, .image_dtype = true}},
                   {"width", {.input = 3, .image_dtype = true}},
                   {"height", {.input = 4, .image_dtype = true}},
                   {"depth", {.input = 5, .image_dtype = true}}};
  const torch::Tensor v = torch::rand({2});
  c.errors.insert(
      c.errors.end(),
      {Refused("starts_shapes", Run, {v, v, torch::rand({3}), v, v, v},
               "expected x_start, y_start and z_start of one shape, () or (B), but got "
               "shapes [2], [2] and [3]"),
       Refused("starts_2d", Run,
               {torch::rand({2, 1}), torch::rand({2, 1}), torch::rand({2, 1}), v, v, v},
               "expected x_start, y_start and z_start of one shape, () or (B), but got "
               "shapes [2, 1], [2, 1] and [2, 1]"),
       Refused("sizes_shapes", Run, {v, v, v, v, torch::rand({}), v},
               "expected width, height and depth of one shape, () or (B), but got "
               "shapes [2], [] and [2]"),
       Refused("sizes_count", Run, {v, v, v, torch::rand({3}), torch::rand({3}), torch::rand({3})},
               "expected width, height and depth of one value or one per box (2), but "
               "got shape [3]")});
  return c;
}
