#include "ops/enhance/adjust_sigmoid.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/exp.h>
#include <ATen/ops/rsub.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

at::Tensor adjust_sigmoid(const at::Tensor& image, double cutoff, double gain, bool inv) {
  core::CheckImage("adjust_sigmoid", image);
  const at::Tensor e = core::ScalarPath(at::rsub(image, cutoff) * gain,
                                        [](const at::Tensor& x) { return at::exp(x); });
  const at::Tensor s = (e + 1.0).reciprocal() * 1.0;
  return inv ? at::rsub(s, 1.0) : s;
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(adjust_sigmoid, "kornia.enhance.adjust_sigmoid", m) {
  m.def("adjust_sigmoid(Tensor image, float cutoff=0.5, float gain=10, bool inv=False) -> Tensor",
        &kornia::enhance::adjust_sigmoid);
}
