// Conformance case of ops/enhance/integral_image.
#include "ops/enhance/integral_image.h"

#include "conformance/cases/enhance/family_sweep.h"

// Per dtype a (2, 3, 5, 7) image and a (5, 7) one; the float precision
// edges along W; every value class; a large point.
KC_CASE(enhance, integral_image) {
  OpCase c = DataOp(op, [call = op.call](torch::ScalarType d) { return call(ProbeImage(d)); });
  c.points = [call = op.call, large = op.name + "_large"] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, torch::Tensor x) {
      points.push_back(Point(id, cls, {std::move(x)}, OnImage(call)));
    };
    for (torch::ScalarType t : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble,
                                torch::kByte, torch::kInt, torch::kLong, torch::kBool}) {
      const double hi = torch::isFloatingType(t) ? 1.0 : 255.0;
      const std::string id = DtypeId(t) + "_w7", flat = DtypeId(t) + "_hw";
      add(id, id, UniformInput({2, 3, 5, 7}, t, id, 0, hi));
      add(flat, flat, UniformInput({5, 7}, t, flat, 0, hi));
    }
    for (const auto& d : kFloatDtypes) {
      for (int64_t w : kEdgeWidths) {
        const std::string id = std::string(d.name) + "_w" + std::to_string(w);
        add(id, id, UniformInput({1, 1, 3, w}, d.type, id));
      }
      for (ValueClass v : kAllValueClasses) {
        const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
        add(id, std::string(d.name) + "_w33", MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id)));
      }
    }
    add("float32_large", "float32_large", LargeImage(torch::kFloat, 3, large));
    return points;
  };
  c.errors = {{"rank_1", [] { enhance::integral_image(torch::ones({4})); },
               "expected an image of shape (*, H, W), but got shape [4]"},
              {"complex",
               [] {
                 enhance::integral_image(torch::rand({2, 3}, torch::kComplexFloat));
               },
               "expected a real image, but got complex64", std::nullopt, ErrorKind::kType}};
  return c;
}
