// Bodies of family_zca.h.
#include "conformance/cases/enhance/family_zca.h"

#include <torch/types.h>

#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/enhance/family_sweep.h"

namespace kornia::conformance::cases {
namespace {

// Kornia's call: (inp, dim, unbiased, eps[, return_inverse]), outputs flattened.
KorniaCall ZcaKornia(const ZcaArgs& a, bool fit) {
  KorniaCall k{.args = {In(0), a.dim, a.unbiased, a.eps}, .pack = "flat"};
  if (fit) k.args.push_back(a.return_inverse);
  return k;
}

std::vector<SweepPoint> ZcaPoints(const ZcaCall& call, bool fit) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    const std::string dt = d.name;
    auto add = [&](const std::string& id, torch::Tensor x, ZcaArgs a) {
      points.push_back(Point(
          dt + "_" + id, dt + "_" + id, {std::move(x)},
          [call, a](const Inputs& in) { return call(in[0], a); }, ZcaKornia(a, fit)));
    };
    auto uniform = [&](std::vector<int64_t> shape, const std::string& id) {
      return MakeInput(shape, d.type, ValueClass::kUniform, SeedOf(dt + "_zca_" + id), -1.0, 1.0);
    };
    for (auto [f, n] : {std::pair<int64_t, int64_t>{3, 20}, {8, 33}, {4, 2}, {12, 3}, {5, 129}}) {
      const std::string id = c10::str("f", f, "_n", n);
      add(id, uniform({f, n}, id), {});
      if (fit) add(id + "_inverse", uniform({f, n}, id), {.return_inverse = true});
    }
    add("docstring", uniform({3, 20, 2, 2}, "docstring"), {.return_inverse = fit});
    torch::Tensor constant = uniform({4, 17}, "constant");
    constant[2].fill_(0.25);
    add("constant_feature", constant, {.return_inverse = fit});
    const torch::Tensor base = uniform({3, 17}, "duplicate");
    add("duplicate_features", torch::cat({base, base.narrow(0, 0, 2)}), {});
    add("offset_scaled", uniform({4, 25}, "offset") * 8.0 + 100.0, {.return_inverse = fit});
    add("biased", uniform({4, 9}, "biased"), {.unbiased = false});
    add("biased_one_sample", uniform({4, 1}, "one"), {.unbiased = false, .return_inverse = fit});
    add("eps_0", uniform({3, 20}, "eps0"), {.eps = 0.0});
    add("eps_0p1", uniform({3, 20}, "eps01"), {.eps = 0.1, .return_inverse = fit});
    add("dim_m1", uniform({2, 3, 11}, "dimm1"), {.dim = -1});
  }
  points.push_back(Point(
      "float32_large", "float32_large",
      {MakeInput({16, 4096}, torch::kFloat, ValueClass::kUniform, SeedOf(std::string("zca_large")),
                 -1.0, 1.0)},
      [call](const Inputs& in) { return call(in[0], ZcaArgs{}); }, ZcaKornia(ZcaArgs{}, fit)));
  // The sums over 73,984 half samples of F = 3 features (HalfReductionImage).
  for (SweepPoint& p :
       HalfReductionPoints(fit ? "zca_mean" : "zca_whiten", 3,
                           [call, fit](const std::string&id, const torch::Tensor&x) {
                             return Point(
                                 id, id, {x.reshape({3, -1})},
                                 [call](const Inputs& in) { return call(in[0], ZcaArgs{}); },
                                 ZcaKornia(ZcaArgs{}, fit));
                           }))
    points.push_back(std::move(p));
  return points;
}

}  // namespace

OpCase ZcaOp(const core::OpSpec& op, ZcaCall call, bool fit) {
  OpCase c = DataOp(op, [call](torch::ScalarType d) {
    return call(ProbeImage(d, {3, 5}), ZcaArgs{});
  });
  c.batch_preserving = false;
  c.points = [call, fit] { return ZcaPoints(call, fit); };
  AddFloat64Twins(c, {"float32_large"});
  const torch::Tensor x = torch::rand({3, 5});
  c.errors = {
      {"scalar", [call] { call(torch::ones({}), ZcaArgs{.dim = 0}); },
       "expected an input of at least one dim, but got shape []"},
      {"dim_out_of_range", [call, x] { call(x, ZcaArgs{.dim = 2}); },
       "expected dim in [-2, 1], but got 2"},
      {"integer",
       [call] {
         call(torch::ones({3, 5}, torch::kLong), ZcaArgs{});
       },
       "expected a floating input (float16, bfloat16, float32 or float64), but got int64",
       std::nullopt, ErrorKind::kType},
      {"one_sample_unbiased",
       [call] {
         call(torch::rand({3, 1}), ZcaArgs{});
       },
       "expected at least 2 samples along dim for the unbiased covariance, but got 1"},
      {"no_sample",
       [call] {
         call(torch::rand({3, 0}), ZcaArgs{.unbiased = false});
       },
       "expected at least 1 sample along dim, but got 0"},
  };
  return c;
}

}  // namespace kornia::conformance::cases
