#include "ops/enhance/adjust_sigmoid.h"

#include <ATen/ATen.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

torch::Tensor adjust_sigmoid(const torch::Tensor& image, double cutoff, double gain, bool inv) {
  core::CheckImage("adjust_sigmoid", image);
  const torch::Tensor e = core::ScalarPath(at::rsub(image, cutoff) * gain,
                                           [](const torch::Tensor& x) { return at::exp(x); });
  const torch::Tensor s = (e + 1.0).reciprocal() * 1.0;
  return inv ? at::rsub(s, 1.0) : s;
}

}  // namespace kornia::enhance
