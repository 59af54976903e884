#include "conformance/cases/augmentation/family_flip.h"

#include <ATen/CPUGeneratorImpl.h>

#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

OpCase FlipOp(const core::OpSpec& op, FlipCall call,
              std::function<void(double p, const at::Generator&)> make) {
  RandomSpec sweep;
  sweep.dtypes.push_back({torch::kByte, "uint8"});
  sweep.call = [call](const std::string&, const augmentation::Gate& p, const at::Generator& gen,
                      const torch::Tensor& x) { return call(p, gen, x); };
  OpCase c = RandomOp(op, sweep);
  c.kornia_none = DrawnInside("the flip decisions");
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  c.errors.push_back(
      {"p_1_5", [gen, make] { make(1.5, gen); }, "expected p in [0, 1], but got p = 1.5"});
  // The composite check's points of the flip kernel (a byte move): every
  // layout and lane width's bit patterns, at p 0 and 1 (each image one way)
  // and 0.5 under two seeds (mixed); each call a generator of its own seed,
  // so the native and composite runs draw the same gates.
  std::vector<ImageCall> calls;
  for (const auto& [p, seed] : {std::pair{0.0, 1}, {1.0, 1}, {0.5, 7}, {0.5, 8}})
    calls.push_back([call, p = p, seed = seed](const torch::Tensor& x) {
      return call(p, at::detail::createCPUGenerator(seed), x);
    });
  AddCompositePoints(
      c, "gates",
      [] {
        std::vector<Layout> inputs = U8Layouts(3);
        for (auto& l : BitPatterns(3)) inputs.push_back(std::move(l));
        return inputs;
      },
      calls);
  return c;
}

}  // namespace kornia::conformance::cases
