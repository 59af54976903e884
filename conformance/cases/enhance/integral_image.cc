// Conformance case of ops/enhance/integral_image.
#include "ops/enhance/integral_image.h"

#include <utility>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace integral_image_case {

using enhance::integral_image;

// Per dtype a (2, 3, 5, 7) image and a (5, 7) one; the float precision
// edges along W; every value class; a large point.
std::vector<SweepPoint> IntegralImagePoints() {
  std::vector<SweepPoint> points;
  auto run = [](const Inputs& in) { return integral_image(in[0]); };
  std::vector<std::pair<torch::ScalarType, std::string>> dtypes;
  for (const auto& d : kFloatDtypes) dtypes.push_back({d.type, d.name});
  for (torch::ScalarType t : {torch::kByte, torch::kInt, torch::kLong, torch::kBool})
    dtypes.push_back({t, DtypeId(t)});
  for (const auto& [t, name] : dtypes) {
    const double hi = torch::isFloatingType(t) ? 1.0 : 255.0;
    const std::string id = name + "_w7";
    points.push_back(Point(
        id, id, name, {MakeInput({2, 3, 5, 7}, t, ValueClass::kUniform, SeedOf(id), 0, hi)}, run));
    const std::string flat = name + "_hw";
    points.push_back(Point(flat, flat, name,
                           {MakeInput({5, 7}, t, ValueClass::kUniform, SeedOf(flat), 0, hi)}, run));
  }
  for (const auto& d : kFloatDtypes) {
    for (int64_t w : kEdgeWidths) {
      const std::string id = std::string(d.name) + "_w" + std::to_string(w);
      points.push_back(Point(id, id, d.name,
                             {MakeInput({1, 1, 3, w}, d.type, ValueClass::kUniform, SeedOf(id))},
                             run));
    }
    for (ValueClass v : kAllValueClasses) {
      const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
      points.push_back(Point(id, std::string(d.name) + "_w33", d.name,
                             {MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id))}, run));
    }
  }
  points.push_back(Point("float32_large", "float32_large", "float32",
                         {LargeImage(torch::kFloat, 3, "integral_image_large")}, run));
  return points;
}

OpCase IntegralImage() {
  OpCase c;
  c.name = "integral_image";
  c.package = "enhance";
  c.kornia = "kornia.enhance.integral_image";
  c.claimed_dtypes = SignatureDtypes(core::ImageDtypes::kReal);
  c.probe = [](torch::ScalarType d) { return integral_image(ProbeImage(d)); };
  c.points = IntegralImagePoints;
  c.batch_inputs = {0};
  c.errors = {{"rank_1", [] { integral_image(torch::ones({4})); },
               "integral_image(): expected an image of shape (*, H, W), but got shape [4]"},
              {"complex",
               [] {
                 integral_image(torch::rand({2, 3}, torch::kComplexFloat));
               },
               "integral_image(): expected a real image, but got complex64"}};
  return c;
}

KC_REGISTER_CASE(IntegralImage);

}  // namespace integral_image_case
}  // namespace kornia::conformance::cases
