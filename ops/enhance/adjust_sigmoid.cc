#include "ops/enhance/adjust_sigmoid.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/exp.h>
#include <ATen/ops/rsub.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

at::Tensor adjust_sigmoid(const at::Tensor& image, double cutoff, double gain, bool inv) {
  core::CheckImage(adjust_sigmoid_op(), image);
  const at::Tensor e = core::ScalarPath(at::rsub(image, cutoff) * gain,
                                        [](const at::Tensor& x) { return at::exp(x); });
  const at::Tensor s = (e + 1.0).reciprocal() * 1.0;
  return inv ? at::rsub(s, 1.0) : s;
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_sigmoid,
      {.kornia = "kornia.enhance.adjust_sigmoid",
       .module = {"AdjustSigmoid", {"cutoff", "gain", "inv"}, {"image"}},
       .image = core::ImageSpec{},
       .overloads = {core::Def(
           "(Tensor image, float cutoff=0.5, float gain=10, bool inv=False) -> Tensor",
           &kornia::enhance::adjust_sigmoid)},
       .call = [](const at::Tensor& x) { return adjust_sigmoid(x); }});

}  // namespace kornia::enhance
