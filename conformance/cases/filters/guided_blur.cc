// Conformance case of ops/filters/guided_blur. Per floating dtype, grey and
// colour guidances (C = 1, 3) over 1- and 3-channel inputs, each on a
// variant set: kernel 3, 5 separable, even 4, 1 x 1, 7 x 5 and 5 x 5 with
// subsample 2 and 3 (the fast guided filter), every border; the self-guided
// call (one tensor as both, Kornia's `input is guidance`); per-sample eps
// tensors (B,) replayed on three sets, a shared (1,) float64 eps (a grey
// result promoted to float64); uint8 images (float32 out); 1 x N and N x 1
// images; the threads-size image; the refusals.
#include "ops/filters/guided_blur.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace {

using filters::guided_blur;

struct Variant {
  const char* id;
  std::array<int64_t, 2> kernel;
  const char* border;
  int64_t subsample;
  bool separable;
  double eps;
};

constexpr Variant kVariants[] = {{"k3", {3, 3}, "reflect", 1, false, 0.01},
                                 {"k5_sep", {5, 5}, "replicate", 1, true, 0.1},
                                 {"k4", {4, 4}, "constant", 1, false, 0.01},
                                 {"k1", {1, 1}, "circular", 1, false, 0.01},
                                 {"k7x5_sub2", {7, 5}, "reflect", 2, false, 0.01},
                                 {"k5_sub3", {5, 5}, "replicate", 3, true, 0.05}};

KorniaCall Call(bool self, const Variant& v, KorniaArg eps) {
  return {.args = {In(0), In(self ? 0 : 1), std::vector<int64_t>{v.kernel[0], v.kernel[1]}, eps,
                   v.border, v.subsample, v.separable}};
}

std::vector<SweepPoint> Points() {
  std::vector<SweepPoint> points;
  auto pair = [&](const std::string& id, const torch::Tensor& g, const torch::Tensor& x,
                  const Variant& v) {
    points.push_back(Point(
        id, id, {g, x},
        [v](const Inputs& in) {
          return guided_blur(in[0], in[1], v.kernel, v.eps, v.border, v.subsample, v.separable);
        },
        Call(false, v, v.eps)));
  };
  auto self = [&](const std::string& id, const torch::Tensor& x, const Variant& v) {
    points.push_back(Point(
        id, id, {x},
        [v](const Inputs& in) {
          return guided_blur(in[0], in[0], v.kernel, v.eps, v.border, v.subsample, v.separable);
        },
        Call(true, v, v.eps)));
  };
  for (const auto& d : kFloatDtypes) {
    for (const auto& [gc, ic] : {std::pair{1, 1}, {1, 3}, {3, 3}, {3, 1}}) {
      const std::string base = c10::str(d.name, "_g", gc, "i", ic);
      const torch::Tensor g = UniformInput({2, gc, 13, 17}, d.type, base + "_g");
      const torch::Tensor x = UniformInput({2, ic, 13, 17}, d.type, base + "_x");
      for (const Variant& v : kVariants) pair(base + "_" + v.id, g, x, v);
    }
    for (int64_t c : {1, 3}) {
      const std::string base = c10::str(d.name, "_self", c);
      const torch::Tensor x = UniformInput({2, c, 13, 17}, d.type, base);
      self(base + "_k3", x, kVariants[0]);
      self(base + "_k5_sub3", x, kVariants[5]);
    }
    // Per-sample eps, one graph replayed on three sets; a shared float64 eps.
    for (int64_t c : {1, 3}) {
      const std::string cls = c10::str(d.name, "_g", c, "_eps");
      const torch::Tensor g = UniformInput({2, c, 13, 17}, d.type, cls + "_g");
      const torch::Tensor x = UniformInput({2, 3, 13, 17}, d.type, cls + "_x");
      const Variant& v = kVariants[0];
      auto run = [v](const Inputs& in) {
        return guided_blur(in[0], in[1], v.kernel, in[2], v.border, v.subsample, v.separable);
      };
      for (int k = 0; k < 3; ++k) {
        const std::string id = c10::str(cls, "_", "abc"[k]);
        points.push_back(Point(id, cls, {g, x, UniformInput({2}, torch::kFloat, id, 1e-3, 0.5)},
                               run, Call(false, v, In(2))));
      }
      const std::string id = cls + "_shared_f64";
      points.push_back(Point(id, id, {g, x, torch::full({1}, 0.02, torch::kDouble)}, run,
                             Call(false, v, In(2))));
    }
    pair(c10::str(d.name, "_1xN"), UniformInput({1, 3, 1, 40}, d.type, "1xN_g"),
         UniformInput({1, 3, 1, 40}, d.type, "1xN_x"), kVariants[2]);
    pair(c10::str(d.name, "_Nx1"), UniformInput({1, 1, 40, 1}, d.type, "Nx1_g"),
         UniformInput({1, 3, 40, 1}, d.type, "Nx1_x"), kVariants[1]);
  }
  for (const auto& [gc, ic] : {std::pair{1, 3}, {3, 3}}) {
    const std::string base = c10::str("uint8_g", gc, "i", ic);
    pair(base + "_k5_sep",
         MakeInput({2, gc, 13, 17}, torch::kByte, ValueClass::kUniform, SeedOf(base + "g"), 0, 255),
         MakeInput({2, ic, 13, 17}, torch::kByte, ValueClass::kUniform, SeedOf(base + "x"), 0, 255),
         Variant{"k5_sep", {5, 5}, "reflect", 1, true, 100.0});
  }
  self("float32_large_k5", LargeImage(torch::kFloat, 3, "guided_large"), kVariants[1]);
  self("float32_large_grey_k5", LargeImage(torch::kFloat, 1, "guided_large_grey"), kVariants[1]);
  return points;
}

}  // namespace
}  // namespace kornia::conformance::cases

