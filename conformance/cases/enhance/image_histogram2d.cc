// Conformance case of ops/enhance/image_histogram2d.
#include "ops/enhance/image_histogram2d.h"

#include <cmath>
#include <optional>
#include <string>
#include <utility>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace image_histogram2d_case {

using enhance::image_histogram2d;

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

// The op's two outputs side by side on the bin axis (hist, then pdf): the
// harness holds one output per call, and both keep the leading axes.
OpFn RunOf(const Args& a) {
  return [a](const Inputs& in) {
    auto [hist, pdf] = image_histogram2d(
        in[0], a.min, a.max, a.n_bins, a.bandwidth,
        a.centers ? std::optional<torch::Tensor>(in[1]) : std::nullopt, a.return_pdf, a.kernel);
    return torch::cat({hist, pdf}, -1);
  };
}

// Kornia's call (for the parity tool, once it takes a pair of outputs).
std::string KorniaOf(const Args& a) {
  std::string kwargs = "\"min\": " + PyFloat(a.min) + ", \"max\": " + PyFloat(a.max) +
                       ", \"n_bins\": " + std::to_string(a.n_bins) +
                       ", \"return_pdf\": " + (a.return_pdf ? "true" : "false") +
                       ", \"kernel\": \"" + a.kernel + "\"";
  if (a.bandwidth) kwargs += ", \"bandwidth\": " + PyFloat(*a.bandwidth);
  if (a.centers) kwargs += ", \"centers\": \"$1\"";
  // "pack": Kornia's (hist, pdf) concatenated on the bin axis, as RunOf does.
  return R"({"args": ["$0"], "pack": "last", "kwargs": {)" + kwargs + "}}";
}

SweepPoint At(const std::string& id, const std::string& cls, const std::string& dtype,
              Inputs inputs, const Args& a) {
  SweepPoint p = Point(id, cls, dtype, std::move(inputs), RunOf(a));
  p.kornia = KorniaOf(a);
  return p;
}

constexpr const char* kKernels[] = {"triangular", "gaussian", "uniform", "epanechnikov"};

