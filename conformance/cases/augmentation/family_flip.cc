#include "conformance/cases/augmentation/family_flip.h"

#include <ATen/CPUGeneratorImpl.h>

#include <string>
#include <utility>

namespace kornia::conformance::cases {

OpCase FlipOp(const core::OpSpec& op, FlipCall call,
              std::function<void(double p, const at::Generator&)> make) {
  RandomSpec sweep;
  sweep.dtypes.push_back({torch::kByte, "uint8"});
  sweep.call = [call = std::move(call)](const std::string&, double p, const at::Generator& gen,
                                        const torch::Tensor& x) { return call(p, gen, x); };
  OpCase c = RandomOp(op, sweep);
  c.kornia_none =
      "the flip decisions are drawn from the harness's generator inside op(x); Kornia draws "
      "from torch's global generator, so the two cannot be given the same draws";
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  c.errors.push_back(
      {"p_1_5", [gen, make] { make(1.5, gen); }, "expected p in [0, 1], but got p = 1.5"});
  return c;
}

}  // namespace kornia::conformance::cases
