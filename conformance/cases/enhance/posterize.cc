// Conformance case of ops/enhance/posterize.
#include "ops/enhance/posterize.h"

#include <torch/types.h>

#include <cmath>

#include "conformance/cases/enhance/factor.h"
#include "conformance/cases/enhance/levels.h"
#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace posterize_case {

using enhance::posterize;

// Every 8-bit level k/255 and its two neighbours one ulp away, in [0, 1]: the
// quantization edges where x * 255 truncates to k or k - 1.
torch::Tensor Levels(torch::ScalarType dtype) {
  const torch::Tensor k = torch::arange(256, torch::kDouble).div(255.0).to(dtype);
  // One ulp up and down through the bit pattern (all values are >= 0); 0 has
  // no lower neighbour in [0, 1] and 1 no upper one: both stay.
  const torch::Tensor up = torch::where(k >= 1, k, StepUlp(k, 1));
  const torch::Tensor down = torch::where(k <= 0, k, StepUlp(k, -1));
  return torch::cat({k, up, down}).view({1, 3, 16, 16});
}

// posterize(x, bits) with a host int: Kornia's call takes the same arguments.
SweepPoint HostBits(std::string id, std::string cls, const char* dtype, torch::Tensor x,
                    int64_t bits) {
  SweepPoint p = Point(std::move(id), std::move(cls), dtype, {std::move(x)},
                       [bits](const Inputs& in) { return posterize(in[0], bits); });
  p.kornia = R"({"args": ["$0", )" + std::to_string(bits) + "]}";
  return p;
}

std::vector<SweepPoint> PosterizePoints() {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    // Every bits value 0..8 as a host int (each its own graph) on uniform
    // values and on the quantization edges.
    for (int64_t bits = 0; bits <= 8; ++bits) {
      const std::string cls = std::string(d.name) + "_bits" + std::to_string(bits);
      points.push_back(HostBits(cls, cls, d.name,
                                MakeInput({2, 3, 4, 33}, d.type, ValueClass::kUniform, SeedOf(cls)),
                                bits));
      points.push_back(HostBits(cls + "_levels", cls + "_levels", d.name, Levels(d.type), bits));
    }
    // A bits tensor, one value per sample: one graph replayed on every pair.
    const std::string cls = std::string(d.name) + "_tensor_bits";
    const torch::Tensor x = MakeInput({2, 3, 4, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
    for (auto [a, b] : {std::pair{3, 5}, {0, 8}, {1, 7}, {2, 6}, {4, 4}, {8, 0}}) {
      points.push_back(Point(cls + "_" + std::to_string(a) + "_" + std::to_string(b), cls, d.name,
                             {x, torch::tensor({a, b}, torch::kLong)},
                             [](const Inputs& in) { return posterize(in[0], in[1]); }));
    }
    // Tails and precision edges (bits 3).
    for (int64_t w : kTailWidths) {
      const std::string id = std::string(d.name) + "_bits3_w" + std::to_string(w);
      points.push_back(HostBits(
          id, id, d.name, MakeInput({2, 3, 3, w}, d.type, ValueClass::kUniform, SeedOf(id)), 3));
    }
    for (int64_t w : kEdgeWidths) {
      const std::string id = std::string(d.name) + "_bits3_w" + std::to_string(w);
      points.push_back(HostBits(
          id, id, d.name, MakeInput({1, 1, 2, w}, d.type, ValueClass::kUniform, SeedOf(id)), 3));
    }
  }
  points.push_back(HostBits("float32_bits3_large", "float32_bits3_large", "float32",
                            LargeImage(torch::kFloat, 3, "posterize_large"), 3));
  // uint8 (levels.h): every bits value on uniform values and on every level,
  // bits 3 on every width, a bits tensor per sample replayed across values.
  for (int64_t bits = 0; bits <= 8; ++bits)
    for (auto& p : Uint8HostPoints("bits" + std::to_string(bits), 3, std::to_string(bits), "",
                                   [bits](const torch::Tensor& x) { return posterize(x, bits); }))
      points.push_back(std::move(p));
  for (auto& p :
       Uint8WidthPoints("bits3", 3, "3", [](const torch::Tensor& x) { return posterize(x, 3); }))
    points.push_back(std::move(p));
  const std::string cls = "uint8_tensor_bits";
  const torch::Tensor x = UniformUint8({2, 3, 4, 33}, cls);
  for (auto [a, b] : {std::pair{3, 5}, {0, 8}, {8, 0}, {1, 7}}) {
    SweepPoint p = Point(cls + "_" + std::to_string(a) + "_" + std::to_string(b), cls, "uint8",
                         {x, torch::tensor({a, b}, torch::kLong)},
                         [](const Inputs& in) { return posterize(in[0], in[1]); });
    p.kornia = UnitCall(R"("$1")");
    points.push_back(std::move(p));
  }
  return points;
}

OpCase Posterize() {
  OpCase c = ImageOp({.name = "posterize",
                      .package = "enhance",
                      .kornia = "kornia.enhance.posterize",
                      .image = {.non_empty = true, .dtypes = core::ImageDtypes::kFloatingOrUint8},
                      .call = [](const torch::Tensor& x) { return posterize(x, 4); }});
  c.points = PosterizePoints;
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  auto graph = [](const Inputs& in) { return posterize(in[0], in[1]); };
  const torch::Tensor good = torch::tensor({3, 3}, torch::kLong);
  auto bad_bits = [&](const char* id, std::vector<int64_t> bits) {
    const torch::Tensor bad = torch::tensor(bits, torch::kLong);
    return ErrorCase{id, [x, bad] { posterize(x, bad); },
                     "posterize(): expected every bits value in [0, 8], but got one outside it",
                     GraphError{graph, {x, good}, {x, bad}}};
  };
  c.errors.insert(
      c.errors.end(),
      {{"bits_minus_1", [x] { posterize(x, -1); },
        "posterize(): expected bits in [0, 8], but got bits = -1"},
       {"bits_9", [x] { posterize(x, 9); },
        "posterize(): expected bits in [0, 8], but got bits = 9"},
       bad_bits("tensor_bits_minus_1", {-1, 3}),
       bad_bits("tensor_bits_9", {3, 9}),
       {"bits_float",
        [x] {
          posterize(x, torch::tensor({3.0f, 3.0f}));
        },
        "posterize(): expected an integer bits tensor, but got float32"},
       {"bits_wrong_batch",
        [x] {
          posterize(x, torch::tensor({3, 3, 3}, torch::kLong));
        },
        "posterize(): expected one bits value per sample (2), but got bits of shape [3]"}});
  return c;
}

KC_REGISTER_CASE(Posterize);

}  // namespace posterize_case
}  // namespace kornia::conformance::cases
