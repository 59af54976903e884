// Conformance case of ops/enhance/adjust_brightness.
#include "ops/enhance/adjust_brightness.h"

#include <cmath>
#include <vector>

#include "conformance/cases/enhance/family_factor.h"

KC_CASE(enhance, adjust_brightness) {
  auto f = [](const torch::Tensor& x, const auto& v, bool clip = true) {
    return enhance::adjust_brightness(x, v, clip);
  };
  OpCase c = FactorOp(op, {.factor = 0.25,
                           .op = f,
                           .host_values = {-1.0, -0.5, 0.0, 0.5, 1.0},
                           .pairs = {{0.25, 0.5}, {-0.5, 1.0}, {1.0, -1.0}, {0.0, 0.0}}});
  // The uint8 form's table (_lut_uint8) on shifts over and past [-1, 1] in
  // steps of 1/64, NaN, infinities and tiny ones, clipped or not; tensors.
  std::vector<ImageCall> host, tensor;
  std::vector<double> shifts = Grid(-1.5, 1.5, 1.0 / 64);
  shifts.insert(shifts.end(), {NAN, INFINITY, -INFINITY, 1e-9, -1e-9});
  for (const double v : shifts)
    for (const bool clip : {true, false})
      host.push_back([=](const torch::Tensor& x) { return f(x, v, clip); });
  for (const bool channel : {false, true})
    tensor.push_back([=](const torch::Tensor& x) {
      return f(x, PerSampleOrChannel(x, channel, -0.6, 0.7), true);
    });
  AddLevelPoints(c, host, tensor);
  return c;
}
