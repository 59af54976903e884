// Conformance case of ops/geometry/bbox_generator: per dtype (the floating
// ones, int32, int64, uint8) a class of three value sets of (4) starts in
// [0, 100] and sizes in [1, 50], 0-dim starts and sizes (one box), and one
// size for (4) starts; every value class of x_start (floating); float32 and
// float64 `_large` (65,536 boxes) for the threads check; the errors of the
// shapes.
#include "ops/geometry/bbox_generator.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases::bbox_generator_case {

torch::Tensor Run(const Inputs& in) { return geometry::bbox_generator(in[0], in[1], in[2], in[3]); }

// x_start, y_start of `starts` and width, height of `sizes` in `dtype`.
Inputs Boxes(const std::vector<int64_t>& starts, const std::vector<int64_t>& sizes,
             torch::ScalarType dtype, const std::string& id) {
  return {UniformInput(starts, dtype, id + "_x", 0, 100),
          UniformInput(starts, dtype, id + "_y", 0, 100),
          UniformInput(sizes, dtype, id + "_w", 1, 50),
          UniformInput(sizes, dtype, id + "_h", 1, 50)};
}

}  // namespace kornia::conformance::cases::bbox_generator_case

KC_CASE(geometry, bbox_generator) {
  using bbox_generator_case::Boxes;
  using bbox_generator_case::Run;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    const torch::Tensor v = torch::ones({2}).to(x.scalar_type());
    return geometry::bbox_generator(v, v, v, v);
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
      if (!torch::isFloatingType(d)) continue;
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_values_" + ValueClassName(v);
        Inputs in = Boxes({6}, {6}, d, id);
        in[0] = MakeInput({6}, d, v, SeedOf(id), 0, 100);
        points.push_back(Point(id, cls + "_values", in, Run));
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      points.push_back(Point(id, id, Boxes({65536}, {65536}, d, id), Run));
    }
    return points;
  };
  c.batch_inputs = {0, 1, 2, 3};
  c.tensor_args = {{"y_start", {.input = 1, .image_dtype = true}},
                   {"width", {.input = 2, .image_dtype = true}},
                   {"height", {.input = 3, .image_dtype = true}}};
  const torch::Tensor v = torch::rand({2});
  c.errors.insert(
      c.errors.end(),
      {Refused("starts_shapes", Run, {v, torch::rand({3}), v, v},
               "expected x_start and y_start of one shape, () or (B), but got shapes [2] and [3]"),
       Refused("starts_2d", Run, {torch::rand({2, 1}), torch::rand({2, 1}), v, v},
               "expected x_start and y_start of one shape, () or (B), but got shapes [2, 1] and "
               "[2, 1]"),
       Refused("sizes_shapes", Run, {v, v, v, torch::rand({})},
               "expected width and height of one shape, () or (B), but got shapes [2] and []"),
       Refused("sizes_count", Run, {v, v, torch::rand({3}), torch::rand({3})},
               "expected width and height of one value or one per box (2), but got shape [3]")});
  return c;
}
