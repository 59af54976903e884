// Conformance case of ops/enhance/posterize.
#include "ops/enhance/posterize.h"

#include <cmath>
#include <vector>

#include "conformance/cases/enhance/family_levels.h"
#include "conformance/cases/enhance/family_sweep.h"

KC_CASE(enhance, posterize) {
  using enhance::posterize;
  OpCase c = ImageOp(op);
  const OpFn tensor = [](const Inputs& in) { return posterize(in[0], in[1]); };
  c.points = [tensor, large = op.name + "_large"] {
    std::vector<SweepPoint> points;
    // posterize(x, bits) with a host int: Kornia's call takes the same arguments.
    auto host = [&](const std::string& id, torch::Tensor x, int64_t bits) {
      points.push_back(Point(id, id, {std::move(x)},
                             [bits](const Inputs& in) { return posterize(in[0], bits); },
                             {.args = {In(0), bits}}));
    };
    auto tensor_bits = [&](const std::string& cls, const torch::Tensor& x,
                           std::vector<std::pair<int, int>> pairs, const KorniaCall& kornia) {
      for (auto [a, b] : pairs)
        points.push_back(Point(c10::str(cls, "_", a, "_", b), cls,
                               {x, torch::tensor({a, b}, torch::kLong)}, tensor, kornia));
    };
    for (const auto& d : kFloatDtypes) {
      // Every 8-bit level k/255 and its two neighbours one ulp away, in [0,
      // 1]: the quantization edges where x * 255 truncates to k or k - 1 (0
      // has no lower neighbour in [0, 1] and 1 no upper one: both stay).
      const torch::Tensor k = torch::arange(256, torch::kDouble).div(255.0).to(d.type);
      const torch::Tensor levels = torch::cat({k, torch::where(k >= 1, k, StepUlp(k, 1)),
                                               torch::where(k <= 0, k, StepUlp(k, -1))})
                                       .view({1, 3, 16, 16});
      // Every bits value 0..8 as a host int (each its own graph) on uniform
      // values and on the quantization edges.
      for (int64_t bits = 0; bits <= 8; ++bits) {
        const std::string cls = std::string(d.name) + "_bits" + std::to_string(bits);
        host(cls, UniformInput({2, 3, 4, 33}, d.type, cls), bits);
        host(cls + "_levels", levels, bits);
      }
      // A bits tensor, one value per sample: one graph replayed on every pair.
      const std::string cls = std::string(d.name) + "_tensor_bits";
      tensor_bits(cls, UniformInput({2, 3, 4, 33}, d.type, cls),
                  {{3, 5}, {0, 8}, {1, 7}, {2, 6}, {4, 4}, {8, 0}}, {});
      // Tails (2 x 3 x 3 x w) and precision edges (1 x 1 x 2 x w, widths from
      // 255 on), bits 3.
      for (int64_t w : SweepWidths()) {
        const std::string id = std::string(d.name) + "_bits3_w" + std::to_string(w);
        const std::vector<int64_t> shape =
            w < 255 ? std::vector<int64_t>{2, 3, 3, w} : std::vector<int64_t>{1, 1, 2, w};
        host(id, UniformInput(shape, d.type, id), 3);
      }
    }
    host("float32_bits3_large", LargeImage(torch::kFloat, 3, large), 3);
    // uint8 (family_levels.h): every bits value on uniform values and on
    // every level, bits 3 on every width, a bits tensor per sample replayed
    // across values.
    for (int64_t bits = 0; bits <= 8; ++bits)
      Append(points,
             Uint8HostPoints("bits" + std::to_string(bits), 3, UnitCall({bits}),
                             [bits](const torch::Tensor& x) { return posterize(x, bits); }));
    Append(points, Uint8WidthPoints("bits3", 3, UnitCall({3}),
                                    [](const torch::Tensor& x) { return posterize(x, 3); }));
    tensor_bits("uint8_tensor_bits", UniformUint8({2, 3, 4, 33}, "uint8_tensor_bits"),
                {{3, 5}, {0, 8}, {8, 0}, {1, 7}}, UnitCall({In(1)}));
    return points;
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), good = torch::tensor({3, 3}, torch::kLong);
  auto bad_bits = [&](const char* id, std::vector<int64_t> bits) {
    return RefusedInGraph(id, tensor, {x, good}, {x, torch::tensor(bits, torch::kLong)},
                          "expected every bits value in [0, 8], but got one outside it");
  };
  c.errors.insert(
      c.errors.end(),
      {{"bits_minus_1", [x] { posterize(x, -1); }, "expected bits in [0, 8], but got bits = -1"},
       {"bits_9", [x] { posterize(x, 9); }, "expected bits in [0, 8], but got bits = 9"},
       bad_bits("tensor_bits_minus_1", {-1, 3}),
       bad_bits("tensor_bits_9", {3, 9}),
       Refused("bits_float", tensor, {x, torch::tensor({3.0f, 3.0f})},
               "expected an integer bits tensor, but got float32", ErrorKind::kType),
       Refused("bits_wrong_batch", tensor, {x, torch::tensor({3, 3, 3}, torch::kLong)},
               "expected one bits value per sample (2), but got bits of shape [3]")});
  c.tensor_args = {{"bits", {.input = 1, .dtypes = kIntegerDtypes}}};
  // The uint8 form's table (_lut_uint8) at every bits value, per-sample bits
  // (0..8 over the batch: every dim before C) and one as a tensor.
  std::vector<ImageCall> host;
  for (int64_t bits = 0; bits <= 8; ++bits)
    host.push_back([bits](const torch::Tensor& x) { return posterize(x, bits); });
  AddLevelPoints(c, host,
                 {[](const torch::Tensor& x) {
                    const int64_t batch = c10::multiply_integers(x.sizes().slice(0, x.dim() - 3));
                    return posterize(x, torch::arange(batch) % 9);
                  },
                  [](const torch::Tensor& x) { return posterize(x, torch::tensor(5)); }});
  return c;
}
