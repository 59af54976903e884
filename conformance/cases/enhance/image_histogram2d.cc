// Conformance case of ops/enhance/image_histogram2d.
#include "ops/enhance/image_histogram2d.h"

#include <cmath>
#include <optional>
#include <string>
#include <utility>

#include "conformance/cases/enhance/family_histogram.h"
#include "conformance/cases/enhance/family_sweep.h"

// Per floating dtype: (2, 3, 3, W) images uniform in [0, 1] over 16 bins at
// W of the vector tails and precision edges; each kernel on every value
// class (one shape class per kernel, so the graph traced on uniform values
// replays on inf, NaN, huge values); values at and around every center and
// bin edge (where u is 0 or 1); a constant image; Kornia's defaults on
// [0, 255] values (256 bins, no pdf); a (C, H, W) image; batch 1; a host
// bandwidth; centers as a tensor (one shape class across center values),
// float64 centers (the result float64), 0-dim centers. Integer and bool
// images; large points (triangular, gaussian) for the threads check.
KC_CASE(enhance, image_histogram2d) {
  using enhance::image_histogram2d;
  // A (H, W) image: the rank-2 form, which the batch-preserving sweep cannot
  // hold (its dim 0 is H).
  OpCase c = DataOp(op, [](torch::ScalarType d) {
    auto [hist, pdf] = image_histogram2d(MakeInput({4, 5}, d, ValueClass::kUniform, 7, 0, 255));
    return torch::cat({hist, pdf}, -1);
  });
  // The op at Kornia's defaults, its outputs side by side (see `at` below).
  const OpFn defaults = [](const Inputs& in) {
    auto [hist, pdf] = image_histogram2d(in[0]);
    return torch::cat({hist, pdf}, -1);
  };
  c.points = [defaults] {
    // The host arguments of a point; centers, where given, are the point's
    // inputs[1].
    struct Args {
      double min = 0.0, max = 1.0;
      int64_t n_bins = 16;
      std::optional<double> bandwidth;
      bool centers = false;
      bool return_pdf = true;
      std::string kernel = "triangular";
    };
    std::vector<SweepPoint> points;
    // The op's two outputs side by side on the bin axis (hist, then pdf): the
    // harness holds one output per call, and both keep the leading axes;
    // Kornia's (hist, pdf) concatenated the same way ("pack").
    auto at = [&](const std::string& id, const std::string& cls, Inputs inputs, const Args& a) {
      KorniaCall k{.args = {In(0)},
                   .kwargs = {{"min", a.min},
                              {"max", a.max},
                              {"n_bins", a.n_bins},
                              {"return_pdf", a.return_pdf},
                              {"kernel", a.kernel}},
                   .pack = "last"};
      if (a.bandwidth) k.kwargs["bandwidth"] = *a.bandwidth;
      if (a.centers) k.kwargs["centers"] = In(1);
      const OpFn run = [a](const Inputs& in) {
        auto [hist, pdf] = image_histogram2d(
            in[0], a.min, a.max, a.n_bins, a.bandwidth,
            a.centers ? std::optional<torch::Tensor>(in[1]) : std::nullopt, a.return_pdf, a.kernel);
        return torch::cat({hist, pdf}, -1);
      };
      points.push_back(Point(id, cls, std::move(inputs), run, std::move(k)));
    };
    constexpr const char* kKernels[] = {"triangular", "gaussian", "uniform", "epanechnikov"};
    for (const auto& d : kFloatDtypes) {
      const std::string dn = d.name;
      // A point of its own shape class on values of `shape` uniform in [0, 1].
      auto uniform = [&](const std::string& id, const std::vector<int64_t>& shape, const Args& a) {
        at(id, id, {UniformInput(shape, d.type, id)}, a);
      };
      for (int64_t w : SweepWidths()) uniform(dn + "_w" + std::to_string(w), {2, 3, 3, w}, {});
      for (const char* kernel : kKernels)
        for (ValueClass v : kAllValueClasses) {
          const std::string cls = dn + "_w33_" + kernel;
          const std::string id = cls + "_" + ValueClassName(v);
          at(id, cls, {MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id), 0.0, 1.0)},
             {.kernel = kernel});
        }
      // 4 bins of width 0.25 over [0, 1]: centers 0.125 + 0.25 i, each one a
      // support edge of its neighbours (u = 1), the bin edges between them.
      const torch::Tensor v = NearValues(d.type, Grid(0, 1, 0.125), 4);
      const int64_t n = v.size(0);
      for (const char* kernel : kKernels) {
        const std::string id = dn + "_near_edges_" + kernel;
        at(id, id, {torch::stack({v, v.roll(n / 3), v.roll(2 * n / 3)}).view({1, 3, 1, n})},
           {.n_bins = 4, .kernel = kernel});
      }
      at(dn + "_constant", dn + "_constant", {torch::full({2, 3, 4, 5}, 0.5, d.type)}, {});
      const std::string dflt = dn + "_defaults";
      points.push_back(Point(dflt, dflt, {UniformInput({2, 3, 5, 7}, d.type, dflt, 0.0, 255.0)},
                             defaults, {.args = {In(0)}, .pack = "last"}));  // the image alone
      uniform(dn + "_rank3", {3, 4, 5}, {});
      uniform(dn + "_batch1", {1, 3, 4, 5}, {});
      uniform(dn + "_bandwidth_0p05", {2, 3, 4, 5}, {.bandwidth = 0.05});
      uniform(dn + "_no_pdf", {2, 3, 4, 5}, {.return_pdf = false});
      // Centers as a graph input: one graph across center values.
      const std::string cls = dn + "_centers";
      const torch::Tensor x = UniformInput({2, 3, 4, 5}, d.type, cls);
      at(cls + "_a", cls, {x, torch::tensor({0.1, 0.3, 0.5, 0.7, 0.9}).to(d.type)},
         {.bandwidth = 0.2, .centers = true});
      at(cls + "_b", cls, {x, torch::tensor({-0.5, 0.0, 0.25, 0.6, 2.0}).to(d.type)},
         {.bandwidth = 0.2, .centers = true});
    }
    at("float32_centers_float64", "float32_centers_float64",
       {MakeInput({2, 3, 4, 5}, torch::kFloat, ValueClass::kUniform, 11),
        torch::tensor({0.1, 0.3, 0.5, 0.7, 0.9}, torch::kDouble)},
       {.bandwidth = 0.2, .centers = true});
    at("float32_centers_0d", "float32_centers_0d",
       {MakeInput({2, 3, 4, 5}, torch::kFloat, ValueClass::kUniform, 12), torch::tensor(0.5f)},
       {.bandwidth = 0.2, .centers = true});
    // Integer and bool images over [0, 255] in 32 bins (bool: 0 and 1).
    for (torch::ScalarType t :
         {torch::kByte, torch::kShort, torch::kInt, torch::kLong, torch::kBool}) {
      const std::string id = DtypeId(t) + "_w33";
      at(id, id, {UniformInput({2, 3, 3, 33}, t, id, 0, 255)}, {.max = 255.0, .n_bins = 32});
    }
    for (const char* kernel : {"triangular", "gaussian"}) {
      const std::string id = std::string("float32_large_") + kernel;
      at(id, id, {LargeImage(torch::kFloat, 3, id)}, {.n_bins = 8, .kernel = kernel});
    }
    // Each channel's bins over 73,984 half values (HalfReductionImage).
    for (torch::ScalarType t : {torch::kHalf, torch::kBFloat16}) {
      const std::string id = DtypeId(t) + "_reduction";
      at(id, id, {HalfReductionImage(t, 3, "image_histogram2d_" + id)},
         {.n_bins = 8, .kernel = "triangular"});
    }
    return points;
  };
  const torch::Tensor x = torch::rand({2, 3, 4, 5});
  const std::string shape =
      "expected an image of shape (H, W), (C, H, W) or (B, C, H, W), but got ";
  const std::string range =
      "expected a finite, non-empty range [min, max] for automatic centers or bandwidth, but got ";
  c.errors = {
      Refused("rank_1", defaults, {torch::rand({5})}, shape + "shape [5]"),
      Refused("rank_5", defaults, {torch::rand({1, 2, 3, 4, 5})}, shape + "shape [1, 2, 3, 4, 5]"),
      Refused("complex", defaults, {torch::rand({3, 4}, torch::kComplexFloat)},
              "expected a real image, but got complex dtype complex64", ErrorKind::kType),
      {"centers_rank_2",
       [x] {
         image_histogram2d(x, 0.0, 1.0, 4, 0.1, torch::rand({2, 2}), false);
       },
       "expected centers of shape (n_bins,), but got shape [2, 2]"},
      {"kernel_box",
       [x] { image_histogram2d(x, 0.0, 1.0, 4, std::nullopt, std::nullopt, false, "box"); },
       "expected kernel triangular, gaussian, uniform or epanechnikov, but got 'box'"},
      {"n_bins_0", [x] { image_histogram2d(x, 0.0, 1.0, 0); },
       "expected n_bins > 0 for automatic centers or bandwidth, but got 0"},
      {"range_empty", [x] { image_histogram2d(x, 1.0, 1.0, 4); }, range + "[1, 1]"},
      {"range_inf", [x] { image_histogram2d(x, 0.0, INFINITY, 4); }, range + "[0, inf]"}};
  AddBandwidthRefusals(c, -0.5, [x](const char* id, double bw) {
    return ErrorCase{id, [x, bw] { image_histogram2d(x, 0.0, 1.0, 4, bw); },
                     c10::str("expected a finite bandwidth > 0, but got ", bw)};
  });
  c.tensor_args = {{"centers", {.input = 1, .point = "float32_centers_a", .dtypes = kEveryDtype}}};
  AddFloat64Twins(c, {"float32_large_triangular", "float32_large_gaussian"});
  return c;
}
