// Conformance case of ops/geometry/resize_to_be_divisible: the resizes'
// sweep (family_resize.h) with divisible factors (down: 5, up: 7; near the
// sizes the sweep asks for); every factor 1-9 and 16, 32 on a 9 x 11 image
// (halves rounded to even: 9 / 2 and 11 / 2); a large factor (one multiple
// per side); an empty side kept empty; the factor's refusals.
#include "ops/geometry/resize_to_be_divisible.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_resize.h"

namespace kornia::conformance::cases::resize_to_be_divisible_case {

ResizeArg Divisible(int64_t factor) {
  return {
      c10::str("d", factor), factor,
      [factor](const torch::Tensor& x, const std::string& mode, std::optional<bool> ac, bool aa) {
        return geometry::resize_to_be_divisible(x, factor, mode, ac, "short", aa);
      }};
}

}  // namespace kornia::conformance::cases::resize_to_be_divisible_case

KC_CASE(geometry, resize_to_be_divisible) {
  using namespace resize_to_be_divisible_case;
  const ResizeSpec s = {.to = [](int64_t h, int64_t, int64_t H, int64_t) {
    return Divisible(h < H ? 5 : h > H ? 7 : 3);
  }};
  OpCase c = ImageOp(op);
  c.points = [s] {
    std::vector<SweepPoint> points = ResizePoints(s);
    for (const auto& d : kFloatDtypes) {
      const std::string n = d.name;
      for (int64_t f : {1, 2, 3, 4, 6, 8, 9, 16, 32}) {
        const std::string id = c10::str(n, "_factor_", f);
        points.push_back(ResizePoint(s, id, id, UniformInput({2, 3, 9, 11}, d.type, id),
                                     Divisible(f), "bilinear"));
      }
      const std::string empty = n + "_empty_side";
      points.push_back(ResizePoint(s, empty, empty, UniformInput({2, 3, 0, 11}, d.type, empty),
                                   Divisible(4), "bilinear"));
    }
    return points;
  };
  c.errors = ResizeErrors(s);
  const torch::Tensor x = torch::rand({2, 3, 9, 11});
  for (int64_t f : {0, -2})
    c.errors.push_back({c10::str("factor_", f < 0 ? "negative" : "zero"),
                        [x, f] { geometry::resize_to_be_divisible(x, f); },
                        c10::str("expected divisible_factor > 0, but got divisible_factor = ", f)});
  return c;
}
