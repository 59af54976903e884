// The enhance package's builder for zca_mean and zca_whiten, which share
// their sweep and their errors (zca_whiten fits with zca_mean).
//
// The points hold their samples along dim 1 (or -1): dim 0 is a feature
// axis, so the layout check's narrowed batches (0 and 1 along dim 0) are
// fewer features, which the fit takes, not fewer samples, which it refuses.
// Neither op preserves a batch (the fit couples every feature).
#pragma once

#include <torch/types.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/enhance/factor.h"  // PyFloat
#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct ZcaArgs {
  int64_t dim = 1;
  bool unbiased = true;
  double eps = 1e-6;
  bool return_inverse = false;  // zca_mean only
};

using ZcaCall = std::function<torch::Tensor(const torch::Tensor&, const ZcaArgs&)>;

// Per floating dtype: (F, N) data at a few sizes (N = 2, the fewest the
// unbiased covariance takes; rank-deficient N < F), Kornia's docstring shape
// (3, 20, 2, 2), a constant feature (a zero singular value: 1 / sqrt(eps)),
// duplicated features, offset and scaled data, the biased covariance down to
// one sample, eps 0 and 0.1, dim -1; zca_mean with and without the inverse.
// A float32 (16, 4096) point for the threads check.
inline OpCase ZcaCase(const std::string& name, const std::string& kornia, ZcaCall call, bool fit) {
  OpCase c;
  c.name = name;
  c.package = "enhance";
  c.kornia = kornia;
  c.claimed_dtypes = {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble};
  c.probe = [call](torch::ScalarType d) { return call(ProbeImage(d, {3, 5}), ZcaArgs{}); };
  c.batch_inputs = {0};
  c.batch_preserving = false;
  c.points = [call, fit] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string dt = d.name;
      auto add = [&](const std::string& id, torch::Tensor x, ZcaArgs a) {
        SweepPoint p = Point(dt + "_" + id, dt + "_" + id, dt, {std::move(x)},
                             [call, a](const Inputs& in) { return call(in[0], a); });
        std::string args = c10::str(R"({"args": ["$0", )", a.dim, ", ",
                                    a.unbiased ? "true" : "false", ", ", PyFloat(a.eps));
        if (fit) args += a.return_inverse ? ", true" : ", false";
        p.kornia = args + R"(], "pack": "flat"})";
        points.push_back(std::move(p));
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
    SweepPoint large = Point("float32_large", "float32_large", "float32",
                             {MakeInput({16, 4096}, torch::kFloat, ValueClass::kUniform,
                                        SeedOf(std::string("zca_large")), -1.0, 1.0)},
                             [call](const Inputs& in) { return call(in[0], ZcaArgs{}); });
    large.kornia = std::string(R"({"args": ["$0", 1, true, 1e-06)") + (fit ? ", false" : "") +
                   R"(], "pack": "flat"})";
    points.push_back(std::move(large));
    return points;
  };
  const torch::Tensor x = torch::rand({3, 5});
  c.errors = {
      {"scalar", [call] { call(torch::ones({}), ZcaArgs{.dim = 0}); },
       c.name + "(): expected an input of at least one dim, but got shape []"},
      {"dim_out_of_range", [call, x] { call(x, ZcaArgs{.dim = 2}); },
       c.name + "(): expected dim in [-2, 1], but got 2"},
      {"integer",
       [call] {
         call(torch::ones({3, 5}, torch::kLong), ZcaArgs{});
       },
       c.name +
           "(): expected a floating input (float16, bfloat16, float32 or float64), but got int64"},
      {"one_sample_unbiased",
       [call] {
         call(torch::rand({3, 1}), ZcaArgs{});
       },
       c.name + "(): expected at least 2 samples along dim for the unbiased covariance, but got 1"},
      {"no_sample",
       [call] {
         call(torch::rand({3, 0}), ZcaArgs{.unbiased = false});
       },
       c.name + "(): expected at least 1 sample along dim, but got 0"},
  };
  return c;
}

}  // namespace kornia::conformance::cases
