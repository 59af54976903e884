#include "conformance/cases/geometry/family_pyramid.h"

#include <c10/util/StringUtil.h>

#include <limits>

namespace kornia::conformance::cases {
namespace {

const char* const kBorders[] = {"constant", "reflect", "replicate", "circular"};

}  // namespace

OpCase PyramidOp(const core::OpSpec& op, const PyramidSpec& s) {
  OpCase c =
      ImageOp(op, [run = s.run](const torch::Tensor& x) { return run(x, "reflect", false, 2.0); });
  c.points = [s] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, torch::Tensor x,
                   const std::string& border = "reflect", bool ac = false, double factor = 2.0) {
      KorniaCall kornia = {.args = {In(0)},
                           .kwargs = {{"border_type", border}, {"align_corners", ac}}};
      if (s.down) kornia.kwargs.emplace("factor", factor);
      points.push_back(Point(
          id, cls, {std::move(x)},
          [run = s.run, border, ac, factor](const Inputs& in) {
            return run(in[0], border, ac, factor);
          },
          std::move(kornia)));
    };
    for (const auto& d : kFloatDtypes) {
      const std::string n = d.name;
      for (const std::string border : kBorders)
        for (bool ac : {false, true}) {
          const std::string cls = c10::str(n, "_", border, ac ? "_ac" : "");
          for (const char* k : {"a", "b"})
            add(cls + "_" + k, cls, UniformInput({2, 3, 9, 11}, d.type, cls + k), border, ac);
        }
      // Sides from the smallest each border takes (reflect: a radius of 2
      // below the blurred side) through the precision edges to 33.
      for (int64_t side : {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33}) {
        const int64_t blurred = s.down ? side : 2 * side;
        const std::string border = blurred > 2 ? "reflect" : "replicate";
        if (s.down && blurred / 2 == 0) continue;  // pyrdown's output would be empty
        const std::string id = c10::str(n, "_side_", side);
        add(id, id, UniformInput({1, 2, side, side + 2}, d.type, id), border);
      }
      if (s.down)
        for (double factor : {0.5, 1.0 / 3.0, 1.0, 1.5, 2.5, 3.0, 4.5, 9.0}) {
          const std::string id = c10::str(n, "_factor_", factor);
          add(id, id, UniformInput({2, 3, 9, 11}, d.type, id), "reflect", false, factor);
        }
      for (ValueClass v : kAllValueClasses) {
        const std::string id = n + "_values_" + ValueClassName(v);
        add(id, n + "_values", MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)));
      }
      for (int64_t channels : {1, 5}) {
        const std::string id = c10::str(n, "_c", channels);
        add(id, id, UniformInput({2, channels, 9, 11}, d.type, id));
      }
      add(n + "_large", n + "_large", LargeImage(d.type, 3, n + "_large"));
      add(n + "_border_capitals", n + "_border_capitals",
          UniformInput({2, 3, 9, 11}, d.type, n + "_capitals"), "REFLECT");
    }
    if (s.down) {
      for (torch::ScalarType t : kIntegerDtypes) {
        const std::string id = c10::str(c10::toString(t), "_levels");
        add(id, id, UniformInput({2, 3, 9, 11}, torch::kDouble, id, 0, 100).round().to(t));
      }
      add("bool", "bool", UniformInput({2, 3, 9, 11}, torch::kFloat, "bool") > 0.5);
    }
    return points;
  };
  const torch::Tensor x = torch::rand({2, 3, 9, 11});
  auto with = [run = s.run](const std::string& border, double factor, int64_t side) {
    const torch::Tensor image = torch::rand({1, 1, side, side});
    return [=] { run(image, border, false, factor); };
  };
  c.errors.insert(c.errors.end(),
                  {{"border_unknown", with("wrap", 2.0, 9),
                    "expected border_type constant, reflect, replicate or circular, but got "
                    "'wrap'"},
                   {"reflect_too_small", with("reflect", 2.0, s.down ? 2 : 1),
                    "expected a kernel radius < the image side for border_type reflect, but got "
                    "kernel_size = (5, 5) on an image of 2x2"}});
  if (s.down) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    for (const auto& [id, factor, text] :
         std::vector<std::tuple<std::string, double, std::string>>{{"factor_zero", 0.0, "0"},
                                                                   {"factor_negative", -2.0, "-2"},
                                                                   {"factor_nan", nan, "nan"},
                                                                   {"factor_inf", inf, "inf"}})
      c.errors.push_back(
          {id, with("reflect", factor, 9), "expected a finite factor > 0, but got factor " + text});
    c.errors.push_back({"factor_empties", with("reflect", 10.0, 9),
                        "expected a factor that leaves every side non-empty (and in int64), but "
                        "got factor 10 on an image of 9x9"});
  }
  return c;
}

}  // namespace kornia::conformance::cases
