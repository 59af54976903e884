#include "conformance/cases/augmentation/family_factor.h"

#include <ATen/CPUGeneratorImpl.h>
#include <c10/util/StringUtil.h>

#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

OpCase FactorOp(const core::OpSpec& op, FactorAugmentation make, const FactorCase& f) {
  RandomSpec sweep;
  sweep.variants = {"default", "range", "noclip", "scalar"};
  sweep.large_variant = "range";
  sweep.lo = -0.25, sweep.hi = 1.25;
  sweep.call = [f, make](const std::string& v, const augmentation::Gate& p,
                         const at::Generator& gen, const torch::Tensor& x) {
    if (v == "default") return make({1.0, 1.0}, true, p, gen, x);
    if (v == "range") return make(f.range, true, p, gen, x);
    if (v == "noclip") return make(f.range, false, p, gen, x);
    return make({f.scalar}, true, p, gen, x);
  };
  OpCase c = RandomOp(op, sweep);
  c.kornia_none = DrawnInside("the gate and the factor",
                              c10::str("the apply step is adjust_", f.factor,
                                       ", compared with kornia.enhance in its own case"));
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  const torch::Tensor none;
  auto refused = [make, gen, none](std::vector<double> range, double p) {
    return [make, gen, none, range, p] { make(range, true, p, gen, none); };
  };
  const std::string expected = "expected " + f.factor;
  c.errors.insert(
      c.errors.end(),
      {{f.factor + "_reversed", refused({1.5, 0.5}, 0.5),
        c10::str(expected, " a range (min, max) with ", f.bounds, ", but got ", f.factor,
                 " range = (1.5, 0.5)")},
       {f.factor + "_negative", refused({-0.5}, 0.5),
        c10::str(expected, " a finite number >= 0, but got ", f.factor, " = -0.5")},
       {f.factor + "_bound", refused(f.out_of_bounds, 0.5),
        c10::str(expected, " a range (min, max) with ", f.bounds, ", but got ", f.factor,
                 " range = ", f.out_of_bounds_text)},
       {"p_negative", refused({1.0, 1.0}, -0.5), "expected p in [0, 1], but got p = -0.5"}});
  return c;
}

}  // namespace kornia::conformance::cases
