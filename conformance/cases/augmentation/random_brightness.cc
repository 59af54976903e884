// Conformance case of ops/augmentation/random_brightness (family_factor.h: the
// one-factor random augmentations' case).
#include "ops/augmentation/random_brightness.h"

#include "conformance/cases/augmentation/family_factor.h"

KC_CASE(augmentation, random_brightness) {
  auto make = [](const std::vector<double>& range, bool clip, const augmentation::Gate& p,
                 const at::Generator& g, const torch::Tensor& x) {
    augmentation::RandomBrightness op(range, clip, p, g);
    return x.defined() ? op(x) : x;
  };
  return FactorOp(op, make,
                  {.factor = "brightness",
                   .range = {0.2, 1.8},
                   .scalar = 0.5,
                   .out_of_bounds = {0.5, 2.5},
                   .bounds = "0 <= min <= max <= 2",
                   .out_of_bounds_text = "(0.5, 2.5)"});
}
