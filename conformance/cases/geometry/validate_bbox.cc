// Conformance case of ops/geometry/validate_bbox (a 0-dim bool: no output
// batch). Valid and invalid boxes share shape classes, so a graph traced on
// one set judges the other (a verdict baked into the trace would show):
//   - per dtype (the floating ones, int32, int64, uint8) a class of 5 valid
//     boxes (B, 4, 2) in three value sets, boxes whose top and bottom edges
//     differ in width or in tilt (false), and (B, N, 4, 2) boxes;
//   - per floating dtype every value class of the corners (non-finite ones
//     false);
//   - float64 edges that differ by 5e-5 (within Kornia's 1e-4: true) and by
//     2e-4 (false);
//   - shapes Kornia judges false without reading a value: (B, 4, 3),
//     (B, 5, 2), (4, 2), (B, N, M, 4, 2);
//   - float32 and float64 `_large` (65,536 boxes) for the threads check;
//   - the error of a bool dtype.
#include "ops/geometry/validate_bbox.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_bbox.h"

namespace kornia::conformance::cases::validate_bbox_case {

torch::Tensor Run(const Inputs& in) { return geometry::validate_bbox(in[0]); }

torch::Tensor Boxes(int64_t n, torch::ScalarType dtype, const std::string& id) {
  return CornerBoxes(n, dtype, id, {0, 100}, {0, 100}, {1, 60}, {1, 60});
}

// `boxes` with corner `corner`'s coordinate `axis` moved by `by`, in float64.
torch::Tensor Moved(torch::Tensor boxes, int64_t corner, int64_t axis, double by) {
  boxes = boxes.to(torch::kDouble).clone();
  boxes.select(0, 2).select(0, corner).select(0, axis).add_(by);
  return boxes;
}

}  // namespace kornia::conformance::cases::validate_bbox_case

KC_CASE(geometry, validate_bbox) {
  using validate_bbox_case::Boxes;
  using validate_bbox_case::Moved;
  using validate_bbox_case::Run;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return geometry::validate_bbox(Boxes(2, torch::kDouble, "probe").to(x.scalar_type()));
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& boxes) {
      points.push_back(Point(id, cls, {boxes}, Run));
    };
    for (torch::ScalarType d : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble,
                                torch::kInt, torch::kLong, torch::kByte}) {
      const std::string cls = DtypeId(d);
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        add(id, cls, Boxes(5, d, id));
      }
      // The bottom-right corner one pixel right (widths differ), the
      // top-right one pixel down (the top edge tilts): false.
      add(cls + "_widths_differ", cls, Moved(Boxes(5, d, cls + "_w"), 2, 0, 1).to(d));
      add(cls + "_tilted", cls, Moved(Boxes(5, d, cls + "_t"), 1, 1, 1).to(d));
      const std::string nested = cls + "_nested";
      add(nested, nested, Boxes(6, d, nested).view({2, 3, 4, 2}));
      if (!torch::isFloatingType(d)) continue;
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_values_" + ValueClassName(v);
        add(id, cls + "_values", MakeInput({5, 4, 2}, d, v, SeedOf(id), 0, 100));
      }
    }
    const torch::Tensor near = Boxes(5, torch::kDouble, "near");
    add("float64_within_1e-4", "float64", Moved(near, 2, 0, 5e-5));
    add("float64_past_1e-4", "float64", Moved(near, 2, 0, 2e-4));
    add("float32_boxes_4x3", "float32_boxes_4x3", torch::rand({3, 4, 3}));
    add("float32_boxes_5x2", "float32_boxes_5x2", torch::rand({3, 5, 2}));
    add("float32_one_box", "float32_one_box", torch::rand({4, 2}));
    points.back().unbatched = true;
    add("float32_rank_5", "float32_rank_5", torch::rand({2, 2, 3, 4, 2}));
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, Boxes(65536, d, id));
    }
    return points;
  };
  c.batch_preserving = false;
  return c;
}
