// Conformance case of ops/geometry/transform_bbox: 3 x 3 transformations
// with entries in [-2, 2] (flips among them, so the restored corners differ
// from the moved ones) and affine bottom rows, or projective ones:
//   - per floating dtype a class of three value sets of 5 boxes (N, 4) with
//     one transformation per box, every value class of the boxes;
//   - float32: mode 'xywh', restore_coordinates false and true (None is the
//     default above), each with both modes; one shared transformation (1, 3,
//     3) and a 2-D one (3, 3); batched boxes (B, N, 4); polygons (B, N, 4, 2)
//     and (N, 4, 2); projective transformations; no boxes;
//   - integer boxes (int32, uint8) and bool ones under float32
//     transformations, float64 boxes under float16 ones (transform_points'
//     dtype rules);
//   - float32 and float64 `_large` (65,536 boxes) for the threads check;
//   - the errors of the mode and of the shapes.
#include "ops/geometry/transform_bbox.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases::transform_bbox_case {

struct Args {
  std::string mode = "xyxy";
  std::optional<bool> restore;
};

SweepPoint BboxPoint(const std::string& id, const std::string& cls, const torch::Tensor& trans,
                     const torch::Tensor& boxes, const Args& a = {}) {
  KorniaCall call{.args = {In(0), In(1)}, .kwargs = {{"mode", a.mode}}};
  if (a.restore) call.kwargs["restore_coordinates"] = *a.restore;
  return Point(
      id, cls, {trans, boxes},
      [a](const Inputs& in) { return geometry::transform_bbox(in[0], in[1], a.mode, a.restore); },
      call);
}

// n transformations (n, 3, 3) in `dtype`, entries in [-2, 2]; the bottom row
// (0, 0, 1), or with `projective` (p, q, 1), p and q in [-0.01, 0.01].
torch::Tensor Transforms(std::vector<int64_t> lead, torch::ScalarType dtype, const std::string& id,
                         bool projective = false) {
  std::vector<int64_t> shape = lead;
  shape.insert(shape.end(), {3, 3});
  torch::Tensor m = UniformInput(shape, torch::kDouble, id + "_m", -2, 2);
  torch::Tensor bottom = m.select(-2, 2);
  if (projective) {
    bottom.narrow(-1, 0, 2).copy_(UniformInput(shape, torch::kDouble, id + "_pq", -0.01, 0.01)
                                      .select(-2, 2)
                                      .narrow(-1, 0, 2));
  } else {
    bottom.narrow(-1, 0, 2).zero_();
  }
  bottom.select(-1, 2).fill_(1);
  return m.to(dtype);
}

// Boxes (..., 4): corners (x1, y1, x2, y2) in [-50, 100], or polygons.
torch::Tensor Boxes(std::vector<int64_t> shape, torch::ScalarType dtype, const std::string& id) {
  torch::Tensor b = UniformInput(shape, torch::kDouble, id + "_b", -50, 100).floor();
  if (dtype == torch::kByte) b = b.clamp(0, 255);
  if (dtype == torch::kBool) return b > 25;
  return b.to(dtype);
}

}  // namespace kornia::conformance::cases::transform_bbox_case

