// Conformance case of ops/geometry/infer_bbox_shape. Its two outputs
// (heights, widths) of (N) are held as one (N, 2), stacked on a new last dim
// (Kornia's pair packed alike: "stack").
//   - per dtype (the floating ones, int32, int64, uint8) a class of three
//     value sets of 5 boxes from corners in [-50, 100] (uint8: clamped at 0)
//     and sizes in [0, 60];
//   - corners in another order (negative extents) and one box;
//   - every value class of the corners (floating);
//   - float32 and float64 `_large` (65,536 boxes) for the threads check;
//   - the errors of the shape.
#include "ops/geometry/infer_bbox_shape.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_bbox.h"

namespace kornia::conformance::cases::infer_bbox_shape_case {

torch::Tensor Run(const Inputs& in) {
  auto [heights, widths] = geometry::infer_bbox_shape(in[0]);
  return torch::stack({heights, widths}, -1);
}

// n boxes (n, 4, 2) in `dtype`, corners TL, TR, BR, BL.
torch::Tensor Boxes(int64_t n, torch::ScalarType dtype, const std::string& id) {
  return CornerBoxes(n, dtype, id, {-50, 100}, {-50, 100}, {0, 60}, {0, 60});
}

}  // namespace kornia::conformance::cases::infer_bbox_shape_case

KC_CASE(geometry, infer_bbox_shape) {
  using infer_bbox_shape_case::Boxes;
  using infer_bbox_shape_case::Run;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    auto [heights, widths] =
        geometry::infer_bbox_shape(Boxes(2, torch::kDouble, "probe").to(x.scalar_type()));
    return torch::stack({heights, widths}, -1);
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, torch::Tensor boxes) {
      points.push_back(Point(id, cls, {boxes}, Run, {.pack = "stack"}));
    };
    for (torch::ScalarType d : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble,
                                torch::kInt, torch::kLong, torch::kByte}) {
      const std::string cls = DtypeId(d);
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        add(id, cls, Boxes(5, d, id));
      }
      // Corners counter-clockwise from the bottom-right: negative extents.
      const std::string turned = cls + "_turned";
      add(turned, cls, Boxes(5, d, turned).flip(1));
      const std::string one = cls + "_one";
      add(one, one, Boxes(1, d, one));
    }
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        add(id, cls, MakeInput({5, 4, 2}, d.type, v, SeedOf(id), -50, 100));
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, Boxes(65536, d, id));
    }
    return points;
  };
  c.errors.insert(c.errors.end(),
                  {Refused("boxes_4x3", Run, {torch::rand({2, 4, 3})},
                           "expected boxes of shape (N, 4, 2), but got shape [2, 4, 3]"),
                   Refused("batched", Run, {torch::rand({2, 3, 4, 2})},
                           "expected boxes of shape (N, 4, 2), but got shape [2, 3, 4, 2]"),
                   Refused("unbatched", Run, {torch::rand({4, 2})},
                           "expected boxes of shape (N, 4, 2), but got shape [4, 2]")});
  return c;
}
