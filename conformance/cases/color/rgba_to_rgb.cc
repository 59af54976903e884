// Conformance case of ops/color/rgba_to_rgb.
#include "ops/color/rgba_to_rgb.h"

#include "conformance/cases/family.h"

KC_CASE(color, rgba_to_rgb) {
  using color::rgba_to_rgb;
  OpCase c = ElementwiseOp(op);
  // A background tensor as a graph input (a batched input too): per sample
  // (B, 3, 1, 1) and one colour for all (1, 3, 1, 1), two values each.
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes)
      for (const auto& [name, shape] : {std::pair{"per_sample", std::vector<int64_t>{2, 3, 1, 1}},
                                        std::pair{"shared", std::vector<int64_t>{1, 3, 1, 1}}}) {
        const std::string cls = std::string(d.name) + "_background_" + name;
        const torch::Tensor x = UniformInput({2, 4, 3, 33}, d.type, cls);
        for (int i : {0, 1}) {
          const std::string id = cls + std::to_string(i);
          points.push_back(Point(id, cls, {x, UniformInput(shape, d.type, id)},
                                 [](const Inputs& in) { return rgba_to_rgb(in[0], in[1]); },
                                 {.args = {In(0), In(1)}}));
        }
      }
    return points;
  });
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 4, 4, 4});
  const std::string expected =
      "expected background_color with 3 channels in dim -3 that broadcasts to [2, 3, 4, 4], but "
      "got shape ";
  // The op on a good image with a background of `shape`.
  auto with = [x](std::vector<int64_t> shape) {
    return [x, shape] { rgba_to_rgb(x, torch::rand(shape)); };
  };
  c.errors.insert(c.errors.end(),
                  {{"background_channels", with({2, 1, 1}), expected + "[2, 1, 1]"},
                   {"background_broadcast", with({3, 3, 1, 1}), expected + "[3, 3, 1, 1]"}});
  c.tensor_args = {{"background_color", {.input = 1, .dtypes = kEveryDtype}}};
  return c;
}