KC_CASE(filters, guided_blur) {
  OpCase c = ImageOp(op);
  c.points = Points;
  c.batch_inputs = {0, 1, 2};
  c.tensor_args = {{"input", {.input = 1, .point = "float32_g3i3_k3", .dtypes = kEveryDtype}},
                   {"eps", {.input = 2, .point = "float32_g1_eps_a", .dtypes = kEveryDtype}}};
  c.tolerance = {
      .fused_ulp = {{"float32", 16}, {"float64", 16}, {"uint8", 16}},
      .reason =
          "the TensorExpr fuser contracts the box sums' multiply-adds and the "
          "addcmuls into FMAs, and a / (var + eps) scales those rounding steps (measured 6 ulp)"};
  const torch::Tensor g = ProbeImage(torch::kFloat, {2, 1, 6, 7});
  const torch::Tensor x = ProbeImage(torch::kFloat, {2, 3, 6, 7});
  auto call = [](const Inputs& in) { return guided_blur(in[0], in[1], {3, 3}, 0.01); };
  auto with_eps = [](const Inputs& in) { return guided_blur(in[0], in[1], {3, 3}, in[2]); };
  c.errors.push_back(Refused("input_batch", call, {g, x.narrow(0, 0, 1)},
                             "expected an input of the guidance's batch and size [2, 1, 6, 7], "
                             "but got shape [1, 3, 6, 7]"));
  c.errors.push_back(Refused("input_width", call, {g, x.narrow(3, 0, 5)},
                             "expected an input of the guidance's batch and size [2, 1, 6, 7], "
                             "but got shape [2, 3, 6, 5]"));
  c.errors.push_back(Refused("input_3d", call, {g, x.select(0, 0)},
                             "expected an input of shape (B, C, H, W) with non-empty C, H and W, "
                             "but got shape [3, 6, 7]"));
  c.errors.push_back({"subsample_0",
                      [g, x] {
                        guided_blur(g, x, {3, 3}, 0.01, "reflect", 0);
                      },
                      "expected a positive subsample, but got subsample = 0"});
  c.errors.push_back({"kernel_0",
                      [g, x] {
                        guided_blur(g, x, {0, 3}, 0.01);
                      },
                      "expected positive kernel sizes, but got kernel_size = (0, 3)"});
  c.errors.push_back(Refused("eps_shape", with_eps, {g, x, torch::ones({3})},
                             "expected eps of shape (B,) or (1,) with B = 2, but got shape [3]"));
  c.errors.push_back(
      Refused("eps_2d", with_eps, {g, x, torch::ones({2, 1})},
              "expected eps of shape (B,) or (1,) with B = 2, but got shape [2, 1]"));
  c.errors.push_back(Refused("eps_complex", with_eps,
                             {g, x, torch::ones({2}, torch::kComplexFloat)},
                             "expected eps of a real dtype, but got complex64", ErrorKind::kType));
  return c;
}