// Per floating dtype: (2, 3, 3, W) images uniform in [0, 1] over 16 bins at
// W of the vector tails and precision edges; each kernel on every value
// class (one shape class per kernel, so the graph traced on uniform values
// replays on inf, NaN, huge values); values at and around every center and
// bin edge (where u is 0 or 1); a constant image; Kornia's defaults on
// [0, 255] values (256 bins, no pdf); a (C, H, W) image; batch 1; a host
// bandwidth; centers as a tensor (one shape class across center values),
// float64 centers (the result float64), 0-dim centers. Integer and bool
// images; large points (triangular, gaussian) for the threads check.
std::vector<SweepPoint> ImageHistogram2dPoints() {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    const std::string dn = d.name;
    auto uniform = [&](std::vector<int64_t> shape, const std::string& id, double lo = 0.0,
                       double hi = 1.0) {
      return MakeInput(shape, d.type, ValueClass::kUniform, SeedOf(id), lo, hi);
    };
    std::vector<int64_t> widths(std::begin(kTailWidths), std::end(kTailWidths));
    widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
    for (int64_t w : widths) {
      const std::string id = dn + "_w" + std::to_string(w);
      points.push_back(At(id, id, dn, {uniform({2, 3, 3, w}, id)}, {}));
    }
    for (const char* kernel : kKernels) {
      Args a;
      a.kernel = kernel;
      const std::string cls = dn + "_w33_" + kernel;
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        points.push_back(
            At(id, cls, dn, {MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id), 0.0, 1.0)}, a));
      }
    }
    // 4 bins of width 0.25 over [0, 1]: centers 0.125 + 0.25 i, each one a
    // support edge of its neighbours (u = 1), the bin edges between them.
    for (const char* kernel : kKernels) {
      Args a;
      a.n_bins = 4;
      a.kernel = kernel;
      std::vector<double> edges;
      for (int i = 0; i <= 8; ++i) edges.push_back(0.125 * i);
      const torch::Tensor v = NearValues(d.type, edges, 4);
      const int64_t n = v.size(0);
      const torch::Tensor image =
          torch::stack({v, v.roll(n / 3), v.roll(2 * n / 3)}).view({1, 3, 1, n});
      const std::string id = dn + "_near_edges_" + kernel;
      points.push_back(At(id, id, dn, {image}, a));
    }
    const std::string constant = dn + "_constant";
    points.push_back(At(constant, constant, dn, {torch::full({2, 3, 4, 5}, 0.5, d.type)}, {}));
    const std::string defaults = dn + "_defaults";
    SweepPoint p = Point(defaults, defaults, dn, {uniform({2, 3, 5, 7}, defaults, 0.0, 255.0)},
                         [](const Inputs& in) {
                           auto [hist, pdf] = image_histogram2d(in[0]);
                           return torch::cat({hist, pdf}, -1);
                         });
    p.kornia = R"({"args": ["$0"], "pack": "last"})";  // the image alone
    points.push_back(std::move(p));
    const std::string rank3 = dn + "_rank3";
    points.push_back(At(rank3, rank3, dn, {uniform({3, 4, 5}, rank3)}, {}));
    const std::string batch1 = dn + "_batch1";
    points.push_back(At(batch1, batch1, dn, {uniform({1, 3, 4, 5}, batch1)}, {}));
    Args host_bw;
    host_bw.bandwidth = 0.05;
    const std::string bw = dn + "_bandwidth_0p05";
    points.push_back(At(bw, bw, dn, {uniform({2, 3, 4, 5}, bw)}, host_bw));
    Args no_pdf;
    no_pdf.return_pdf = false;
    const std::string np = dn + "_no_pdf";
    points.push_back(At(np, np, dn, {uniform({2, 3, 4, 5}, np)}, no_pdf));
    // Centers as a graph input: one graph across center values.
    Args given;
    given.centers = true;
    given.bandwidth = 0.2;
    const std::string cls = dn + "_centers";
    const torch::Tensor x = uniform({2, 3, 4, 5}, cls);
    points.push_back(
        At(cls + "_a", cls, dn, {x, torch::tensor({0.1, 0.3, 0.5, 0.7, 0.9}).to(d.type)}, given));
    points.push_back(
        At(cls + "_b", cls, dn, {x, torch::tensor({-0.5, 0.0, 0.25, 0.6, 2.0}).to(d.type)}, given));
  }
  Args given;
  given.centers = true;
  given.bandwidth = 0.2;
  points.push_back(At("float32_centers_float64", "float32_centers_float64", "float32",
                      {MakeInput({2, 3, 4, 5}, torch::kFloat, ValueClass::kUniform, 11),
                       torch::tensor({0.1, 0.3, 0.5, 0.7, 0.9}, torch::kDouble)},
                      given));
  points.push_back(
      At("float32_centers_0d", "float32_centers_0d", "float32",
         {MakeInput({2, 3, 4, 5}, torch::kFloat, ValueClass::kUniform, 12), torch::tensor(0.5f)},
         given));
  // Integer and bool images over [0, 255] in 32 bins (bool: 0 and 1).
  Args levels;
  levels.max = 255.0;
  levels.n_bins = 32;
  for (torch::ScalarType t :
       {torch::kByte, torch::kShort, torch::kInt, torch::kLong, torch::kBool}) {
    const std::string id = DtypeId(t) + "_w33";
    points.push_back(At(id, id, DtypeId(t),
                        {MakeInput({2, 3, 3, 33}, t, ValueClass::kUniform, SeedOf(id), 0, 255)},
                        levels));
  }
  for (const char* kernel : {"triangular", "gaussian"}) {
    Args a;
    a.n_bins = 8;
    a.kernel = kernel;
    const std::string id = std::string("float32_large_") + kernel;
    points.push_back(At(id, id, "float32", {LargeImage(torch::kFloat, 3, id)}, a));
  }
  return points;
}

