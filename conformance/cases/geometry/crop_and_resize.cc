// Conformance case of ops/geometry/crop_and_resize: the crop sweep
// (family_warp.h) over two sets of boxes (axis-aligned inside the image, and
// a rotated quadrilateral crossing its border); then per dtype boxes with a
// size-1 axis (collinear corners: the extents' scale and translation stand
// in), a single-point box (both extents 0), int32 boxes, an empty output;
// the boxes' and the warp's errors.
#include "ops/geometry/crop_and_resize.h"

#include "conformance/cases/geometry/family_warp.h"

namespace kornia::conformance::cases::crop_and_resize_case {

// (2, 4, 2) corners x, y: top-left, top-right, bottom-right, bottom-left.
torch::Tensor Boxes(const std::string& kind, torch::ScalarType dtype) {
  const std::map<std::string, std::vector<double>> b = {
      {"p0", {1, 1, 6, 1, 6, 5, 1, 5, 0, 2, 10, 2, 10, 8, 0, 8}},
      {"p1", {2, -1, 9, 1.5, 7.5, 7, 0.5, 4.5, 3.25, 3.5, 5.75, 3.5, 5.75, 6, 3.25, 6}},
      {"size_one", {2, 3, 2, 3, 2, 7, 2, 7, 1, 4, 8, 4, 8, 4, 1, 4}},
      {"point", {4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0}}};
  return torch::tensor(b.at(kind)).view({2, 4, 2}).to(dtype);
}

}  // namespace kornia::conformance::cases::crop_and_resize_case

KC_CASE(geometry, crop_and_resize) {
  using crop_and_resize_case::Boxes;
  using geometry::crop_and_resize;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return crop_and_resize(
        x, Boxes("p0", x.scalar_type()).narrow(0, 0, 1).expand({x.size(0), 4, 2}), {3, 4});
  });
  const CropSweep sweep = {
      .sets = 2,
      .params = [](int set,
                   torch::ScalarType dtype) { return Inputs{Boxes(c10::str("p", set), dtype)}; },
      .crop = [](const Inputs& in, std::array<int64_t, 2> size, const std::string& mode,
                 const std::string& padding,
                 bool ac) { return crop_and_resize(in[0], in[1], size, mode, padding, ac); }};
  c.points = [sweep] {
    std::vector<SweepPoint> points = CropPoints(sweep);
    for (const auto& d : kFloatDtypes) {
      auto add = [&](const std::string& form, torch::Tensor boxes, std::array<int64_t, 2> size) {
        const std::string id = c10::str(d.name, "_", form);
        points.push_back(
            CropPoint(sweep, id, id, {UniformInput({2, 3, 9, 11}, d.type, id), boxes}, size));
      };
      add("size_one", Boxes("size_one", d.type), {5, 7});
      add("point", Boxes("point", d.type), {5, 7});
      add("onto_one_row", Boxes("p0", d.type), {1, 7});
      add("int32_boxes", Boxes("p0", torch::kInt), {5, 7});
      add("empty", Boxes("p0", d.type), {0, 7});
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), boxes = Boxes("p0", torch::kFloat);
  const OpFn defaults = [](const Inputs& in) { return crop_and_resize(in[0], in[1], {4, 4}); };
  c.errors.insert(
      c.errors.end(),
      {Refused("boxes_3_corners", defaults, {x, boxes.narrow(1, 0, 3)},
               "expected boxes of shape (2, 4, 2), but got shape [2, 3, 2]"),
       Refused("boxes_batch", defaults, {x, boxes.narrow(0, 0, 1)},
               "expected boxes of shape (2, 4, 2), but got shape [1, 4, 2]"),
       Refused("boxes_complex", defaults, {x, torch::zeros({2, 4, 2}, torch::kComplexFloat)},
               "expected real boxes, but got complex64", ErrorKind::kType),
       ErrorCase{"mode_unknown",
                 [x, boxes] {
                   crop_and_resize(x, boxes, {4, 4}, "area");
                 },
                 "expected mode bilinear, nearest or bicubic, but got 'area'"}});
  c.errors.back().subject = "warp_perspective";
  c.tensor_args = {{"boxes", {.input = 1, .point = "float32_int32_boxes", .dtypes = kEveryDtype}}};
  return c;
}
