// Conformance case of ops/enhance/adjust_saturation.
#include "ops/enhance/adjust_saturation.h"

#include <cmath>
#include <vector>

#include "conformance/cases/enhance/family_factor.h"

// FactorOp's sweep with the color sweep's channel ties, greys and blacks.
KC_CASE(enhance, adjust_saturation) {
  auto f = [](const torch::Tensor& x, const auto& v) { return enhance::adjust_saturation(x, v); };
  OpCase c = FactorOp(op, {.factor = 1.5,
                           .op = f,
                           .host_values = {0.0, 0.5, 1.0, 2.0, 10.0},
                           .pairs = {{1.5, 0.5}, {0.0, 2.0}, {1.0, 1.0}, {10.0, 0.25}},
                           .per_channel = false,
                           .ties = true});
  // The kernel (_adjust_saturation, Kornia's direct RGB form in one pass):
  // float32 on the special triples at factors in and past [0, 1] (negative,
  // huge, NaN, infinite), per sample and per pixel (the ATen form), and on
  // every uint8 triple over 255; uint8 (load, the float form, round) on the
  // layouts at a grid of factors, and on every RGB triple.
  const auto at = [](double v) {
    return [v](const torch::Tensor& x) { return enhance::adjust_saturation(x, v); };
  };
  const ImageCall per_pixel = [](const torch::Tensor& x) {
    return enhance::adjust_saturation(x, PerPixel(x, 0, 3));
  };
  std::vector<ImageCall> specials;
  for (const double v : {0.0, 0.5, 1.0, 1.5, 2.0, 10.0, -1.0, 1e30, static_cast<double>(NAN),
                         static_cast<double>(INFINITY), -static_cast<double>(INFINITY)})
    specials.push_back(at(v));
  specials.push_back([](const torch::Tensor& x) {
    return enhance::adjust_saturation(x, PerSample(x, -0.5, 3.0));
  });
  specials.push_back(per_pixel);
  AddCompositePoints(
      c, "specials", [] { return RgbSpecialLayouts(); }, specials);
  AddCompositePoints(c, "float32", EveryTripleUnitInput, {at(0.5), at(1.5), at(10.0)});
  std::vector<ImageCall> u8;
  for (const double v : {0.0, 0.25, 0.5, 0.9, 1.0, 1.1, 1.5, 2.0, 4.0, 10.0, 1e6, -1.0,
                         static_cast<double>(NAN), static_cast<double>(INFINITY)})
    u8.push_back(at(v));
  u8.push_back(
      [](const torch::Tensor& x) { return enhance::adjust_saturation(x, PerSample(x, 0.0, 3.0)); });
  u8.push_back([](const torch::Tensor& x) {
    return enhance::adjust_saturation(x, PerPixel(x, -2, 2).abs());
  });
  AddCompositePoints(
      c, "uint8_factors", [] { return U8Layouts(3); }, u8);
  AddCompositePoints(c, "uint8", EveryTripleInput, {at(0.5), at(1.5), at(10.0)});
  return c;
}