OpCase ImageHistogram2d() {
  OpCase c;
  c.name = "image_histogram2d";
  c.package = "enhance";
  c.kornia = "kornia.enhance.image_histogram2d";
  c.claimed_dtypes = SignatureDtypes(core::ImageDtypes::kReal);
  // A (H, W) image: the rank-2 form, which the batch-preserving sweep cannot
  // hold (its dim 0 is H).
  c.probe = [](torch::ScalarType d) {
    auto [hist, pdf] = image_histogram2d(MakeInput({4, 5}, d, ValueClass::kUniform, 7, 0, 255));
    return torch::cat({hist, pdf}, -1);
  };
  c.points = ImageHistogram2dPoints;
  c.batch_inputs = {0};
  const torch::Tensor x = torch::rand({2, 3, 4, 5});
  c.errors = {
      {"rank_1", [] { image_histogram2d(torch::rand({5})); },
       "image_histogram2d(): expected an image of shape (H, W), (C, H, W) or (B, C, H, W), but "
       "got shape [5]"},
      {"rank_5",
       [] {
         image_histogram2d(torch::rand({1, 2, 3, 4, 5}));
       },
       "image_histogram2d(): expected an image of shape (H, W), (C, H, W) or (B, C, H, W), but "
       "got shape [1, 2, 3, 4, 5]"},
      {"complex",
       [] {
         image_histogram2d(torch::rand({3, 4}, torch::kComplexFloat));
       },
       "image_histogram2d(): expected a real image, but got complex dtype complex64"},
      {"centers_rank_2",
       [x] {
         image_histogram2d(x, 0.0, 1.0, 4, 0.1, torch::rand({2, 2}), false);
       },
       "image_histogram2d(): expected centers of shape (n_bins,), but got shape [2, 2]"},
      {"kernel_box",
       [x] { image_histogram2d(x, 0.0, 1.0, 4, std::nullopt, std::nullopt, false, "box"); },
       "image_histogram2d(): expected kernel triangular, gaussian, uniform or epanechnikov, but "
       "got 'box'"},
      {"n_bins_0", [x] { image_histogram2d(x, 0.0, 1.0, 0); },
       "image_histogram2d(): expected n_bins > 0 for automatic centers or bandwidth, but got 0"},
      {"range_empty", [x] { image_histogram2d(x, 1.0, 1.0, 4); },
       "image_histogram2d(): expected a finite, non-empty range [min, max] for automatic centers "
       "or bandwidth, but got [1, 1]"},
      {"range_inf", [x] { image_histogram2d(x, 0.0, INFINITY, 4); },
       "image_histogram2d(): expected a finite, non-empty range [min, max] for automatic centers "
       "or bandwidth, but got [0, inf]"},
      {"bandwidth_zero", [x] { image_histogram2d(x, 0.0, 1.0, 4, 0.0); },
       "image_histogram2d(): expected a finite bandwidth > 0, but got 0"},
      {"bandwidth_negative", [x] { image_histogram2d(x, 0.0, 1.0, 4, -0.5); },
       "image_histogram2d(): expected a finite bandwidth > 0, but got -0.5"},
      {"bandwidth_nan", [x] { image_histogram2d(x, 0.0, 1.0, 4, std::nan("")); },
       "image_histogram2d(): expected a finite bandwidth > 0, but got nan"},
      {"bandwidth_inf", [x] { image_histogram2d(x, 0.0, 1.0, 4, INFINITY); },
       "image_histogram2d(): expected a finite bandwidth > 0, but got inf"}};
  return c;
}

KC_REGISTER_CASE(ImageHistogram2d);

}  // namespace image_histogram2d_case
}  // namespace kornia::conformance::cases
