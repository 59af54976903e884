// Conformance case of ops/enhance/equalize_clahe.
#include "ops/enhance/equalize_clahe.h"

#include <array>
#include <cmath>
#include <limits>

#include "conformance/cases/enhance/family_equalize.h"
#include "conformance/cases/enhance/family_sweep.h"

KC_CASE(enhance, equalize_clahe) {
  using enhance::equalize_clahe;
  using Grid = std::array<int64_t, 2>;
  // The family builder's call (probe and signature errors) on the smallest
  // grid the 4 x 5 probe admits (the descriptor's, the benchmark's, takes
  // the default 8 x 8 grid).
  core::OpSpec probed = op;
  probed.call = [](const torch::Tensor& x) { return equalize_clahe(x, 40.0, {2, 2}); };
  OpCase c = ImageOp(probed);
  c.points = [large = op.name + "_large"] {
    // "40", "0p001", "m1", "inf": a clip limit as it appears in a point id.
    auto clip_id = [](double v) {
      std::string s = c10::str(v);
      for (char& ch : s) ch = ch == '-' ? 'm' : ch == '.' ? 'p' : ch;
      return s;
    };
    auto grid_id = [](Grid g) { return c10::str("g", g[0], "x", g[1]); };
    std::vector<SweepPoint> points;
    // The Kornia call of one host point (lists are tuples in the parity
    // tool). Kornia's infinite clip_limit is NaN (inf // 256) and clamps
    // every count to NaN; 1e308 is the limit that clips nothing, what ours
    // does with inf.
    auto host = [&](const std::string& id, const std::string& cls, torch::Tensor x, double clip,
                    Grid g, bool diff = false) {
      points.push_back(
          Point(id, cls, {std::move(x)},
                [clip, g, diff](const Inputs& in) { return equalize_clahe(in[0], clip, g, diff); },
                {.args = {In(0), std::isinf(clip) ? 1e308 : clip, KorniaArg::array({g[0], g[1]}),
                          diff}}));
    };
    for (const auto& d : kFloatDtypes) {
      const std::string dt = d.name;
      auto uniform = [&](std::vector<int64_t> shape, const std::string& id) {
        return UniformInput(shape, d.type, dt + "_" + id);
      };
      // The points stay small (one channel where channels add nothing): the
      // fused check interprets each element of each fused kernel (checks.h
      // kFusedMaxElements), about 15 s for a 2 x 3 x 33 x 20 point here.
      // Sizes on the default 8 x 8 grid: the smallest (9: tiles of 2 and
      // 7 pixels of padding), even tiles (16, 32: Kornia's other blend),
      // odd tiles (24), mixed (one axis odd, one even), padded both ways.
      for (auto [hh, ww] : {Grid{9, 9}, Grid{16, 16}, Grid{24, 24}, Grid{16, 24}, Grid{33, 20},
                            Grid{32, 32}, Grid{17, 65}}) {
        const std::string id = c10::str(dt, "_", hh, "x", ww);
        host(id, id, uniform({1, 1, hh, ww}, id), 40.0, {8, 8});
      }
      // Every clip the threshold distinguishes: disabled (0, below 0),
      // the floor of 1 (0.001), 1, 2, 40 (the default), one that clips
      // nothing (1000) and infinity.
      const torch::Tensor skew = uniform({1, 1, 20, 24}, "clip").pow(3);
      for (double clip :
           {0.0, -1.0, 0.001, 1.0, 2.0, 40.0, 1000.0, std::numeric_limits<double>::infinity()})
        host(dt + "_clip_" + clip_id(clip), dt + "_clip_" + clip_id(clip), skew, clip, {4, 4});
      // Grids: 1 x 1 (one tile: no blend), a row and a column of tiles,
      // rectangular; the largest an image admits (H - 1, W - 1: tiles of 2,
      // on a small image: the fused check's cost grows with tiles x 256).
      for (Grid g : {Grid{1, 1}, Grid{1, 8}, Grid{8, 1}, Grid{2, 3}, Grid{3, 5}, Grid{3, 3}})
        host(dt + "_" + grid_id(g), dt + "_" + grid_id(g), uniform({1, 2, 13, 16}, grid_id(g)),
             40.0, g);
      host(dt + "_largest_grid", dt + "_largest_grid", uniform({1, 2, 5, 7}, "largest"), 40.0,
           {4, 6});
      // The histogram's bin edges (every level k / 255 and its neighbours
      // one ulp away), a constant image, two levels, a spike, the range
      // edges just inside (-1, 256) / 255.
      host(dt + "_levels", dt + "_levels", EqualizeLevels(d.type, {1, 3, 24, 32}), 2.0, {3, 4});
      host(dt + "_constant", dt + "_constant", torch::full({1, 3, 12, 12}, 0.4, d.type), 40.0,
           {2, 2});
      host(dt + "_two_levels", dt + "_two_levels",
           (uniform({1, 3, 12, 12}, "two") > 0.5).to(d.type) * 0.5 + 0.25, 3.0, {2, 2});
      torch::Tensor spike = torch::zeros({1, 1, 12, 12}, d.type);
      spike.view(-1)[40] = 1;
      host(dt + "_spike", dt + "_spike", spike, 40.0, {3, 3});
      host(dt + "_range_edges", dt + "_range_edges",
           torch::tensor({-0.5 / 255, 0.0, 1.0, 255.5 / 255}, torch::kDouble)
               .to(d.type)
               .repeat({36})
               .reshape({1, 1, 12, 12}),
           1.0, {2, 2});
      // Two leading dims (*, C, H, W).
      host(dt + "_5d", dt + "_5d", uniform({2, 2, 1, 10, 11}, "5d"), 40.0, {3, 3});
      // The differentiable LUTs: clipped, unclipped, odd and even tiles.
      for (auto [clip, g] : {std::pair<double, Grid>{40.0, {2, 2}}, {0.0, {2, 2}}, {2.0, {3, 3}}})
        host(c10::str(dt, "_diff_clip_", clip_id(clip), "_", grid_id(g)),
             c10::str(dt, "_diff_", grid_id(g)), uniform({1, 2, 12, 12}, "diff"), clip, g, true);
      // One clip limit per image, traced once and replayed across limits
      // (disabled for one image, the floor of 1, the default, none clipped),
      // through Kornia's private helper (its public function takes a float).
      const std::string cls = dt + "_tensor_clip";
      const torch::Tensor x = uniform({2, 1, 16, 18}, "tensor_clip").pow(2);
      auto tensor = [&](const std::string& id, const std::string& shape_class,
                        std::array<double, 2> l, bool diff) {
        points.push_back(Point(id, shape_class,
                               {x, torch::tensor({l[0], l[1]}, torch::kDouble).to(d.type)},
                               [diff](const Inputs& in) {
                                 return equalize_clahe(in[0], in[1], {4, 3}, diff);
                               },
                               {.args = {In(0), In(1), KorniaArg::array({4, 3}), diff},
                                .fn = "kornia.enhance.equalization._equalize_clahe"}));
      };
      for (auto [l0, l1] : {std::array<double, 2>{40.0, 2.0}, {0.0, 1.0}, {-1.0, 1000.0}})
        tensor(c10::str(cls, "_", clip_id(l0), "_", clip_id(l1)), cls, {l0, l1}, false);
      tensor(cls + "_diff", cls + "_diff", {2.0, 0.0}, true);
    }
    // The threads-size point (2 x 3 x 128 x 128), the default arguments.
    points.push_back(Point("float32_large", "float32_large", {LargeImage(torch::kFloat, 3, large)},
                           [](const Inputs& in) { return equalize_clahe(in[0]); },
                           {.args = {In(0), 40.0, KorniaArg::array({8, 8}), false}}));
    // One tile (grid 1 x 1): each channel's histogram over 73,984 half values
    // (HalfReductionImage).
    auto one_tile = [](const std::string& id, const torch::Tensor& x) {
      return Point(id, id, {x},
                   [](const Inputs& in) {
                     return equalize_clahe(in[0], 40.0, {1, 1});
                   },
                   {.args = {In(0), 40.0, KorniaArg::array({1, 1}), false}});
    };
    Append(points, HalfReductionPoints("equalize_clahe", 3, one_tile));
    return points;
  };
  c.batch_inputs = {0, 1};
  // The op at a host clip limit and grid, and at a clip limit tensor (grid 2 x 2).
  auto at = [](double clip, std::array<int64_t, 2> g) {
    return OpFn([clip, g](const Inputs& in) { return equalize_clahe(in[0], clip, g); });
  };
  const OpFn tensor_clip = [](const Inputs& in) { return equalize_clahe(in[0], in[1], {2, 2}); };
  AddEqualizeValueErrors(c, at(40.0, {2, 2}), {2, 3, 4, 4});
  const torch::Tensor x = torch::rand({2, 3, 9, 10});
  c.errors.insert(
      c.errors.end(),
      {Refused("grid_zero", at(40.0, {0, 8}), {x},
               "expected grid_size of positive ints, but got grid_size = (0, 8)"),
       Refused("image_not_larger_than_grid", at(40.0, {9, 8}), {x},
               "expected an image larger than grid_size in H and W (at least (10, 9) for "
               "grid_size (9, 8)), but got H = 9, W = 10"),
       Refused("clip_nan", at(std::nan(""), {2, 2}), {x},
               "expected a clip_limit that is not NaN, but got clip_limit = nan"),
       Refused(
           "clip_tensor_wrong_batch", tensor_clip, {x, torch::ones({3})},
           "expected a clip_limit tensor of shape (2,), one limit per image, but got shape [3]"),
       Refused("clip_tensor_integer", tensor_clip, {x, torch::ones({2}, torch::kLong)},
               "expected a floating clip_limit tensor, but got int64", ErrorKind::kType),
       RefusedInGraph("clip_tensor_nan", tensor_clip, {x, torch::ones({2})},
                      {x, torch::tensor({1.0f, NAN})},
                      "expected every clip_limit value not NaN, but got a NaN")});
  c.tensor_args = {{"clip_limit", {.input = 1, .dtypes = kFloatingDtypes}}};
  AddFloat64Twins(c, {"float32_large"});
  return c;
}
