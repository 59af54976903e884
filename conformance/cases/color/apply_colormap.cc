// Conformance case of ops/color/apply_colormap.
#include "ops/color/apply_colormap.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases::apply_colormap_case {

using color::apply_colormap;
using color::ColorMap;

// The op with ColorMap(base, num_colors, palette dtype), and Kornia's call of
// it for the parity tool: apply_colormap($0, ColorMap(...)).
SweepPoint WithColorMap(std::string id, std::string cls, torch::Tensor x, const std::string& base,
                        int64_t num_colors = 64, torch::ScalarType palette = torch::kFloat) {
  OpFn run;
  // A palette torch cannot build (torch 1.13.1 has no CPU float16
  // upsample_linear1d) fails the point's calls with torch's error, as a
  // user's ColorMap() would raise it: never the whole case list.
  try {
    const ColorMap cmap(base, num_colors, std::nullopt, palette);
    run = [cmap](const Inputs& in) { return apply_colormap(in[0], cmap); };
  } catch (const c10::Error& e) {
    run = [what = std::string(e.what_without_backtrace())](const Inputs&) -> torch::Tensor {
      TORCH_CHECK(false, what);
    };
  }
  return Point(std::move(id), std::move(cls), {std::move(x)}, std::move(run),
               {.args = {In(0), ColorMapArg({{"base", base},
                                             {"num_colors", num_colors},
                                             {"dtype", DtypeId(palette)}})}});
}

// Floating values at and one or two ulps around every key of an N-color
// palette (the float32 linspace(0, 1, N - 1) Kornia buckets by) in channel
// 0, and the special values in channel 1 (whose NaN selects the 255 range
// for that channel only).
torch::Tensor KeyImage(torch::ScalarType dtype, int64_t num_colors) {
  const torch::Tensor keys =
      torch::linspace(0.0, 1.0, std::max<int64_t>(num_colors - 1, 1), torch::kFloat);
  std::vector<double> centers(keys.data_ptr<float>(), keys.data_ptr<float>() + keys.numel());
  const torch::Tensor near = NearValues(dtype, centers, 2);
  const double inf = std::numeric_limits<double>::infinity();
  const torch::Tensor specials =
      torch::tensor({std::nan(""), inf, -inf, -0.0, 0.0, 1.0, 254.5, 255.0, 256.0, -1.0})
          .to(dtype)
          .repeat({near.size(0) / 10 + 1})
          .narrow(0, 0, near.size(0));
  return torch::stack({near, specials}).view({1, 2, 1, near.size(0)});
}

