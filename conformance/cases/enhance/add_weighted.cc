// Conformance case of ops/enhance/add_weighted.
#include "ops/enhance/add_weighted.h"

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace add_weighted_case {

using enhance::add_weighted;

torch::Tensor Host(const Inputs& in) { return add_weighted(in[0], 0.7, in[1], 0.3, 0.05); }

// Two images per point (src1, src2): per floating dtype every tail and edge
// width and every value class (one shape class) at host coefficients; host
// coefficient variants; tensor coefficients per sample (B, 1, 1, 1) and 0-dim,
// traced once and replayed across values.
std::vector<SweepPoint> AddWeightedPoints() {
  std::vector<SweepPoint> points;
  auto host = [&](std::string id, std::string cls, const Dt& d, torch::Tensor a, torch::Tensor b) {
    SweepPoint p = Point(std::move(id), std::move(cls), d.name, {std::move(a), std::move(b)}, Host);
    p.kornia = R"({"args": ["$0", 0.7, "$1", 0.3, 0.05]})";
    points.push_back(std::move(p));
  };
  for (const auto& d : kFloatDtypes) {
    std::vector<int64_t> widths(std::begin(kTailWidths), std::end(kTailWidths));
    widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
    for (int64_t w : widths) {
      const std::string id = std::string(d.name) + "_w" + std::to_string(w);
      host(id, id, d, MakeInput({2, 3, 3, w}, d.type, ValueClass::kUniform, SeedOf(id)),
           MakeInput({2, 3, 3, w}, d.type, ValueClass::kUniform, SeedOf(id + "_src2")));
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
      host(id, std::string(d.name) + "_w33", d, MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id)),
           MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id + "_src2")));
    }
    const std::string cls = std::string(d.name) + "_tensor_coefficients";
    const torch::Tensor a = MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls));
    const torch::Tensor b =
        MakeInput({2, 3, 3, 33}, d.type, ValueClass::kUniform, SeedOf(cls + "_src2"));
    auto per_sample = [&](double x, double y) {
      return torch::tensor({x, y}).to(d.type).view({2, 1, 1, 1});
    };
    for (auto [x, y] : {std::pair{0.7, 0.3}, {1.0, 0.0}, {-0.5, 2.0}})
      points.push_back(
          Point(cls + "_" + ValueId(x) + "_" + ValueId(y), cls, d.name,
                {a, per_sample(x, y), b, per_sample(y, x), torch::tensor(0.05).to(d.type)},
                [](const Inputs& in) { return add_weighted(in[0], in[1], in[2], in[3], in[4]); }));
    const std::string var = std::string(d.name) + "_alpha1_beta1_gamma0";
    SweepPoint p = Point(var, var, d.name, {a, b}, [](const Inputs& in) {
      return add_weighted(in[0], 1.0, in[1], 1.0, 0.0);
    });
    p.kornia = R"({"args": ["$0", 1.0, "$1", 1.0, 0.0]})";
    points.push_back(std::move(p));
  }
  host("float32_large", "float32_large", kFloatDtypes[2],
       LargeImage(torch::kFloat, 3, "add_weighted_large"),
       LargeImage(torch::kFloat, 3, "add_weighted_large_src2"));
  return points;
}

OpCase AddWeighted() {
  OpCase c =
      ImageOp({.name = "add_weighted",
               .package = "enhance",
               .kornia = "kornia.enhance.add_weighted",
               .image = {.noun = "src1"},
               .call = [](const torch::Tensor& x) { return add_weighted(x, 0.7, x, 0.3, 0.05); }});
  c.points = AddWeightedPoints;
  c.batch_inputs = {0, 1, 2, 3};
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  c.errors.insert(
      c.errors.end(),
      {{"src2_shape",
        [x] {
          add_weighted(x, 0.5, torch::rand({2, 3, 4, 5}), 0.5, 0.0);
        },
        "add_weighted(): expected src2 of src1's shape [2, 3, 4, 4], but got shape [2, 3, 4, 5]"},
       {"src2_dtype", [x] { add_weighted(x, 0.5, x.to(torch::kDouble), 0.5, 0.0); },
        "add_weighted(): expected src2 of src1's dtype float32, but got float64"},
       {"alpha_wrong_shape",
        [x] {
          const torch::Tensor one = torch::ones({});
          add_weighted(x, torch::ones({3, 1, 1, 1}), x, one, one);
        },
        "add_weighted(): expected alpha of a shape that broadcasts to [2, 3, 4, 4], but got shape "
        "[3, 1, 1, 1]"}});
  return c;
}

KC_REGISTER_CASE(AddWeighted);

}  // namespace add_weighted_case
}  // namespace kornia::conformance::cases
