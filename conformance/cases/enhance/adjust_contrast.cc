// Conformance case of ops/enhance/adjust_contrast.
#include "ops/enhance/adjust_contrast.h"

#include <cmath>
#include <vector>

#include "conformance/cases/enhance/family_factor.h"

KC_CASE(enhance, adjust_contrast) {
  auto f = [](const torch::Tensor& x, const auto& v, bool clip = true) {
    return enhance::adjust_contrast(x, v, clip);
  };
  OpCase c = FactorOp(op, {.factor = 1.5,
                           .op = f,
                           .host_values = {0.0, 0.5, 1.0, 2.0},
                           .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, 1.0}, {0.25, 4.0}},
                           .non_negative = true});
  // The uint8 form's table (_lut_uint8) on gains over [0, 4] in steps of
  // 1/64 and huge ones, clipped or not; tensors.
  std::vector<ImageCall> host, tensor;
  std::vector<double> gains = Grid(0, 4, 1.0 / 64);
  gains.insert(gains.end(), {255, 1e9, INFINITY});
  for (const double v : gains)
    for (const bool clip : {true, false})
      host.push_back([=](const torch::Tensor& x) { return f(x, v, clip); });
  for (const bool channel : {false, true})
    tensor.push_back([=](const torch::Tensor& x) {
      return f(x, PerSampleOrChannel(x, channel, 0.2, 3.1), false);
    });
  AddLevelPoints(c, host, tensor);
  return c;
}
