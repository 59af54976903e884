// Conformance case of ops/enhance/add_weighted.
#include "ops/enhance/add_weighted.h"

#include "conformance/cases/enhance/family_sweep.h"

// Two images per point (src1, src2): per floating dtype every tail and edge
// width and every value class (one shape class) at host coefficients; host
// coefficient variants; tensor coefficients per sample (B, 1, 1, 1) and 0-dim,
// traced once and replayed across values.
KC_CASE(enhance, add_weighted) {
  using enhance::add_weighted;
  // Its descriptor has no call: the op blends two images (its benchmark is
  // bench/enhance/add_weighted_bench.cc, on two).
  OpCase c = ImageOp(op, [](const torch::Tensor& x) { return add_weighted(x, 0.7, x, 0.3, 0.05); });
  c.points = [large = op.name + "_large"] {
    std::vector<SweepPoint> points;
    auto host = [&](std::string id, std::string cls, torch::Tensor a, torch::Tensor b) {
      points.push_back(WithKornia(
          Point(std::move(id), std::move(cls), {std::move(a), std::move(b)},
                [](const Inputs& in) { return add_weighted(in[0], 0.7, in[1], 0.3, 0.05); }),
          {.args = {In(0), 0.7, In(1), 0.3, 0.05}}));
    };
    for (const auto& d : kFloatDtypes) {
      auto input = [&](const std::string& id, ValueClass v = ValueClass::kUniform) {
        return MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id));
      };
      for (int64_t w : SweepWidths()) {
        const std::string id = std::string(d.name) + "_w" + std::to_string(w);
        host(id, id, MakeInput({2, 3, 3, w}, d.type, ValueClass::kUniform, SeedOf(id)),
             MakeInput({2, 3, 3, w}, d.type, ValueClass::kUniform, SeedOf(id + "_src2")));
      }
      for (ValueClass v : kAllValueClasses) {
        if (v == ValueClass::kUniform) continue;
        const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
        host(id, std::string(d.name) + "_w33", input(id, v), input(id + "_src2"));
      }
      const std::string cls = std::string(d.name) + "_tensor_coefficients";
      const torch::Tensor a = input(cls), b = input(cls + "_src2");
      auto per_sample = [&](double x, double y) {
        return torch::tensor({x, y}).to(d.type).view({2, 1, 1, 1});
      };
      for (auto [x, y] : {std::pair{0.7, 0.3}, {1.0, 0.0}, {-0.5, 2.0}})
        points.push_back(Point(
            cls + "_" + ValueId(x) + "_" + ValueId(y), cls,
            {a, per_sample(x, y), b, per_sample(y, x), torch::tensor(0.05).to(d.type)},
            [](const Inputs& in) { return add_weighted(in[0], in[1], in[2], in[3], in[4]); }));
      const std::string var = std::string(d.name) + "_alpha1_beta1_gamma0";
      points.push_back(WithKornia(
          Point(var, var, {a, b},
                [](const Inputs& in) { return add_weighted(in[0], 1.0, in[1], 1.0, 0.0); }),
          {.args = {In(0), 1.0, In(1), 1.0, 0.0}}));
    }
    host("float32_large", "float32_large", LargeImage(torch::kFloat, 3, large),
         LargeImage(torch::kFloat, 3, large + "_src2"));
    return points;
  };
  c.batch_inputs = {0, 1, 2, 3};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), one = torch::ones({});
  c.errors.insert(
      c.errors.end(),
      {{"src2_shape",
        [x] {
          add_weighted(x, 0.5, torch::rand({2, 3, 4, 5}), 0.5, 0.0);
        },
        "expected src2 of src1's shape [2, 3, 4, 4], but got shape [2, 3, 4, 5]"},
       {"src2_dtype", [x] { add_weighted(x, 0.5, x.to(torch::kDouble), 0.5, 0.0); },
        "expected src2 of src1's dtype float32, but got float64", std::nullopt, ErrorKind::kType},
       {"alpha_wrong_shape",
        [x, one] {
          add_weighted(x, torch::ones({3, 1, 1, 1}), x, one, one);
        },
        "expected alpha of a shape that broadcasts to [2, 3, 4, 4], but got shape [3, 1, 1, 1]"}});
  // src2 in src1's dtype; the coefficients any (Kornia's as_tensor).
  const std::string tensors = "float32_tensor_coefficients_0p7_0p3";
  c.tensor_args = {{"src2", {.input = 1, .point = "float32_w1", .image_dtype = true}},
                   {"alpha", {.input = 1, .point = tensors, .dtypes = kEveryDtype}},
                   {"beta", {.input = 3, .point = tensors, .dtypes = kEveryDtype}},
                   {"gamma", {.input = 4, .point = tensors, .dtypes = kEveryDtype}}};
  return c;
}
