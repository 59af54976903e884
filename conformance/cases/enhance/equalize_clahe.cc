// Conformance case of ops/enhance/equalize_clahe.
#include "ops/enhance/equalize_clahe.h"

#include <array>
#include <cmath>
#include <limits>

#include "conformance/cases/enhance/equalize.h"
#include "conformance/cases/enhance/factor.h"  // PyFloat

namespace kornia::conformance::cases {
namespace equalize_clahe_case {

using enhance::equalize_clahe;
using Grid = std::array<int64_t, 2>;

// The Kornia call of one host point (lists are tuples in the parity tool).
// Kornia's infinite clip_limit is NaN (inf // 256) and clamps every count
// to NaN; 1e308 is the limit that clips nothing, what ours does with inf.
std::string HostCall(double clip, Grid g, bool diff) {
  return c10::str(R"({"args": ["$0", )", std::isinf(clip) ? "1e308" : PyFloat(clip), ", [", g[0],
                  ", ", g[1], "], ", diff ? "true" : "false", "]}");
}

// "40", "0p001", "m1", "inf": a clip limit as it appears in a point id.
std::string ClipId(double v) {
  std::string s = c10::str(v);
  for (char& ch : s) {
    if (ch == '-') ch = 'm';
    if (ch == '.') ch = 'p';
  }
  return s;
}

std::string GridId(Grid g) { return c10::str("g", g[0], "x", g[1]); }

OpCase EqualizeClahe() {
  // The family builder's call (probe and signature errors) on the smallest
  // grid the 4 x 5 probe admits.
  auto call = [](const torch::Tensor& x) { return equalize_clahe(x, 40.0, {2, 2}); };
  OpCase c = ImageOp({.name = "equalize_clahe",
                      .package = "enhance",
                      .kornia = "kornia.enhance.equalize_clahe",
                      .image = {.non_empty = true},
                      .call = call});
  c.points = [] {
    std::vector<SweepPoint> points;
    auto host = [&](const std::string& id, const std::string& cls, const Dt& d, torch::Tensor x,
                    double clip, Grid g, bool diff = false) {
      SweepPoint p = Point(id, cls, d.name, {std::move(x)}, [clip, g, diff](const Inputs& in) {
        return equalize_clahe(in[0], clip, g, diff);
      });
      p.kornia = HostCall(clip, g, diff);
      points.push_back(std::move(p));
    };
    for (const auto& d : kFloatDtypes) {
      const std::string dt = d.name;
      auto uniform = [&](std::vector<int64_t> shape, const std::string& id) {
        return MakeInput(shape, d.type, ValueClass::kUniform, SeedOf(dt + "_" + id));
      };
      // The points stay small (one channel where channels add nothing): the
      // fused check interprets each element of each fused kernel (checks.h
      // kFusedMaxElements), about 15 s for a 2 x 3 x 33 x 20 point here.
      // Sizes on the default 8 x 8 grid: the smallest (9: tiles of 2 and
      // 7 pixels of padding), even tiles (16, 32: Kornia's other blend),
      // odd tiles (24), mixed (one axis odd, one even), padded both ways.
      for (auto [hh, ww] : {std::array<int64_t, 2>{9, 9},
                            {16, 16},
                            {24, 24},
                            {16, 24},
                            {33, 20},
                            {32, 32},
                            {17, 65}}) {
        const std::string id = c10::str(dt, "_", hh, "x", ww);
        host(id, id, d, uniform({1, 1, hh, ww}, id), 40.0, {8, 8});
      }
      // Every clip the threshold distinguishes: disabled (0, below 0),
      // the floor of 1 (0.001), 1, 2, 40 (the default), one that clips
      // nothing (1000) and infinity.
      const torch::Tensor skew = uniform({1, 1, 20, 24}, "clip").pow(3);
      for (double clip :
           {0.0, -1.0, 0.001, 1.0, 2.0, 40.0, 1000.0, std::numeric_limits<double>::infinity()})
        host(dt + "_clip_" + ClipId(clip), dt + "_clip_" + ClipId(clip), d, skew, clip, {4, 4});
      // Grids: 1 x 1 (one tile: no blend), a row and a column of tiles,
      // rectangular; the largest an image admits (H - 1, W - 1: tiles of 2,
      // on a small image: the fused check's cost grows with tiles x 256).
      for (Grid g : {Grid{1, 1}, Grid{1, 8}, Grid{8, 1}, Grid{2, 3}, Grid{3, 5}, Grid{3, 3}})
        host(dt + "_" + GridId(g), dt + "_" + GridId(g), d, uniform({1, 2, 13, 16}, GridId(g)),
             40.0, g);
      host(dt + "_largest_grid", dt + "_largest_grid", d, uniform({1, 2, 5, 7}, "largest"), 40.0,
           {4, 6});
      // The histogram's bin edges (every level k / 255 and its neighbours
      // one ulp away), a constant image, two levels, a spike, the range
      // edges just inside (-1, 256) / 255.
      host(dt + "_levels", dt + "_levels", d, EqualizeLevels(d.type, {1, 3, 24, 32}), 2.0, {3, 4});
      host(dt + "_constant", dt + "_constant", d, torch::full({1, 3, 12, 12}, 0.4, d.type), 40.0,
           {2, 2});
      host(dt + "_two_levels", dt + "_two_levels", d,
           (uniform({1, 3, 12, 12}, "two") > 0.5).to(d.type) * 0.5 + 0.25, 3.0, {2, 2});
      torch::Tensor spike = torch::zeros({1, 1, 12, 12}, d.type);
      spike.view(-1)[40] = 1;
      host(dt + "_spike", dt + "_spike", d, spike, 40.0, {3, 3});
      host(dt + "_range_edges", dt + "_range_edges", d,
           torch::tensor({-0.5 / 255, 0.0, 1.0, 255.5 / 255}, torch::kDouble)
               .to(d.type)
               .repeat({36})
               .reshape({1, 1, 12, 12}),
           1.0, {2, 2});
      // Two leading dims (*, C, H, W).
      host(dt + "_5d", dt + "_5d", d, uniform({2, 2, 1, 10, 11}, "5d"), 40.0, {3, 3});
      // The differentiable LUTs: clipped, unclipped, odd and even tiles.
      for (auto [clip, g] : {std::pair<double, Grid>{40.0, {2, 2}}, {0.0, {2, 2}}, {2.0, {3, 3}}})
        host(c10::str(dt, "_diff_clip_", ClipId(clip), "_", GridId(g)),
             c10::str(dt, "_diff_", GridId(g)), d, uniform({1, 2, 12, 12}, "diff"), clip, g, true);
      // One clip limit per image, traced once and replayed across limits
      // (disabled for one image, the floor of 1, the default, none clipped).
      const std::string cls = dt + "_tensor_clip";
      const torch::Tensor x = uniform({2, 1, 16, 18}, "tensor_clip").pow(2);
      for (auto [l0, l1] : {std::array<double, 2>{40.0, 2.0}, {0.0, 1.0}, {-1.0, 1000.0}}) {
        SweepPoint p =
            Point(c10::str(cls, "_", ClipId(l0), "_", ClipId(l1)), cls, dt,
                  {x, torch::tensor({l0, l1}, torch::kDouble).to(d.type)}, [](const Inputs& in) {
                    return equalize_clahe(in[0], in[1], {4, 3});
                  });
        p.kornia =
            R"({"fn": "kornia.enhance.equalization._equalize_clahe", "args": ["$0", "$1", [4, 3], false]})";
        points.push_back(std::move(p));
      }
      SweepPoint p =
          Point(cls + "_diff", cls + "_diff", dt,
                {x, torch::tensor({2.0, 0.0}, torch::kDouble).to(d.type)}, [](const Inputs& in) {
                  return equalize_clahe(in[0], in[1], {4, 3}, true);
                });
      p.kornia =
          R"({"fn": "kornia.enhance.equalization._equalize_clahe", "args": ["$0", "$1", [4, 3], true]})";
      points.push_back(std::move(p));
    }
    // The threads-size point (2 x 3 x 128 x 128), the default arguments.
    SweepPoint large = Point("float32_large", "float32_large", "float32",
                             {LargeImage(torch::kFloat, 3, "equalize_clahe_large")},
                             [](const Inputs& in) { return equalize_clahe(in[0]); });
    large.kornia = HostCall(40.0, {8, 8}, false);
    points.push_back(std::move(large));
    return points;
  };
  c.batch_inputs = {0, 1};
  const OpFn run = [](const Inputs& in) { return equalize_clahe(in[0], 40.0, {2, 2}); };
  AddEqualizeValueErrors(c, run, {2, 3, 4, 4});
  const torch::Tensor x = torch::rand({2, 3, 9, 10});
  const OpFn tensor_run = [](const Inputs& in) { return equalize_clahe(in[0], in[1], {2, 2}); };
  c.errors.insert(
      c.errors.end(),
      {{"grid_zero",
        [x] {
          equalize_clahe(x, 40.0, {0, 8});
        },
        "equalize_clahe(): expected grid_size of positive ints, but got grid_size = (0, 8)"},
       {"image_not_larger_than_grid",
        [x] {
          equalize_clahe(x, 40.0, {9, 8});
        },
        "equalize_clahe(): expected an image larger than grid_size in H and W (at least (10, 9) "
        "for grid_size (9, 8)), but got H = 9, W = 10"},
       {"clip_nan",
        [x] {
          equalize_clahe(x, std::nan(""), {2, 2});
        },
        "equalize_clahe(): expected a clip_limit that is not NaN, but got clip_limit = nan"},
       {"clip_tensor_wrong_batch",
        [x] {
          equalize_clahe(x, torch::ones({3}), {2, 2});
        },
        "equalize_clahe(): expected a clip_limit tensor of shape (2,), one limit per image, but "
        "got shape [3]"},
       {"clip_tensor_integer",
        [x] {
          equalize_clahe(x, torch::ones({2}, torch::kLong), {2, 2});
        },
        "equalize_clahe(): expected a floating clip_limit tensor, but got int64"},
       {"clip_tensor_nan",
        [x] {
          equalize_clahe(x, torch::tensor({1.0f, NAN}), {2, 2});
        },
        "equalize_clahe(): expected every clip_limit value not NaN, but got a NaN",
        GraphError{tensor_run, {x, torch::ones({2})}, {x, torch::tensor({1.0f, NAN})}}}});
  return c;
}

KC_REGISTER_CASE(EqualizeClahe);

}  // namespace equalize_clahe_case
}  // namespace kornia::conformance::cases
