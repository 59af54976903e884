// Conformance case of ops/filters/edge_aware_blur_pool2d. Its images hold
// edges and flat regions both: EdgeImage, a (B, C, H, W) map of 0.4 to 0.45
// whose upper-left block is 3x brighter (an edge ratio of about 3 > 1.25,
// neighbours within 1.125 < 1.25 elsewhere), so that the edge map, its
// dilation and the blur each decide some pixels.
//
// Per floating dtype: kernel size 1 to 5 (odd and even Pascal kernels) and
// the largest swept, 41 on a 13 x 17 map (a radius past both sides: the
// reflect padding in chunks); edge_dilation_kernel_size 1, 5 and 21 (wider
// than the map); edge_threshold 1.01 (every neighbour an edge), 100 and
// 1e30 (none; Kornia's call takes no inf through the dump's JSON); epsilon 0 and 1; each its own
// shape class. Every value class at the defaults (one shape class: NaN, inf, negative values whose
// log is NaN); the smallest map (3 x 3), 3 x N and N x 3; a constant map (kept to roundoff); the
// threads-size map. Errors: maps below 3 x 3 (1 x N, N x 1, 2 x N), dilation sizes even or not
// positive, thresholds not > 1, a non-square or empty kernel.
#include "ops/filters/edge_aware_blur_pool2d.h"

#include <c10/util/StringUtil.h>

#include <cmath>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace edge_aware_blur_pool2d_case {

struct Args {
  int64_t k = 3;
  double threshold = 1.25;
  int64_t dilation = 3;
  double epsilon = 1e-6;
};

torch::Tensor EdgeImage(const std::vector<int64_t>& shape, torch::ScalarType dtype,
                        const std::string& id) {
  torch::Tensor x = UniformInput(shape, torch::kDouble, id, 0.4, 0.45);
  const int64_t h = shape[2], w = shape[3];
  x.narrow(2, 0, (h + 1) / 2).narrow(3, 0, (w + 1) / 2).mul_(3.0);
  return x.to(dtype);
}

}  // namespace edge_aware_blur_pool2d_case
}  // namespace kornia::conformance::cases

KC_CASE(filters, edge_aware_blur_pool2d) {
  using namespace edge_aware_blur_pool2d_case;
  using filters::edge_aware_blur_pool2d;
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& x,
                   const Args& a) {
      points.push_back(Point(
          id, cls, {x},
          [a](const Inputs& in) {
            return edge_aware_blur_pool2d(in[0], {a.k, a.k}, a.threshold, a.dilation, a.epsilon);
          },
          {.args = {In(0), KorniaArg::array({a.k, a.k}), a.threshold, a.dilation, a.epsilon}}));
    };
    for (const auto& d : kFloatDtypes) {
      const std::string dn = d.name;
      auto map = [&](const std::string& id, const Args& a,
                     std::vector<int64_t> shape = {2, 3, 13, 17}) {
        add(id, id, EdgeImage(shape, d.type, id), a);
      };
      // The thresholds first: the Python errors path probes the first float32
      // point's edge_threshold as an int (100: an int Kornia takes; 1.25's 1 is a
      // value it refuses).
      for (const auto& [name, threshold] : std::vector<std::pair<std::string, double>>{
               {"100", 100.0}, {"1p01", 1.01}, {"1e30", 1e30}})
        map(dn + "_threshold_" + name, {.threshold = threshold});
      for (int64_t k : {1, 2, 3, 4, 5, 41}) map(c10::str(dn, "_k", k), {.k = k});
      for (int64_t dilation : {1, 5, 21})
        map(c10::str(dn, "_dilation", dilation), {.dilation = dilation});
      map(dn + "_epsilon_0", {.epsilon = 0.0});
      map(dn + "_epsilon_1", {.epsilon = 1.0});
      const std::string host = dn + "_host";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = host + "_" + ValueClassName(v);
        add(id, host, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)), {});
      }
      map(dn + "_3x3", {}, {2, 3, 3, 3});
      map(dn + "_3xN", {.k = 5}, {2, 3, 3, 17});
      map(dn + "_Nx3", {.k = 5}, {2, 3, 17, 3});
      const std::string constant = dn + "_constant";
      add(constant, constant, torch::full({2, 3, 13, 17}, 0.7, d.type), {.k = 5});
      const std::string large = dn + "_large";
      add(large, large, LargeImage(d.type, 3, large, 0.05, 1.0), {});
    }
    return points;
  };
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  const std::string small =
      "expected an input of at least 3x3 (the edge test's 2-pixel reflect "
      "padding), but got an input of ";
  const std::string dilation =
      "expected an odd, positive edge_dilation_kernel_size, but got "
      "edge_dilation_kernel_size = ";
  c.errors.insert(c.errors.end(),
                  {{"h1",
                    [] {
                      edge_aware_blur_pool2d(torch::rand({1, 1, 1, 9}), {3, 3});
                    },
                    small + "1x9"},
                   {"w1",
                    [] {
                      edge_aware_blur_pool2d(torch::rand({1, 1, 9, 1}), {3, 3});
                    },
                    small + "9x1"},
                   {"h2",
                    [] {
                      edge_aware_blur_pool2d(torch::rand({1, 1, 2, 5}), {3, 3});
                    },
                    small + "2x5"},
                   {"dilation_0",
                    [x] {
                      edge_aware_blur_pool2d(x, {3, 3}, 1.25, 0);
                    },
                    dilation + "0"},
                   {"dilation_2",
                    [x] {
                      edge_aware_blur_pool2d(x, {3, 3}, 1.25, 2);
                    },
                    dilation + "2"},
                   {"dilation_minus1",
                    [x] {
                      edge_aware_blur_pool2d(x, {3, 3}, 1.25, -1);
                    },
                    dilation + "-1"},
                   {"threshold_1",
                    [x] {
                      edge_aware_blur_pool2d(x, {3, 3}, 1.0);
                    },
                    "expected edge_threshold > 1, but got edge_threshold = 1"},
                   {"threshold_0p5",
                    [x] {
                      edge_aware_blur_pool2d(x, {3, 3}, 0.5);
                    },
                    "expected edge_threshold > 1, but got edge_threshold = 0.5"},
                   {"threshold_nan",
                    [x] {
                      edge_aware_blur_pool2d(x, {3, 3}, std::numeric_limits<double>::quiet_NaN());
                    },
                    "expected edge_threshold > 1, but got edge_threshold = nan"},
                   {"kernel_not_square",
                    [x] {
                      edge_aware_blur_pool2d(x, {3, 5});
                    },
                    "expected a positive square kernel size, but got kernel_size = (3, 5)"},
                   {"kernel_zero",
                    [x] {
                      edge_aware_blur_pool2d(x, {0, 0});
                    },
                    "expected a positive square kernel size, but got kernel_size = (0, 0)"}});
  return c;
}
