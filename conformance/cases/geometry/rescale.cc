// Conformance case of ops/geometry/rescale: the resizes' sweep
// (family_resize.h) with factors ((h + 0.5) / H per side: the sizes the
// sweep asks for); one float for both sides; factors that empty a side
// (0.05) or make it 0 from below (-0.1); the factor's refusals.
#include "ops/geometry/rescale.h"

#include <c10/util/StringUtil.h>

#include <limits>

#include "conformance/cases/geometry/family_resize.h"

namespace kornia::conformance::cases::rescale_case {

ResizeArg Factor(double fh, double fw, KorniaArg kornia) {
  return {
      c10::str("f", fh, "_", fw), std::move(kornia),
      [fh, fw](const torch::Tensor& x, const std::string& mode, std::optional<bool> ac, bool aa) {
        return geometry::rescale(x, {fh, fw}, mode, ac, aa);
      }};
}

ResizeArg Factor(double fh, double fw) { return Factor(fh, fw, KorniaArg::array({fh, fw})); }

}  // namespace kornia::conformance::cases::rescale_case

KC_CASE(geometry, rescale) {
  using namespace rescale_case;
  const ResizeSpec s = {.to =
                            [](int64_t h, int64_t w, int64_t H, int64_t W) {
                              return Factor(
                                  (static_cast<double>(h) + 0.5) / static_cast<double>(H),
                                  (static_cast<double>(w) + 0.5) / static_cast<double>(W));
                            },
                        .pass_align_corners = true};
  OpCase c = ImageOp(op);
  c.points = [s] {
    std::vector<SweepPoint> points = ResizePoints(s);
    for (const auto& d : kFloatDtypes) {
      const std::string n = d.name;
      for (const auto& [id, a] : std::vector<std::pair<std::string, ResizeArg>>{
               {"one_float_down", Factor(0.5, 0.5, 0.5)},
               {"one_float_up", Factor(1.75, 1.75, 1.75)},
               {"one", Factor(1.0, 1.0, 1.0)},
               {"empty_side", Factor(0.05, 0.5)},
               {"negative_small", Factor(-0.1, 0.5)}}) {
        const std::string pid = n + "_" + id;
        points.push_back(
            ResizePoint(s, pid, pid, UniformInput({2, 3, 9, 11}, d.type, pid), a, "bilinear"));
      }
    }
    return points;
  };
  c.errors = ResizeErrors(s);
  const torch::Tensor x = torch::rand({2, 3, 9, 11});
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  for (const auto& [id, f, text] : std::vector<std::tuple<std::string, double, std::string>>{
           {"factor_negative", -1.0, "-1"}, {"factor_nan", nan, "nan"}, {"factor_inf", inf, "inf"}})
    c.errors.push_back({id,
                        [x, f = f] {
                          geometry::rescale(x, {f, 0.5});
                        },
                        c10::str("expected finite factors that leave every side >= 0 (and in "
                                 "int64), but got factor = (",
                                 text, ", 0.5) on an image of 9x11")});
  return c;
}
