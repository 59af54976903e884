#include "ops/enhance/adjust_log.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

torch::Tensor adjust_log(const torch::Tensor& image, double gain, bool inv, bool clip_output) {
  core::CheckImage("adjust_log", image);
  const torch::Tensor curve =
      inv ? core::ScalarPath(image, [](const torch::Tensor& x) { return at::pow(2.0, x); }) - 1.0
          : core::ScalarPath(image + 1.0, [](const torch::Tensor& x) { return at::log2(x); });
  const torch::Tensor out = curve * gain;
  return clip_output ? core::ClampUnit(out) : out;
}

}  // namespace kornia::enhance