std::vector<SweepPoint> Points() {
  std::vector<SweepPoint> points;
  // Every built-in colormap at its 64 colors.
  for (const std::string& name : ColorMap::list()) {
    const std::string id = "float32_" + name;
    points.push_back(WithColorMap(id, id, UniformInput({2, 1, 3, 33}, torch::kFloat, id), name));
  }
  // Every input dtype on viridis. Floating: one graph over [0, 1] and [0, 255]
  // inputs and a batch mixing both (the per-sample, per-channel range is a
  // tensor `where`), the keys and specials, a threads-size image.
  for (const auto& d : kFloatDtypes) {
    const std::string cls = std::string(d.name) + "_w33";
    const torch::Tensor unit = UniformInput({2, 2, 3, 33}, d.type, cls);
    const torch::Tensor wide = UniformInput({2, 2, 3, 33}, d.type, cls + "_255", 0, 255);
    const torch::Tensor mixed = torch::cat({unit.narrow(0, 0, 1), wide.narrow(0, 1, 1)});
    points.push_back(WithColorMap(cls + "_unit", cls, unit, "viridis"));
    points.push_back(WithColorMap(cls + "_range255", cls, wide, "viridis"));
    points.push_back(WithColorMap(cls + "_mixed", cls, mixed, "viridis"));
    const std::string keys = std::string(d.name) + "_keys";
    points.push_back(WithColorMap(keys, keys, KeyImage(d.type, 64), "viridis"));
    const std::string large = std::string(d.name) + "_large";
    points.push_back(WithColorMap(large, large, LargeImage(d.type, 2, large), "turbo"));
  }
  // Integer inputs: every uint8 value; int16/32/64 beyond [0, 255] both ways.
  points.push_back(
      WithColorMap("uint8_all", "uint8_all",
                   torch::arange(256, torch::kLong).to(torch::kByte).view({1, 1, 16, 16}), "jet"));
  for (torch::ScalarType t : {torch::kShort, torch::kInt, torch::kLong}) {
    const std::string id = DtypeId(t) + "_w33";
    points.push_back(WithColorMap(id, id, UniformInput({2, 3, 3, 33}, t, id, -300, 600), "hot"));
  }
  // Palette sizes: 1 (one interpolated color, no keys), 2, 3 and the power
  // of two edges, each its own graph (the keys' length is a shape).
  for (int64_t n : {1, 2, 3, 63, 65, 127, 128, 129, 255, 256, 257}) {
    const std::string id = "float32_n" + std::to_string(n);
    points.push_back(WithColorMap(id, id, KeyImage(torch::kFloat, n), "viridis", n));
  }
  // The palette's own dtype (the output's).
  for (const auto& d : kFloatDtypes) {
    if (d.type == torch::kFloat) continue;
    const std::string id = std::string("float32_palette_") + d.name;
    points.push_back(WithColorMap(id, id, UniformInput({2, 1, 3, 33}, torch::kFloat, id), "cividis",
                                  64, d.type));
  }
  // A custom base (Kornia's docstring example) resampled to 8 colors.
  const ColorMap custom(std::vector<ColorMap::RGBColor>{{0.0, 0.5, 1.0}, {1.0, 0.5, 0.0}}, 8);
  const KorniaArg base =
      KorniaArg::array({KorniaArg::array({0.0, 0.5, 1.0}), KorniaArg::array({1.0, 0.5, 0.0})});
  points.push_back(Point("float32_custom8", "float32_custom8", {KeyImage(torch::kFloat, 8)},
                         [custom](const Inputs& in) { return apply_colormap(in[0], custom); },
                         {.args = {In(0), ColorMapArg({{"base", base}, {"num_colors", 8}})}}));
  // The palette as a graph input: one graph replayed across palettes.
  const std::string cls = "float32_colors_input";
  const torch::Tensor x = UniformInput({2, 2, 3, 33}, torch::kFloat, cls);
  for (const char* name : {"viridis", "jet", "seismic"})
    points.push_back(Point(cls + "_" + name, cls, {x, ColorMap(std::string(name)).colors},
                           [](const Inputs& in) { return apply_colormap(in[0], in[1]); },
                           {.args = {In(0), ColorsArg(In(1))}}));
  return points;
}

}  // namespace kornia::conformance::cases::apply_colormap_case

KC_CASE(color, apply_colormap) {
  using namespace apply_colormap_case;
  OpCase c = ImageOp(op);
  c.points = Points;
  // The op on a good image with `colors`.
  auto with = [x = torch::rand({1, 1, 4, 4})](torch::Tensor colors) {
    return [x, colors] { apply_colormap(x, colors); };
  };
  const std::string shape = "expected colors of shape (3, N) with N >= 1, but got shape ";
  const std::string floating = "(float16, bfloat16, float32 or float64), but got ";
  const auto kType = ErrorKind::kType;
  // ColorMap's own refusals are raised as "ColorMap(): ...", not "<op>(): ...".
  const std::string cmap = "ColorMap";
  c.errors.insert(
      c.errors.end(),
      {{"colormap_unknown", [] { ColorMap("nope"); },
        "expected a colormap name (" + core::ChoiceList(ColorMap::list()) + "), but got \"nope\"",
        std::nullopt, ErrorKind::kValue, false, cmap},
       {"colormap_num_colors_0", [] { ColorMap("jet", 0); }, "expected num_colors >= 1, but got 0",
        std::nullopt, ErrorKind::kValue, false, cmap},
       {"colormap_integer_dtype", [] { ColorMap("jet", 64, std::nullopt, torch::kInt); },
        "expected a floating dtype " + floating + "int32", std::nullopt, kType, false, cmap},
       {"colormap_empty_base", [] { ColorMap(std::vector<ColorMap::RGBColor>{}); },
        "expected a non-empty base, but got 0 colors", std::nullopt, ErrorKind::kValue, false,
        cmap},
       {"colors_rank_1", with(torch::rand({3})), shape + "[3]"},
       {"colors_4_channels", with(torch::rand({4, 8})), shape + "[4, 8]"},
       {"colors_empty", with(torch::rand({3, 0})), shape + "[3, 0]"},
       {"colors_integer", with(torch::zeros({3, 8}, torch::kLong)),
        "expected floating colors " + floating + "int64", std::nullopt, kType}});
  c.tensor_args = {
      {"colormap",
       {.input = 1, .point = "float32_colors_input_viridis", .dtypes = kFloatingDtypes}}};
  return c;
}
