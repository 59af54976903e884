// Conformance case of ops/color/rgb_to_grayscale.
#include "ops/color/rgb_to_grayscale.h"

#include "conformance/cases/family.h"

KC_CASE(color, rgb_to_grayscale) {
  using color::rgb_to_grayscale;
  OpCase c = ColorOp(op);
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    // Explicit weights as a graph input, replayed on a second set.
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_weights";
      const torch::Tensor x = UniformInput({2, 3, 3, 33}, d.type, cls);
      for (auto [name, w] : {std::pair{"bt709", std::array<double, 3>{0.2126, 0.7152, 0.0722}},
                             {"equal", {1.0 / 3, 1.0 / 3, 1.0 / 3}}})
        points.push_back(Point(cls + "_" + name, cls,
                               {x, torch::tensor({w[0], w[1], w[2]}).to(d.type)},
                               [](const Inputs& in) { return rgb_to_grayscale(in[0], in[1]); }));
    }
    // uint8: every grey level, every level in one channel, and uniform bytes.
    auto run = [](const Inputs& in) { return rgb_to_grayscale(in[0]); };
    const torch::Tensor k = torch::arange(256).to(torch::kByte);
    const torch::Tensor z = torch::zeros({256}, torch::kByte);
    const torch::Tensor levels = torch::stack({torch::stack({k, k, k}), torch::stack({k, z, z}),
                                               torch::stack({z, k, z}), torch::stack({z, z, k})});
    points.push_back(Point("uint8_levels", "uint8_levels", {levels.view({4, 3, 16, 16})}, run));
    for (int64_t w : {7, 33, 257}) {
      const std::string id = "uint8_w" + std::to_string(w);
      points.push_back(Point(id, id, {UniformInput({2, 3, 3, w}, torch::kByte, id, 0, 255)}, run));
    }
    return points;
  });
  c.tolerance.fused_ulp = {{"float32", 4}, {"float64", 4}};
  c.tolerance.reason =
      "the TensorExpr fuser evaluates r*w_r + g*w_g + b*w_b (mul, addcmul, addcmul) as one "
      "expression with its own contraction: measured with exact ulp distances (2.14.1, pinned "
      "numeric environment, AMD Zen 3) at most 3 ulp in float32 and 2 in float64 over every point, "
      "the cancelling 'interesting'/'large' value classes included (the 512 declared before came "
      "from the float64 distance computed through double); the bound keeps one ulp for the fuser's "
      "LLVM code on other x86 CPUs; float16/bfloat16 are not fused on CPU and stay exact";
  c.errors.push_back({"weights_shape",
                      [] {
                        rgb_to_grayscale(torch::rand({3, 2, 2}), torch::rand({4}));
                      },
                      "expected rgb_weights of shape (3,), but got shape [4]"});
  c.errors.push_back({"uint8_weights",
                      [] {
                        rgb_to_grayscale(torch::zeros({3, 2, 2}, torch::kByte), torch::rand({3}));
                      },
                      "expected the default weights for a uint8 image"});
  c.tensor_args = {{"rgb_weights", {.input = 1, .dtypes = kEveryDtype}}};
  // Every RGB triple through the uint8 kernel (_gray_uint8) and its composite.
  AddCompositePoints(c, "uint8", EveryTripleInput, {op.call});
  return c;
}
