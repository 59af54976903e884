// Conformance case of ops/color/apply_colormap.
#include "ops/color/apply_colormap.h"

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace apply_colormap_case {

using color::apply_colormap;
using color::ColorMap;

// Kornia's call for the parity tool: apply_colormap($0, ColorMap(...)).
std::string KorniaCall(const std::string& base, int64_t num_colors,
                       const std::string& dtype = "float32") {
  return R"({"args": ["$0", {"@colormap": {"base": ")" + base + R"(", "num_colors": )" +
         std::to_string(num_colors) + R"(, "dtype": ")" + dtype + R"("}}]})";
}

OpFn With(const std::string& base, int64_t num_colors = 64,
          torch::ScalarType palette = torch::kFloat) {
  // A palette torch cannot build (torch 1.13.1 has no CPU float16
  // upsample_linear1d) fails the point's calls with torch's error, as a
  // user's ColorMap() would raise it: never the whole case list.
  try {
    const ColorMap cmap(base, num_colors, std::nullopt, palette);
    return [cmap](const Inputs& in) { return apply_colormap(in[0], cmap); };
  } catch (const c10::Error& e) {
    const std::string what = e.what_without_backtrace();
    return [what](const Inputs&) -> torch::Tensor { TORCH_CHECK(false, what); };
  }
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
  auto add = [&](std::string id, std::string cls, std::string dtype, Inputs in, OpFn run,
                 std::string kornia) {
    points.push_back(
        Point(std::move(id), std::move(cls), std::move(dtype), std::move(in), std::move(run)));
    points.back().kornia = std::move(kornia);
  };
  // Every built-in colormap at its 64 colors.
  for (const std::string& name : ColorMap::list()) {
    const std::string id = "float32_" + name;
    add(id, id, "float32",
        {MakeInput({2, 1, 3, 33}, torch::kFloat, ValueClass::kUniform, SeedOf(id))}, With(name),
        KorniaCall(name, 64));
  }
  // Every input dtype on viridis. Floating: one graph over [0, 1] and [0, 255]
  // inputs and a batch mixing both (the per-sample, per-channel range is a
  // tensor `where`), the keys and specials, a threads-size image.
  for (const auto& d : kFloatDtypes) {
    const std::string cls = std::string(d.name) + "_w33";
    const torch::Tensor unit = MakeInput({2, 2, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
    const torch::Tensor wide =
        MakeInput({2, 2, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls + "_255"), 0, 255);
    add(cls + "_unit", cls, d.name, {unit}, With("viridis"), KorniaCall("viridis", 64));
    add(cls + "_range255", cls, d.name, {wide}, With("viridis"), KorniaCall("viridis", 64));
    add(cls + "_mixed", cls, d.name, {torch::cat({unit.narrow(0, 0, 1), wide.narrow(0, 1, 1)})},
        With("viridis"), KorniaCall("viridis", 64));
    const std::string keys = std::string(d.name) + "_keys";
    add(keys, keys, d.name, {KeyImage(d.type, 64)}, With("viridis"), KorniaCall("viridis", 64));
    const std::string large = std::string(d.name) + "_large";
    add(large, large, d.name, {LargeImage(d.type, 2, large)}, With("turbo"),
        KorniaCall("turbo", 64));
  }
  // Integer inputs: every uint8 value; int16/32/64 beyond [0, 255] both ways.
  add("uint8_all", "uint8_all", "uint8",
      {torch::arange(256, torch::TensorOptions().dtype(torch::kLong))
           .to(torch::kByte)
           .view({1, 1, 16, 16})},
      With("jet"), KorniaCall("jet", 64));
  for (torch::ScalarType t : {torch::kShort, torch::kInt, torch::kLong}) {
    const std::string id = DtypeId(t) + "_w33";
    add(id, id, DtypeId(t),
        {MakeInput({2, 3, 3, 33}, t, ValueClass::kUniform, SeedOf(id), -300, 600)}, With("hot"),
        KorniaCall("hot", 64));
  }
  // Palette sizes: 1 (one interpolated color, no keys), 2, 3 and the power
  // of two edges, each its own graph (the keys' length is a shape).
  for (int64_t n : {1, 2, 3, 63, 65, 127, 128, 129, 255, 256, 257}) {
    const std::string id = "float32_n" + std::to_string(n);
    add(id, id, "float32", {KeyImage(torch::kFloat, n)}, With("viridis", n),
        KorniaCall("viridis", n));
  }
  // The palette's own dtype (the output's).
  for (const auto& d : kFloatDtypes) {
    if (d.type == torch::kFloat) continue;
    const std::string id = std::string("float32_palette_") + d.name;
    add(id, id, "float32",
        {MakeInput({2, 1, 3, 33}, torch::kFloat, ValueClass::kUniform, SeedOf(id))},
        With("cividis", 64, d.type), KorniaCall("cividis", 64, d.name));
  }
  // A custom base (Kornia's docstring example) resampled to 8 colors.
  {
    const ColorMap custom(std::vector<ColorMap::RGBColor>{{0.0, 0.5, 1.0}, {1.0, 0.5, 0.0}}, 8);
    const std::string id = "float32_custom8";
    add(
        id, id, "float32", {KeyImage(torch::kFloat, 8)},
        [custom](const Inputs& in) { return apply_colormap(in[0], custom); },
        R"({"args": ["$0", {"@colormap": {"base": [[0.0, 0.5, 1.0], [1.0, 0.5, 0.0]], "num_colors": 8}}]})");
  }
  // The palette as a graph input: one graph replayed across palettes.
  {
    const std::string cls = "float32_colors_input";
    const torch::Tensor x =
        MakeInput({2, 2, 3, 33}, torch::kFloat, ValueClass::kUniform, SeedOf(cls));
    for (const char* name : {"viridis", "jet", "seismic"})
      add(
          cls + "_" + name, cls, "float32", {x, ColorMap(std::string(name)).colors},
          [](const Inputs& in) { return apply_colormap(in[0], in[1]); },
          R"({"args": ["$0", {"@colors": "$1"}]})");
  }
  return points;
}

OpCase ApplyColormap() {
  const ColorMap viridis("viridis");
  OpCase c =
      ImageOp({.name = "apply_colormap",
               .package = "color",
               .kornia = "kornia.color.apply_colormap",
               .image = {.noun = "input_tensor",
                         .rank = core::ImageRank::kOptionalBatch,
                         .dtypes = core::ImageDtypes::kFloatingOrInteger},
               .call = [viridis](const torch::Tensor& x) { return apply_colormap(x, viridis); }});
  c.points = Points;
  const torch::Tensor x = torch::rand({1, 1, 4, 4});
  auto error = [&c](std::string id, std::function<void()> call, std::string message) {
    c.errors.push_back({std::move(id), std::move(call), std::move(message)});
  };
  error(
      "colormap_unknown", [] { ColorMap("nope"); },
      "ColorMap(): expected a colormap name (" + core::ChoiceList(ColorMap::list()) +
          "), but got \"nope\"");
  error(
      "colormap_num_colors_0", [] { ColorMap("jet", 0); },
      "ColorMap(): expected num_colors >= 1, but got 0");
  error(
      "colormap_integer_dtype", [] { ColorMap("jet", 64, std::nullopt, torch::kInt); },
      "ColorMap(): expected a floating dtype (float16, bfloat16, float32 or float64), but got "
      "int32");
  error(
      "colormap_empty_base", [] { ColorMap(std::vector<ColorMap::RGBColor>{}); },
      "ColorMap(): expected a non-empty base, but got 0 colors");
  error(
      "colors_rank_1", [x] { apply_colormap(x, torch::rand({3})); },
      "apply_colormap(): expected colors of shape (3, N) with N >= 1, but got shape [3]");
  error(
      "colors_4_channels",
      [x] {
        apply_colormap(x, torch::rand({4, 8}));
      },
      "apply_colormap(): expected colors of shape (3, N) with N >= 1, but got shape [4, 8]");
  error(
      "colors_empty",
      [x] {
        apply_colormap(x, torch::rand({3, 0}));
      },
      "apply_colormap(): expected colors of shape (3, N) with N >= 1, but got shape [3, 0]");
  error(
      "colors_integer",
      [x] {
        apply_colormap(x, torch::zeros({3, 8}, torch::kLong));
      },
      "apply_colormap(): expected floating colors (float16, bfloat16, float32 or float64), but "
      "got int64");
  return c;
}

KC_REGISTER_CASE(ApplyColormap);

}  // namespace apply_colormap_case
}  // namespace kornia::conformance::cases