KC_CASE(geometry, transform_bbox) {
  using transform_bbox_case::Args;
  using transform_bbox_case::BboxPoint;
  using transform_bbox_case::Boxes;
  using transform_bbox_case::Transforms;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return geometry::transform_bbox(torch::eye(3).to(x.scalar_type()).unsqueeze(0),
                                    torch::ones({5, 4}));
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& trans,
                   const torch::Tensor& boxes,
                   const Args& a = {}) { points.push_back(BboxPoint(id, cls, trans, boxes, a)); };
    for (const auto& d : kFloatDtypes) {
      const std::string cls = d.name;
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        add(id, cls, Transforms({5}, d.type, id), Boxes({5, 4}, d.type, id));
      }
      const std::string values = cls + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = values + "_" + ValueClassName(v);
        add(id, values, Transforms({5}, d.type, id),
            MakeInput({5, 4}, d.type, v, SeedOf(id), -50, 100));
      }
    }
    const torch::ScalarType f = torch::kFloat;
    for (const std::string mode : {"xyxy", "xywh"}) {
      for (const std::optional<bool> restore :
           {std::optional<bool>(), std::optional<bool>(false), std::optional<bool>(true)}) {
        if (mode == "xyxy" && !restore) continue;  // the classes above
        const std::string id = c10::str("float32_", mode, "_restore_",
                                        restore ? (*restore ? "true" : "false") : "none");
        add(id, id, Transforms({5}, f, id), Boxes({5, 4}, f, id), {mode, restore});
      }
    }
    add("float32_shared", "float32_shared", Transforms({1}, f, "shared"),
        Boxes({5, 4}, f, "shared"));
    add("float32_2d", "float32_2d", Transforms({}, f, "2d"), Boxes({5, 4}, f, "2d"));
    points.back().unbatched = true;
    add("float32_batched", "float32_batched", Transforms({2}, f, "batched"),
        Boxes({2, 3, 4}, f, "batched"));
    add("float32_batched_shared", "float32_batched_shared", Transforms({1}, f, "bshared"),
        Boxes({2, 3, 4}, f, "bshared"));
    add("float32_batched_xywh", "float32_batched_xywh", Transforms({2}, f, "bxywh"),
        Boxes({2, 3, 4}, f, "bxywh"), {"xywh", std::nullopt});
    add("float32_polygons", "float32_polygons", Transforms({2}, f, "polygons"),
        Boxes({2, 3, 4, 2}, f, "polygons"));
    add("float32_polygons_3d", "float32_polygons_3d", Transforms({5}, f, "polygons3d"),
        Boxes({5, 4, 2}, f, "polygons3d"));
    add("float32_projective", "float32_projective", Transforms({5}, f, "projective", true),
        Boxes({5, 4}, f, "projective"));
    // No boxes: (0, 4) under one 2-D transformation (no batch to narrow), and
    // none in each of 2 batches.
    add("float32_no_boxes", "float32_no_boxes", Transforms({}, f, "none"),
        Boxes({0, 4}, f, "none"));
    points.back().unbatched = true;
    add("float32_batched_no_boxes", "float32_batched_no_boxes", Transforms({2}, f, "bnone"),
        Boxes({2, 0, 4}, f, "bnone"));
    for (torch::ScalarType d : {torch::kInt, torch::kByte, torch::kBool}) {
      const std::string id = "float32_" + DtypeId(d) + "_boxes";
      add(id, id, Transforms({5}, f, id), Boxes({5, 4}, d, id));
    }
    add("float16_float64_boxes", "float16_float64_boxes", Transforms({5}, torch::kHalf, "h64"),
        Boxes({5, 4}, torch::kDouble, "h64"));
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, Transforms({1}, d, id), Boxes({65536, 4}, d, id));
    }
    return points;
  };
  // The boxes' dim 0 is the batch (a transformation batch of 1 is shared).
  c.batch_inputs = {1, 0};
  const OpFn run = [](const Inputs& in) { return geometry::transform_bbox(in[0], in[1]); };
  const torch::Tensor m = Transforms({2}, torch::kFloat, "errors");
  c.errors.insert(
      c.errors.end(),
      {{"mode_xyzw",
        [m] {
          geometry::transform_bbox(m, torch::ones({2, 4}), "xyzw");
        },
        "expected mode 'xyxy' or 'xywh', but got mode 'xyzw'"},
       {"polygons_xywh",
        [m] {
          geometry::transform_bbox(m, torch::ones({2, 3, 4, 2}), "xywh");
        },
        "expected boxes of shape (N, 4) or (B, N, 4) for mode 'xywh', but got shape [2, 3, 4, 2]"},
       Refused("boxes_5", run, {m, torch::ones({2, 5})},
               "expected boxes of shape (N, 4), (B, N, 4) or (B, N, 4, 2), but got shape [2, 5]"),
       Refused("boxes_rank_1", run, {m, torch::ones({4})},
               "expected boxes of shape (N, 4), (B, N, 4) or (B, N, 4, 2), but got shape [4]"),
       Refused("boxes_complex", run, {m, torch::ones({2, 4}, torch::kComplexFloat)},
               "expected real boxes, but got complex64", ErrorKind::kType)});
  // The batches are transform_points' to refuse (Kornia's call of it).
  ErrorCase batches = Refused("batches", run, {m, torch::ones({3, 4})},
                              "expected a trans_01 batch of 1 or of points_1's batch (a 2-D "
                              "points_1 has none), but got shapes [2, 3, 3] and [3, 2, 2]");
  batches.subject = "transform_points";
  c.errors.push_back(batches);
  c.tensor_args = {{"boxes", {.input = 1, .dtypes = kEveryDtype}}};
  return c;
}
