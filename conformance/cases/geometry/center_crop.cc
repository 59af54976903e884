// Conformance case of ops/geometry/center_crop: the crop sweep
// (family_warp.h) onto 5 x 7 (a whole-pixel offset); then per dtype sizes with
// half-pixel offsets (4 x 6), the source's own (9 x 11), a larger one
// (12 x 14, read past the borders), 1 x 1 and an empty one (0 x 5); the
// warp's errors.
#include "ops/geometry/center_crop.h"

#include "conformance/cases/geometry/family_warp.h"

KC_CASE(geometry, center_crop) {
  using geometry::center_crop;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) { return center_crop(x, {2, 3}); });
  const CropSweep sweep = {
      .params = [](int, torch::ScalarType) { return Inputs{}; },
      .crop = [](const Inputs& in, std::array<int64_t, 2> size, const std::string& mode,
                 const std::string& padding,
                 bool ac) { return center_crop(in[0], size, mode, padding, ac); }};
  c.points = [sweep] {
    std::vector<SweepPoint> points = CropPoints(sweep);
    for (const auto& d : kFloatDtypes)
      for (const std::array<int64_t, 2> size :
           std::vector<std::array<int64_t, 2>>{{4, 6}, {9, 11}, {12, 14}, {1, 1}, {0, 5}}) {
        const std::string id = c10::str(d.name, "_size_", size[0], "x", size[1]);
        points.push_back(CropPoint(sweep, id, id, {UniformInput({2, 3, 9, 11}, d.type, id)}, size));
      }
    return points;
  };
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  c.errors.insert(c.errors.end(), {{"size_negative",
                                    [x] {
                                      center_crop(x, {-1, 2});
                                    },
                                    "expected dsize >= 0, but got dsize = (-1, 2)"},
                                   {"padding_unknown",
                                    [x] {
                                      center_crop(x, {2, 2}, "bilinear", "wrap");
                                    },
                                    "expected padding_mode zeros, border, reflection or fill, "
                                    "but got 'wrap'"}});
  for (ErrorCase& e : c.errors)
    if (e.id == "size_negative" || e.id == "padding_unknown") e.subject = "warp_perspective";
  return c;
}
