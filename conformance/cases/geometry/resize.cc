// Conformance case of ops/geometry/resize: the resizes' sweep
// (family_resize.h) with (h, w) sizes; the int size per side on a wide and a
// tall image (and 0); the output sides 1-33 (each precision edge 2**p - 1,
// 2**p, 2**p + 1) per dtype; the empty outputs (0 x 7, 5 x 0, of an empty
// image); the size's and side's refusals.
#include "ops/geometry/resize.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_resize.h"

namespace kornia::conformance::cases::resize_case {

ResizeArg Size(int64_t h, int64_t w) {
  return {c10::str(h, "x", w), KorniaArg::array({h, w}),
          [h, w](const torch::Tensor& x, const std::string& mode, std::optional<bool> ac, bool aa) {
            return geometry::resize(x, std::array<int64_t, 2>{h, w}, mode, ac, "short", aa);
          }};
}

// One int: the size of the side `side` names.
ResizeArg OneSide(int64_t size, const std::string& side) {
  return {c10::str(size, "_", side), size,
          [size, side](const torch::Tensor& x, const std::string& mode, std::optional<bool> ac,
                       bool aa) { return geometry::resize(x, size, mode, ac, side, aa); }};
}

}  // namespace kornia::conformance::cases::resize_case

KC_CASE(geometry, resize) {
  using namespace resize_case;
  const ResizeSpec s = {.to = [](int64_t h, int64_t w, int64_t, int64_t) { return Size(h, w); }};
  OpCase c = ImageOp(op);
  c.points = [s] {
    std::vector<SweepPoint> points = ResizePoints(s);
    for (const auto& d : kFloatDtypes) {
      const std::string n = d.name;
      for (const std::string side : {"short", "long", "vert", "horz"})
        for (const auto& [h, w] : {std::pair{9, 11}, std::pair{11, 9}}) {
          const std::string id = c10::str(n, "_side_", side, "_", h, "x", w);
          points.push_back(ResizePoint(s, id, id, UniformInput({2, 3, h, w}, d.type, id),
                                       OneSide(5, side), "bilinear"));
          points.back().kornia.kwargs.emplace("side", side);
        }
      const std::string zero = n + "_side_zero";
      points.push_back(ResizePoint(s, zero, zero, UniformInput({2, 3, 9, 11}, d.type, zero),
                                   OneSide(0, "short"), "bilinear"));
      for (int64_t side : {1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33}) {
        const std::string id = c10::str(n, "_out_", side);
        points.push_back(ResizePoint(s, id, id, UniformInput({2, 3, 9, 11}, d.type, id),
                                     Size(side, side + 1), "bilinear"));
      }
      for (const auto& [id, shape, h, w] :
           std::vector<std::tuple<std::string, std::vector<int64_t>, int64_t, int64_t>>{
               {"empty_rows", {2, 3, 9, 11}, 0, 7},
               {"empty_cols", {2, 3, 9, 11}, 5, 0},
               {"empty_both", {2, 3, 0, 11}, 0, 7}}) {
        const std::string pid = n + "_" + id;
        points.push_back(
            ResizePoint(s, pid, pid, UniformInput(shape, d.type, pid), Size(h, w), "bilinear"));
      }
    }
    return points;
  };
  c.errors = ResizeErrors(s);
  const torch::Tensor x = torch::rand({2, 3, 9, 11}), empty = torch::rand({2, 3, 0, 11});
  c.errors.insert(
      c.errors.end(),
      {{"size_negative",
        [x] {
          geometry::resize(x, std::array<int64_t, 2>{-3, 4});
        },
        "expected size >= 0, but got size = (-3, 4)"},
       {"int_size_empty_image", [empty] { geometry::resize(empty, int64_t{5}); },
        "expected a non-empty image for an int size (its aspect ratio), but got an image of 0x11"},
       {"side_unknown", [x] { geometry::resize(x, int64_t{5}, "bilinear", std::nullopt, "width"); },
        "expected side short, long, vert or horz, but got 'width'"},
       {"empty_image_size",
        [empty] {
          geometry::resize(empty, std::array<int64_t, 2>{5, 7});
        },
        "expected a non-empty image for a non-empty size, but got an image of 0x11 for size = "
        "(5, 7)"}});
  return c;
}
