// Conformance case of ops/geometry/bbox_to_mask3d: the cuboid sweep and
// errors of family_bbox.h on a 6 x 7 x 9 volume (starts in [-3, 10], sizes
// in [0, 11]: cuboids cross each face, some empty; uint8 clamped at 0;
// `_large` 8,192 cuboids), and beside it:
//   - float32 on volumes of every tail and precision-edge width (depth and
//     height 2), and of depths and heights 1, 7 and 33;
//   - fractional float32 and float64 corners, negative ones among them
//     (Kornia's .long() truncates toward zero);
//   - a size of 0 on each axis (an empty mask);
//   - the errors of the size.
#include "ops/geometry/bbox_to_mask3d.h"

#include <c10/util/StringUtil.h>

#include <array>

#include "conformance/cases/geometry/family_bbox.h"

namespace kornia::conformance::cases::bbox_to_mask3d_case {

using Size = std::array<int64_t, 3>;

SweepPoint MaskPoint(const std::string& id, const std::string& cls, const torch::Tensor& boxes,
                     Size size) {
  return Point(id, cls, {boxes},
               [size](const Inputs& in) { return geometry::bbox_to_mask3d(in[0], size); },
               {.args = {In(0), std::vector<int64_t>(size.begin(), size.end())}});
}

// n cuboids about a volume of `size` in `dtype`.
torch::Tensor Cuboids(int64_t n, Size size, torch::ScalarType dtype, const std::string& id) {
  auto d = [](int64_t v) { return static_cast<double>(v); };
  return CornerBoxes3d(n, dtype, id, {-3, d(size[2]) + 1}, {-3, d(size[1]) + 1},
                       {-3, d(size[0]) + 1}, {0, d(size[2]) + 2}, {0, d(size[1]) + 2},
                       {0, d(size[0]) + 2});
}

}  // namespace kornia::conformance::cases::bbox_to_mask3d_case

KC_CASE(geometry, bbox_to_mask3d) {
  using bbox_to_mask3d_case::Cuboids;
  using bbox_to_mask3d_case::MaskPoint;
  using bbox_to_mask3d_case::Size;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return geometry::bbox_to_mask3d(Cuboids(2, {3, 4, 5}, x.scalar_type(), "probe"), {3, 4, 5});
  });
  c.points = [] {
    const Size volume = {6, 7, 9};
    std::vector<SweepPoint> points =
        CuboidPoints({-3, 10}, {0, 11}, 8192,
                     [&](const std::string& id, const std::string& cls, const torch::Tensor& b) {
                       return MaskPoint(id, cls, b, volume);
                     });
    auto add = [&](const std::string& id, Size size, torch::ScalarType d = torch::kFloat) {
      points.push_back(MaskPoint(id, id, Cuboids(3, size, d, id), size));
    };
    for (int64_t w : kTailWidths) add(c10::str("float32_w", w), {2, 2, w});
    for (int64_t w : kEdgeWidths) add(c10::str("float32_w", w), {1, 2, w});
    for (int64_t n : {1, 7, 33}) {
      add(c10::str("float32_d", n), {n, 3, 4});
      add(c10::str("float32_h", n), {3, n, 4});
    }
    add("float32_d0", {0, 4, 4});
    add("float32_h0", {4, 0, 4});
    add("float32_w0", {4, 4, 0});
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      // Corners shifted by fractions in (-1, 1): every edge keeps its extent.
      const std::string id = DtypeId(d) + "_fractional";
      const torch::Tensor shift = UniformInput({5, 1, 3}, torch::kDouble, id + "_shift", -1, 1);
      points.push_back(
          MaskPoint(id, id, (Cuboids(5, volume, torch::kDouble, id) + shift).to(d), volume));
    }
    return points;
  };
  const OpFn run = [](const Inputs& in) { return geometry::bbox_to_mask3d(in[0], {3, 4, 5}); };
  const std::vector<ErrorCase> errors = CuboidErrors(run);
  c.errors.insert(c.errors.end(), errors.begin(), errors.end());
  const torch::Tensor good = Cuboids(2, {3, 4, 5}, torch::kFloat, "errors");
  c.errors.insert(c.errors.end(),
                  {{"size_negative",
                    [good] {
                      geometry::bbox_to_mask3d(good, {3, -1, 5});
                    },
                    "expected size (depth, height, width), each >= 0, but got size [3, -1, 5]"},
                   {"size_of_two",
                    [good] {
                      geometry::bbox_to_mask3d(good, {3, 4});
                    },
                    "expected size (depth, height, width), each >= 0, but got size [3, 4]"}});
  return c;
}
