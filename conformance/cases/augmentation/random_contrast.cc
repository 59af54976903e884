// Conformance case of ops/augmentation/random_contrast (family_factor.h: the
// one-factor random augmentations' case).
#include "ops/augmentation/random_contrast.h"

#include "conformance/cases/augmentation/family_factor.h"

KC_CASE(augmentation, random_contrast) {
  auto make = [](const std::vector<double>& range, bool clip, const augmentation::Gate& p,
                 const at::Generator& g, const torch::Tensor& x) {
    augmentation::RandomContrast op(range, clip, p, g);
    return x.defined() ? op(x) : x;
  };
  return FactorOp(op, make,
                  {.factor = "contrast",
                   .range = {0.0, 3.0},
                   .scalar = 1.5,
                   .out_of_bounds = {-0.5, 1.0},
                   .bounds = "0 <= min <= max <= inf",
                   .out_of_bounds_text = "(-0.5, 1)"});
}
