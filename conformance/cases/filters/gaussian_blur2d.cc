// Conformance case of ops/filters/gaussian_blur2d.
#include "ops/filters/gaussian_blur2d.h"

#include <torch/torch.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace {

using filters::gaussian_blur2d;

constexpr const char* kBorders[] = {"constant", "reflect", "replicate", "circular"};
// gaussian_blur2d(x, {5, 5}, {1.2, 0.8}) (border reflect) in Kornia.
constexpr const char* kHostK5 = R"({"args": ["$0", [5, 5], [1.2, 0.8], "reflect"]})";

std::vector<SweepPoint> BlurPoints() {
  std::vector<SweepPoint> points;
  // Every odd kernel size 1..11 (square) plus two asymmetric ones, every border
  // mode, every floating dtype; sigma is a graph input, so one graph replays on
  // several sigmas (incl. per-sample rows).
  const std::vector<std::array<int64_t, 2>> sizes = {{1, 1}, {3, 3},   {5, 5}, {7, 7},
                                                     {9, 9}, {11, 11}, {3, 7}, {7, 3}};
  for (const auto& d : kFloatDtypes)
    for (const char* border : kBorders)
      for (const auto& ks : sizes) {
        const std::string cls = std::string(d.name) + "_" + border + "_k" + std::to_string(ks[0]) +
                                "x" + std::to_string(ks[1]);
        const torch::Tensor x =
            MakeInput({2, 3, 13, 17}, d.type, ValueClass::kUniform, SeedOf(cls));
        auto run = [ks, border = std::string(border)](const Inputs& in) {
          return gaussian_blur2d(in[0], ks, in[1], border);
        };
        const auto work = d.type == torch::kDouble ? torch::kDouble : torch::kFloat;
        const std::string kornia =
            c10::str(R"({"args": ["$0", [)", ks[0], ", ", ks[1], R"(], "$1", ")", border, R"("]})");
        points.push_back(Point(cls + "_s1.5", cls, d.name,
                               {x, torch::tensor({{1.5, 1.5}, {1.5, 1.5}}).to(work)}, run));
        points.back().kornia = kornia;
        points.push_back(Point(cls + "_s0.3_4", cls, d.name,
                               {x, torch::tensor({{0.3, 4.0}, {2.0, 0.7}}).to(work)}, run));
        points.back().kornia = kornia;
      }
  // Host sigma (the usual call), value classes, and integer images.
  for (const auto& d : kFloatDtypes) {
    const std::string cls = std::string(d.name) + "_host_k5";
    for (ValueClass v : kAllValueClasses) {
      const std::string id = cls + "_" + ValueClassName(v);
      points.push_back(Point(id, cls, d.name, {MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id))},
                             [](const Inputs& in) {
                               return gaussian_blur2d(in[0], {5, 5}, {1.2, 0.8});
                             }));
      points.back().kornia = kHostK5;
    }
  }
  for (auto dtype : {torch::kByte, torch::kInt}) {
    const std::string id = std::string(dtype == torch::kByte ? "uint8" : "int32") + "_host_k5";
    points.push_back(
        Point(id, id, dtype == torch::kByte ? "uint8" : "int32",
              {MakeInput({2, 3, 13, 17}, dtype, ValueClass::kUniform, SeedOf(id), 0, 255)},
              [](const Inputs& in) {
                return gaussian_blur2d(in[0], {5, 5}, {1.2, 0.8});
              }));
    points.back().kornia = kHostK5;
  }
  for (const auto& d : kFloatDtypes) {
    const std::string id = std::string(d.name) + "_reflect_k5_large";
    points.push_back(Point(id, id, d.name, {LargeImage(d.type, 3, id)}, [](const Inputs& in) {
      return gaussian_blur2d(in[0], {5, 5}, {1.2, 0.8}, "reflect");
    }));
    points.back().kornia = kHostK5;
  }
  return points;
}

OpCase Blur() {
  OpCase c = ImageOp({.name = "gaussian_blur2d",
                      .package = "filters",
                      .kornia = "kornia.filters.gaussian_blur2d",
                      .image = {.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
                      .call = [](const torch::Tensor& x) {
                        return gaussian_blur2d(x, {3, 3}, {1.0, 1.0});
                      }});
  c.points = BlurPoints;
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  auto graph = [](const Inputs& in) { return gaussian_blur2d(in[0], {3, 3}, in[1]); };
  auto blur = [x](std::array<int64_t, 2> ks, std::string border) {
    return [=] { gaussian_blur2d(x, ks, {1.0, 1.0}, border); };
  };
  c.errors.insert(
      c.errors.end(),
      {{"sigma_zero_host",
        [x] {
          gaussian_blur2d(x, {3, 3}, {0.0, 1.0});
        },
        "gaussian_blur2d(): expected a positive sigma, but got sigma = (0, 1)"},
       {"sigma_negative_tensor",
        [x] {
          gaussian_blur2d(x, {3, 3}, torch::tensor({{1.0f, -1.0f}}));
        },
        "gaussian_blur2d(): expected every sigma > 0, but got one that is not",
        GraphError{graph, {x, torch::tensor({{1.0f, 1.0f}})}, {x, torch::tensor({{1.0f, -1.0f}})}}},
       {"kernel_even", blur({4, 3}, "reflect"),
        "gaussian_blur2d(): expected a positive odd kernel size, but got kernel_size = (4, 3)"},
       {"kernel_zero", blur({3, 0}, "reflect"),
        "gaussian_blur2d(): expected a positive odd kernel size, but got kernel_size = (3, 0)"},
       {"border_unknown", blur({3, 3}, "wrap"),
        "gaussian_blur2d(): expected border_type constant, reflect, replicate or circular, but "
        "got 'wrap'"},
       {"reflect_too_small", blur({13, 3}, "reflect"),
        "gaussian_blur2d(): expected a kernel radius < the image side for border_type reflect, "
        "but got kernel_size = (13, 3) on an image of 6x6"},
       {"sigma_shape",
        [x] {
          gaussian_blur2d(x, {3, 3}, torch::rand({3, 2}));
        },
        "gaussian_blur2d(): expected sigma of shape (1, 2) or (2, 2), but got shape [3, 2]"}});
  return c;
}

KC_REGISTER_CASE(Blur);

}  // namespace
}  // namespace kornia::conformance::cases
