// Conformance case of ops/enhance/histogram2d.
#include "ops/enhance/histogram2d.h"

#include <cmath>
#include <utility>

#include "conformance/cases/enhance/family_histogram.h"
#include "conformance/cases/enhance/family_sweep.h"

// Per floating dtype: x1, x2 (B, N) uniform in [0, 1] over 16 bins at N of
// the vector tails and precision edges (2047 and 2048 left out: 4,096 input
// elements fall to the fused check, whose interpreter takes ~25 s on their
// 2 x N x 16 x 16 joint kernels); every value class in x1, then in x2, in
// one shape class; values on the bin centers, a constant row, values far
// from every bin (a joint of zeros), batch 1; one shape class of bandwidths
// replayed across values; the mixed dtypes Kornia takes; a host epsilon; a
// long row pair for the threads check.
KC_CASE(enhance, histogram2d) {
  using enhance::histogram2d;
  const OpFn run = [](const Inputs& in) { return histogram2d(in[0], in[1], in[2], in[3]); };
  OpCase c = DataOp(op, [](torch::ScalarType d) {
    return histogram2d(MakeInput({2, 9}, d, ValueClass::kUniform, 7),
                       MakeInput({2, 9}, d, ValueClass::kUniform, 8),
                       torch::linspace(0, 1, 8).to(d), torch::tensor(0.5).to(d));
  });
  c.batch_inputs = {0, 1};
  c.points = [run] {
    std::vector<SweepPoint> points;
    // A point on x1 and x2 over 16 bins in [0, 1] at bandwidth `bw`, both made
    // in float32 and cast to `t`; `add` appends one.
    auto point = [run](const std::string& id, const std::string& cls, const torch::Tensor& x1,
                       const torch::Tensor& x2, torch::ScalarType t, double bw = 0.1) {
      const torch::Tensor bins = torch::linspace(0, 1, 16).to(t);
      return Point(id, cls, {x1, x2, bins, torch::tensor(bw).to(t)}, run);
    };
    auto add = [&](const auto&... args) { points.push_back(point(args...)); };
    // x1 and x2 of `shape` uniform in `t` (seeded by `id` and `id`_x2), a
    // shape class of their own.
    auto pair = [&](const std::string& id, const std::vector<int64_t>& shape, torch::ScalarType t) {
      add(id, id, UniformInput(shape, t, id), UniformInput(shape, t, id + "_x2"), t);
    };
    for (const auto& d : kFloatDtypes) {
      const std::string dn = d.name;
      for (int64_t n : SweepWidths())
        if (n != 2047 && n != 2048) pair(dn + "_n" + std::to_string(n), {2, n}, d.type);
      for (ValueClass v : kAllValueClasses)
        for (const bool in_x2 : {false, true}) {
          if (v == ValueClass::kUniform) continue;
          const std::string id = dn + "_n33_" + (in_x2 ? "x2_" : "x1_") + ValueClassName(v);
          const torch::Tensor a = MakeInput({2, 33}, d.type, v, SeedOf(id));
          const torch::Tensor b = UniformInput({2, 33}, d.type, id + "_other");
          add(id, dn + "_n33", in_x2 ? b : a, in_x2 ? a : b, d.type);
        }
      // Each bin center once per row (x2 the reverse order): the kernel's peak.
      const torch::Tensor bins = torch::linspace(0, 1, 16).to(d.type);
      const torch::Tensor at_bins = torch::stack({bins, bins.flip(0)});
      add(dn + "_at_bins", dn + "_at_bins", at_bins, at_bins.flip(1), d.type);
      // A constant x1, then one 100 bandwidths from every bin: every kernel
      // underflows to 0, 0 / eps.
      for (auto [name, v] : {std::pair{"_constant", 0.5}, {"_far", 11.0}})
        add(dn + name, dn + name, torch::full({2, 33}, v, d.type),
            UniformInput({2, 33}, d.type, dn + name), d.type);
      pair(dn + "_batch1", {1, 17}, d.type);
      // One shape class across bandwidths.
      const std::string cls = dn + "_tensor_bandwidth";
      const torch::Tensor x1 = UniformInput({2, 33}, d.type, cls);
      const torch::Tensor x2 = UniformInput({2, 33}, d.type, cls + "_x2");
      for (const double b : {0.1, 0.01, 10.0}) add(cls + "_" + ValueId(b), cls, x1, x2, d.type, b);
    }
    // Kornia's mixed dtypes: float64 bins promote float32 values (the result
    // float64); float32 bins take float16 values out of the half path; in the
    // half path x2 of any dtype is widened to float32.
    for (auto [id, x1, x2, bins] :
         {std::tuple{"float32_bins_float64", torch::kFloat, torch::kFloat, torch::kDouble},
          {"float16_bins_float32", torch::kHalf, torch::kHalf, torch::kFloat},
          {"float16_x2_float64", torch::kHalf, torch::kDouble, torch::kHalf}})
      points.push_back(
          Point(id, id,
                {UniformInput({2, 65}, x1, id), UniformInput({2, 65}, x2, std::string(id) + "_x2"),
                 torch::linspace(0, 1, 16, bins), torch::tensor(0.1, bins)},
                run));
    // A host epsilon (Kornia ignores it: see the header), on values far from
    // every bin, where it decides the result: 0 / 0.
    SweepPoint eps0 = point("float32_far_eps0", "float32_far_eps0", torch::full({2, 33}, 11.0),
                            UniformInput({2, 33}, torch::kFloat, "eps0"), torch::kFloat);
    eps0.run = [](const Inputs& in) { return histogram2d(in[0], in[1], in[2], in[3], 0.0); };
    eps0.kornia.none =
        "Kornia takes the call but normalizes with 1e-10 whatever epsilon is (its 0 / 1e-10 = 0 "
        "against our 0 / 0 = NaN), a fix on purpose";
    points.push_back(std::move(eps0));
    pair("float32_large", {2, 32768}, torch::kFloat);
    // The joint's sums over 73,984 half value pairs (HalfReductionImage).
    Append(points, HalfReductionPoints(
                       "histogram2d", 2, [&](const std::string& id, const torch::Tensor& x) {
                         return point(id, id, x.select(1, 0).reshape({1, -1}).clone(),
                                      x.select(1, 1).reshape({1, -1}).clone(), x.scalar_type());
                       }));
    return points;
  };
  const torch::Tensor x = torch::rand({2, 9}), bins = torch::linspace(0, 1, 8);
  const torch::Tensor bw = torch::tensor(0.5f);
  c.errors = {
      Refused("x1_rank_3", run, {torch::rand({2, 9, 1}), x, bins, bw},
              "expected x1 of shape (B, N), but got shape [2, 9, 1]"),
      Refused("x2_shape", run, {x, torch::rand({2, 8}), bins, bw},
              "expected x2 of x1's shape [2, 9], but got shape [2, 8]"),
      Refused("x2_integer", run, {x, torch::zeros({2, 9}, torch::kLong), bins, bw},
              "expected a floating x2 (float16, bfloat16, float32 or float64), but got int64",
              ErrorKind::kType),
      Refused("x2_float64", run, {x, x.to(torch::kDouble), bins, bw},
              "expected x2 whose dtype promotes with bins' to x1's (float32), but got float64",
              ErrorKind::kType),
      Refused("bins_rank_2", run, {x, x, torch::rand({2, 4}), bw},
              "expected bins of shape (n_bins,), but got shape [2, 4]"),
      Refused("bandwidth_rank_1", run, {x, x, bins, torch::ones({1})},
              "expected a 0-dim bandwidth, but got shape [1]")};
  AddBandwidthRefusals(c, -1.0, [&](const char* id, double b) {
    return RefusedInGraph(id, run, {x, x, bins, bw},
                          {x, x, bins, torch::tensor(static_cast<float>(b))},
                          "expected a finite bandwidth > 0, but got one that is not");
  });
  // x2 in x1's floating dtype (float64 refused beside a float32 x1); bins and
  // bandwidth as histogram's.
  c.tensor_args = {{"x2", {.input = 1, .dtypes = {torch::kHalf, torch::kBFloat16, torch::kFloat}}},
                   {"bins", {.input = 2, .dtypes = kFloatingOrIntegerDtypes}},
                   {"bandwidth", {.input = 3, .dtypes = kEveryDtype}}};
  AddFloat64Twins(c, {"float32_large"});
  return c;
}
