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
  // Every coefficient a tensor (inputs 1, 3 and 4).
  const OpFn tensors = [](const Inputs& in) {
    return add_weighted(in[0], in[1], in[2], in[3], in[4]);
  };
  c.points = [tensors, large = op.name + "_large"] {
    std::vector<SweepPoint> points;
    const OpFn host = [](const Inputs& in) { return add_weighted(in[0], 0.7, in[1], 0.3, 0.05); };
    const KorniaCall host_call{.args = {In(0), 0.7, In(1), 0.3, 0.05}};
    for (const auto& d : kFloatDtypes) {
      // src1 in value class v, src2 uniform.
      auto two = [&](const std::string& id, int64_t w, ValueClass v) {
        return Inputs{MakeInput({2, 3, 3, w}, d.type, v, SeedOf(id)),
                      UniformInput({2, 3, 3, w}, d.type, id + "_src2")};
      };
      Append(points, FloatSweepPoints(d, {.inputs = two, .run = host, .kornia = host_call}));
      const std::string cls = std::string(d.name) + "_tensor_coefficients";
      const Inputs ab = two(cls, 33, ValueClass::kUniform);
      auto per_sample = [&](double x, double y) {
        return torch::tensor({x, y}).to(d.type).view({2, 1, 1, 1});
      };
      Append(points, ReplayPoints(
                         cls, {{0.7, 0.3}, {1.0, 0.0}, {-0.5, 2.0}},
                         [&](const std::vector<double>& v) {
                           return Inputs{ab[0], per_sample(v[0], v[1]), ab[1],
                                         per_sample(v[1], v[0]), torch::tensor(0.05).to(d.type)};
                         },
                         tensors));
      const std::string var = std::string(d.name) + "_alpha1_beta1_gamma0";
      points.push_back(Point(
          var, var, ab, [](const Inputs& in) { return add_weighted(in[0], 1.0, in[1], 1.0, 0.0); },
          {.args = {In(0), 1.0, In(1), 1.0, 0.0}}));
    }
    points.push_back(
        Point("float32_large", "float32_large",
              {LargeImage(torch::kFloat, 3, large), LargeImage(torch::kFloat, 3, large + "_src2")},
              host, host_call));
    return points;
  };
  c.batch_inputs = {0, 1, 2, 3};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), one = torch::ones({});
  const OpFn halves = [](const Inputs& in) { return add_weighted(in[0], 0.5, in[1], 0.5, 0.0); };
  c.errors.insert(
      c.errors.end(),
      {Refused("src2_shape", halves, {x, torch::rand({2, 3, 4, 5})},
               "expected src2 of src1's shape [2, 3, 4, 4], but got shape [2, 3, 4, 5]"),
       Refused("src2_dtype", halves, {x, x.to(torch::kDouble)},
               "expected src2 of src1's dtype float32, but got float64", ErrorKind::kType),
       Refused("alpha_wrong_shape", tensors, {x, torch::ones({3, 1, 1, 1}), x, one, one},
               "expected alpha of a shape that broadcasts to [2, 3, 4, 4], but got shape "
               "[3, 1, 1, 1]")});
  // src2 in src1's dtype; the coefficients any (Kornia's as_tensor).
  const std::string tensor_point = "float32_tensor_coefficients_0p7_0p3";
  c.tensor_args = {{"src2", {.input = 1, .point = "float32_w1", .image_dtype = true}},
                   {"alpha", {.input = 1, .point = tensor_point, .dtypes = kEveryDtype}},
                   {"beta", {.input = 3, .point = tensor_point, .dtypes = kEveryDtype}},
                   {"gamma", {.input = 4, .point = tensor_point, .dtypes = kEveryDtype}}};
  return c;
}
