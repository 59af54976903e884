// Conformance case of ops/augmentation/color_jitter, a random op (see
// random_horizontal_flip.cc): four factor draws and a permutation after the
// gate, every step of the chain in the graph.
#include "ops/augmentation/color_jitter.h"

#include <ATen/CPUGeneratorImpl.h>

#include "conformance/cases/family.h"

KC_CASE(augmentation, color_jitter) {
  using augmentation::ColorJitter;
  using O = std::optional<std::vector<int64_t>>;
  RandomSpec sweep{.variants = {"random", "fixed", "reverse", "bc", "subset"},
                   .large_variant = "random",
                   .lo = -0.25,
                   .hi = 1.25};
  // The variants, one ColorJitter each:
  //   random   all four steps, the drawn order (the branchless select)
  //   fixed    all four steps, Kornia's benchmark order (0, 1, 2, 3)
  //   reverse  ranges given as pairs, order (3, 2, 1, 0)
  //   bc       brightness and contrast only (saturation and hue left out)
  //   subset   order (3, 1): two of four, brightness's draw unused
  sweep.call = [](const std::string& v, const augmentation::Gate& p, const at::Generator& gen,
                  const torch::Tensor& x) {
    if (v == "random") return ColorJitter({0.5}, {0.5}, {0.5}, {0.3}, p, std::nullopt, gen)(x);
    if (v == "fixed") return ColorJitter({0.5}, {0.5}, {0.5}, {0.3}, p, O({0, 1, 2, 3}), gen)(x);
    if (v == "reverse")
      return ColorJitter({0.2, 1.8}, {0.0, 3.0}, {0.5, 2.0}, {-0.5, 0.5}, p, O({3, 2, 1, 0}),
                         gen)(x);
    if (v == "bc") return ColorJitter({0.8}, {0.8}, {0.0}, {0.0}, p, std::nullopt, gen)(x);
    return ColorJitter({0.5}, {0.5}, {0.5}, {0.3}, p, O({3, 1}), gen)(x);
  };
  OpCase c = RandomOp(op, sweep);
  c.kornia_none = DrawnInside("the gate, factors and order",
                              "the steps are compared with kornia.enhance in their own cases");
  c.tolerance.fused_ulp = {{"float32", 1024}, {"float64", 2048}};
  c.tolerance.reason =
      "its contrast and saturation steps' bounds (adjust_contrast_with_mean_subtraction: 1024 "
      "float32, 256 float64; adjust_saturation_with_gray_subtraction: 256, 2048): measured 1 ulp "
      "float64 on the (3, 4, 5) keepdim points, 2.14.1 (the other points' graphs are too large "
      "for the fused check here)";
  const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
  auto make = [gen](std::vector<double> b, std::vector<double> h, O order = std::nullopt) {
    return [gen, b, h, order] { ColorJitter(b, {0.0}, {0.0}, h, 0.5, order, gen); };
  };
  // ColorJitter(0, contrast, 0, hue) at p = 0.5 on `gen`, applied to inputs[0].
  auto applied = [gen](std::vector<double> contrast, std::vector<double> h) {
    return OpFn([=](const Inputs& in) {
      return ColorJitter({0.0}, contrast, {0.0}, h, 0.5, std::nullopt, gen)(in[0]);
    });
  };
  c.errors.insert(
      c.errors.end(),
      {{"brightness_negative", make({-0.1}, {0.0}),
        "expected brightness a finite number >= 0, but got brightness = -0.1"},
       {"brightness_three", make({0.1, 0.2, 0.3}, {0.0}),
        "expected brightness one number or a (min, max) pair, but got "
        "brightness = (0.1, 0.2, 0.3)"},
       {"brightness_reversed", make({1.5, 0.5}, {0.0}),
        "expected brightness a range (min, max) with 0 <= min <= max <= inf, but "
        "got brightness range = (1.5, 0.5)"},
       {"brightness_inf", make({0.0, std::numeric_limits<double>::infinity()}, {0.0}),
        "expected a finite brightness range, but got brightness = (0, inf)"},
       {"hue_above", make({0.0}, {0.6}),
        "expected hue a range (min, max) with -0.5 <= min <= max <= 0.5, but got "
        "hue range = (-0.5, 0.6)"},
       {"order_4", make({0.1}, {0.0}, O({0, 4})),
        "expected order entries in 0..3 (brightness, contrast, saturation, hue), "
        "but got order entry 4"},
       {"order_repeat", make({0.1}, {0.0}, O({1, 1})),
        "expected an order without repeats, but got index 1 twice"},
       Refused("gray_with_hue", applied({0.0}, {0.1}), {torch::rand({1, 4, 4})},
               "expected an image of shape (B, 3, H, W), (3, H, W) or (H, W), but got shape "
               "[1, 4, 4]"),
       Refused("empty_with_contrast", applied({0.1}, {0.0}), {torch::rand({2, 3, 0, 4})},
               "expected an image of shape (B, C, H, W), (C, H, W) or (H, W) with non-empty C, H "
               "and W, "
               "but got shape [2, 3, 0, 4]")});
  // Its hue and saturation steps' kernels (_adjust_hue,
  // _saturation_gray_subtraction) on the special triples, a generator of
  // its own seed per call. The hue step with +0.0 only: the clamp first
  // turns some -0.0 into +0.0 (ATen's vector and scalar paths differ), a tie.
  const auto jitter = [](std::vector<double> s, std::vector<double> h) {
    return [s, h](const torch::Tensor& x) {
      return ColorJitter({0.0}, {0.0}, s, h, 1.0, std::nullopt,
                         at::detail::createCPUGenerator(3))(x);
    };
  };
  AddCompositePoints(c, "hue", [] { return RgbSpecialLayouts(false); }, {jitter({0.0}, {0.5})});
  AddCompositePoints(c, "saturation", [] { return RgbSpecialLayouts(true, true); },
                     {jitter({0.5}, {0.0})});
  return c;
}
