// Conformance case of ops/geometry/bbox_to_mask: boxes (B, 4, 2) from
// corners drawn in and around the image (x_start in [-3, W + 1], sizes in
// [0, W + 2], so boxes cross each border and some are empty):
//   - per dtype (the floating ones, int32, uint8, bool) a class of three
//     value sets of 3 boxes on a 9 x 11 image;
//   - float32 every tail and precision-edge width (height 3), and heights;
//     float16 boxes on images 2,047 to 2,049 wide (past float16's integers,
//     where Kornia's float32 grid keeps pixels apart);
//   - width 0 and height 0 (an empty mask); every value class of the boxes;
//   - float32 and float64 `_large` (8,192 boxes on 4 x 4) for the threads
//     check;
//   - the errors of the shape and of a negative width.
#include "ops/geometry/bbox_to_mask.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_bbox.h"

namespace kornia::conformance::cases::bbox_to_mask_case {

// b boxes (b, 4, 2) in `dtype` about a w x h image, corners TL, TR, BR, BL.
torch::Tensor Boxes(int64_t b, int64_t w, int64_t h, torch::ScalarType dtype,
                    const std::string& id) {
  const double wd = static_cast<double>(w), hd = static_cast<double>(h);
  return CornerBoxes(b, dtype, id, {-3, wd + 1}, {-3, hd + 1}, {0, wd + 2}, {0, hd + 2});
}

}  // namespace kornia::conformance::cases::bbox_to_mask_case

KC_CASE(geometry, bbox_to_mask) {
  using bbox_to_mask_case::Boxes;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return geometry::bbox_to_mask(Boxes(2, 5, 4, torch::kDouble, "probe").to(x.scalar_type()), 5,
                                  4);
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, torch::Tensor boxes, int64_t w, int64_t h) {
      points.push_back(
          Point(id, cls, {boxes},
                [w, h](const Inputs& in) { return geometry::bbox_to_mask(in[0], w, h); },
                {.args = {In(0), w, h}}));
    };
    for (torch::ScalarType d : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble,
                                torch::kInt, torch::kByte, torch::kBool}) {
      const std::string cls = DtypeId(d) + "_w11_h9";
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        add(id, cls, Boxes(3, 11, 9, d, id), 11, 9);
      }
    }
    for (int64_t w : kTailWidths) {
      const std::string id = c10::str("float32_w", w, "_h3");
      add(id, id, Boxes(3, w, 3, torch::kFloat, id), w, 3);
    }
    for (int64_t w : kEdgeWidths) {
      const std::string id = c10::str("float32_w", w, "_h2");
      add(id, id, Boxes(2, w, 2, torch::kFloat, id), w, 2);
      const std::string half = c10::str("float16_w", w, "_h1");
      add(half, half, Boxes(2, w, 1, torch::kHalf, half), w, 1);
    }
    for (int64_t h : {1, 7, 33}) {
      const std::string id = c10::str("float32_w5_h", h);
      add(id, id, Boxes(3, 5, h, torch::kFloat, id), 5, h);
    }
    add("float32_w0_h4", "float32_w0_h4", Boxes(2, 4, 4, torch::kFloat, "w0"), 0, 4);
    add("float32_w4_h0", "float32_w4_h0", Boxes(2, 4, 4, torch::kFloat, "h0"), 4, 0);
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        add(id, cls, MakeInput({3, 4, 2}, d.type, v, SeedOf(id), -3, 12), 11, 9);
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, Boxes(8192, 4, 4, d, id), 4, 4);
    }
    return points;
  };
  const OpFn run = [](const Inputs& in) { return geometry::bbox_to_mask(in[0], 4, 4); };
  c.errors.insert(c.errors.end(),
                  {Refused("boxes_4x3", run, {torch::rand({2, 4, 3})},
                           "expected boxes of shape (B, 4, 2), but got shape [2, 4, 3]"),
                   Refused("unbatched", run, {torch::rand({4, 2})},
                           "expected boxes of shape (B, 4, 2), but got shape [4, 2]"),
                   {"width_negative",
                    [] {
                      geometry::bbox_to_mask(torch::rand({2, 4, 2}), -1, 4);
                    },
                    "expected width and height >= 0, but got width = -1 and height = 4"}});
  return c;
}
