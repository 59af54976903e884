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
  // posterize(x, bits) with a host int.
  const auto with = [](int64_t bits) -> ImageCall {
    return [bits](const torch::Tensor& x) { return posterize(x, bits); };
  };
  c.points = [tensor, with, large = op.name + "_large"] {
    std::vector<SweepPoint> points;
    // A host-int point: Kornia's call takes the same arguments.
    auto host = [&](const std::string& id, torch::Tensor x, int64_t bits) {
      points.push_back(Point(id, id, {std::move(x)}, OnImage(with(bits)), {.args = {In(0), bits}}));
    };
    // A bits tensor (b0, b1), one value per sample, in point ids: "3_5".
    auto bits_id = [](const std::vector<double>& v) { return c10::str(int(v[0]), "_", int(v[1])); };
    for (const auto& d : kFloatDtypes) {
      const std::string dn = d.name;
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
        const std::string cls = dn + "_bits" + std::to_string(bits);
        host(cls, UniformInput({2, 3, 4, 33}, d.type, cls), bits);
        host(cls + "_levels", levels, bits);
      }
      // A bits tensor: one graph replayed on every pair.
      const std::string cls = dn + "_tensor_bits";
      Append(points, PerSamplePoints(cls, UniformInput({2, 3, 4, 33}, d.type, cls), torch::kLong,
                                     {{3, 5}, {0, 8}, {1, 7}, {2, 6}, {4, 4}, {8, 0}}, tensor, {},
                                     bits_id));
      // Tails (2 x 3 x 3 x w) and precision edges (1 x 1 x 2 x w, widths from
      // 255 on), bits 3.
      auto width = [&](const std::vector<int64_t>& shape) {
        const std::string id = dn + "_bits3_w" + std::to_string(shape.back());
        host(id, UniformInput(shape, d.type, id), 3);
      };
      for (int64_t w : kTailWidths) width({2, 3, 3, w});
      for (int64_t w : kEdgeWidths) width({1, 1, 2, w});
    }
    host("float32_bits3_large", LargeImage(torch::kFloat, 3, large), 3);
    // uint8 (family_levels.h): every bits value on uniform values and on
    // every level, bits 3 on every width, a bits tensor per sample replayed
    // across values.
    for (int64_t bits = 0; bits <= 8; ++bits)
      Append(points,
             Uint8HostPoints("bits" + std::to_string(bits), 3, UnitCall({bits}), with(bits)));
    Append(points, Uint8WidthPoints("bits3", 3, UnitCall({3}), with(3)));
    const std::string cls = "uint8_tensor_bits";
    Append(points,
           PerSamplePoints(cls, UniformUint8({2, 3, 4, 33}, cls), torch::kLong,
                           {{3, 5}, {0, 8}, {8, 0}, {1, 7}}, tensor, UnitCall({In(1)}), bits_id));
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
  for (int64_t bits = 0; bits <= 8; ++bits) host.push_back(with(bits));
  AddLevelPoints(c, host,
                 {[](const torch::Tensor& x) {
                    const int64_t batch = c10::multiply_integers(x.sizes().slice(0, x.dim() - 3));
                    return posterize(x, torch::arange(batch) % 9);
                  },
                  [](const torch::Tensor& x) { return posterize(x, torch::tensor(5)); }});
  return c;
}
