#include "ops/enhance/equalize_clahe.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/clamp.h>
#include <ATen/ops/clamp_max.h>
#include <ATen/ops/cumsum.h>
#include <ATen/ops/div.h>
#include <ATen/ops/floor.h>
#include <ATen/ops/full.h>
#include <ATen/ops/full_like.h>
#include <ATen/ops/index_select.h>
#include <ATen/ops/isnan.h>
#include <ATen/ops/linspace.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/logical_not.h>
#include <ATen/ops/logical_or.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/relu.h>
#include <ATen/ops/remainder.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/sum.h>
#include <ATen/ops/take.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>
#include <ATen/ops/zeros_like.h>

#include <cmath>
#include <optional>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/histogram.h"

namespace kornia::enhance {

namespace equalize_clahe_internal {

const char* const kOp = equalize_clahe_op().name.c_str();
constexpr int64_t kBins = 256;

// The grid's geometry: GH x GW tiles of TH x TW pixels over the padded image.
struct Grid {
  int64_t gh, gw, th, tw;
};

// The clip: nothing (disabled on the host), one host threshold, or one
// threshold per tile row of the histograms with its enabled mask.
struct Clip {
  std::optional<double> host_max;
  at::Tensor max_vals, enabled;  // (T, 1) each, tensor form only
};

Grid CheckGrid(const at::Tensor& input, std::array<int64_t, 2> grid_size) {
  core::CheckImage(equalize_clahe_op(), input);
  const auto [gh, gw] = grid_size;
  KC_CHECK(gh > 0 && gw > 0, kOp, "grid_size of positive ints", "grid_size = (", gh, ", ", gw, ")");
  const int64_t h = core::HostSize(input, -2), w = core::HostSize(input, -1);
  KC_CHECK(h > gh && w > gw, kOp,
           c10::str("an image larger than grid_size in H and W (at least (", gh + 1, ", ", gw + 1,
                    ") for grid_size (", gh, ", ", gw, "))"),
           "H = ", h, ", W = ", w);
  return {gh, gw, (h + gh - 1) / gh, (w + gw - 1) / gw};
}

// Reflect padding at the end of one axis to `size` (< 2 * the axis's size,
// which H > GH guarantees): index i reads i, then 2 (n - 1) - i. A gather,
// the same copy F.pad's reflect makes, for every dtype on every pin.
at::Tensor ReflectEnd(const at::Tensor& x, int64_t dim, int64_t size) {
  const int64_t n = core::HostSize(x, dim);
  if (size == n) return x;
  const at::Tensor i = at::arange(size, x.options().dtype(at::kLong));
  return x.index_select(dim, at::where(i < n, i, 2 * (n - 1) - i));
}

// Tile histograms (T, 256), T = B * GH * GW * C in that order, counted in
// `count`: a value x in bin (x * 255).long(), `levels`, the entry the blend
// reads; values outside [0, 1] and NaN in a dropped 257th column (Kornia's
// _tiles_histc). Ones summed by scatter_add: exact.
at::Tensor TileCounts(const at::Tensor& tiles, const at::Tensor& levels, at::ScalarType count) {
  const at::Tensor x = tiles.to(count);
  const at::Tensor in_range = x.clamp(0, 1) == x;
  const at::Tensor idx = levels.clamp(0, kBins - 1);
  const at::Tensor column = at::where(in_range, idx, at::full_like(idx, kBins));
  return at::zeros_symint({tiles.sym_size(0), kBins + 1}, x.options())
      .scatter_add(1, column, at::ones_like(x))
      .narrow(1, 0, kBins);
}

// Kornia's bins: torch.linspace(0, 1, 256) in float32, which is not
// start + step * i (ATen's vector kernel steps from each vector's first
// element: 23 of the 256 values differ from that formula), and a 1-ulp move
// of a bin moves its 0.001-bandwidth kernel values by up to ~1e-4 relative:
// slow_and_differentiable results then differed from Kornia by 4.5e-6.
at::Tensor UnitBins(const at::Tensor& like) {
  // lint: allow(linspace-ramp) the bins are Kornia's float32 linspace, bit for bit
  return at::linspace(0.0, 1.0, kBins, like.options().dtype(at::kFloat));
}

// OpenCV's spread of the residual: one count to every step-th bin from bin
// 0, step = max(floor(256 / residual), 1), until the residual is spent.
at::Tensor SpreadResidual(const at::Tensor& residual) {
  const at::Tensor bins = at::arange(kBins, residual.options().dtype(at::kLong));
  const at::Tensor step =
      at::div(at::full_like(residual, kBins), residual.clamp_min(1), "floor").clamp_min(1);
  const at::Tensor step_col = step.unsqueeze(1);
  const at::Tensor hit = at::logical_and(at::remainder(bins, step_col) == 0,
                                         at::div(bins, step_col, "floor") < residual.unsqueeze(1));
  return hit.to(residual.scalar_type());
}

// at::round's value (half to even) in exact steps: floor, the fraction (exact
// below 2**23) and compares. The fuser's round takes halves away from zero,
// and c * 255 / pixels is often k + 0.5 (tiles of 6 pixels: 42.5 c).
at::Tensor RoundHalfEven(const at::Tensor& v) {
  const at::Tensor f = at::floor(v);
  const at::Tensor frac = v - f;
  const at::Tensor up =
      at::logical_or(frac > 0.5, at::logical_and(frac == 0.5, at::remainder(f, 2) == 1));
  return at::where(up, f + 1, f);
}

// Kornia's _compute_luts: (T, 256) LUTs from tiles (T, P).
at::Tensor Luts(const at::Tensor& tiles, const at::Tensor& levels, const Clip& clip, bool diff) {
  const int64_t pixels = core::HostSize(tiles, 1);
  const at::ScalarType count = tiles.scalar_type() == at::kDouble ? at::kDouble : at::kFloat;
  at::Tensor histos;
  if (diff) {
    const at::TensorOptions f32 = tiles.options().dtype(at::kFloat);
    histos =
        histogram(tiles, UnitBins(tiles), at::full({}, 0.001, f32)) * static_cast<double>(pixels);
  } else {
    histos = TileCounts(tiles, levels, count);
  }
  auto limit = [&](const at::Tensor& limited, const at::Tensor& clipped) {
    const at::Tensor residual = at::remainder(clipped, kBins);
    return limited + ((clipped - residual) / static_cast<double>(kBins)).unsqueeze(1) +
           SpreadResidual(residual);
  };
  if (clip.max_vals.defined()) {
    const at::Tensor limited = at::clamp_max(histos, clip.max_vals);
    const at::Tensor clipped = diff ? at::relu(histos - clip.max_vals).sum(1)
                                    : at::rsub(limited.sum(1), static_cast<double>(pixels));
    histos = at::where(clip.enabled, limit(limited, clipped), histos);
  } else if (clip.host_max) {
    const double m = *clip.host_max;
    const at::Tensor limited = histos.clamp_max(m);
    const at::Tensor clipped =
        diff ? at::relu(histos - m).sum(1) : at::rsub(limited.sum(1), static_cast<double>(pixels));
    histos = limit(limited, clipped);
  }
  // 255 / pixels in the count dtype, as eager rounds a Scalar operand; a
  // tensor, since the fuser keeps a double Scalar in double and then rounds
  // c * scale differently (a LUT level one off where the product is near
  // k + 0.5).
  const at::Tensor scale =
      at::full({}, static_cast<double>(kBins - 1) / static_cast<double>(pixels), histos.options());
  at::Tensor luts = (histos.cumsum(1) * scale).clamp(0, kBins - 1);
  return diff ? luts : RoundHalfEven(luts).to(tiles.scalar_type());
}

// The bilinear blend along one axis: per padded position, the two tile
// indices and the weight of the second, 0 before the first centre and past
// the last (Kornia's _equalize_clahe_odd_tiles).
struct Axis {
  at::Tensor i0, i1, w;
};

Axis BlendAxis(int64_t size, int64_t tile, int64_t grid, const at::TensorOptions& coord,
               at::ScalarType dtype) {
  const at::Tensor p =
      (at::arange(size, coord) - static_cast<double>(tile - 1) / 2.0) / static_cast<double>(tile);
  const at::Tensor f = at::floor(p);
  const at::Tensor fl = f.to(at::kLong);
  at::Tensor w = (p - f).clamp(0, 1);
  w = at::where(at::logical_or(p<0, p> static_cast<double>(grid - 1)), at::zeros_like(w), w);
  return {fl.clamp(0, grid - 1), (fl + 1).clamp(0, grid - 1), w.to(dtype)};
}

at::Tensor Clahe(const at::Tensor& input, const Grid& g, Clip clip, bool diff,
                 const at::Tensor& clip_limit) {
  // The batch symbolic (a dynamic batch stays dynamic), C, H and W host ints.
  const int64_t c = core::HostSize(input, -3), h = core::HostSize(input, -2),
                w = core::HostSize(input, -1);
  const at::Tensor imgs = core::FlattenBatch(input);
  const c10::SymInt b = imgs.sym_size(0);
  // x * 255 in the image dtype, held in memory by the value check that reads
  // it (then by the reflect gather): the levels truncate this product as
  // eager rounds it. Computed inside a fused kernel (in float32, or double
  // for a double Scalar) it truncates one level lower at the bin edges.
  at::Tensor scaled = imgs * 255.0;
  scaled = core::AssertInGraph(
      scaled, at::logical_and(scaled > -1.0, scaled < 256.0).all(),
      c10::str(equalize_clahe_op().name,
               "(): expected every input value in [0, 1], but got one outside it or NaN"));
  const int64_t ph = g.gh * g.th, pw = g.gw * g.tw;
  auto pad = [&](const at::Tensor& t) { return ReflectEnd(ReflectEnd(t, 2, ph), 3, pw); };
  const at::Tensor padded = pad(imgs);
  const at::Tensor level = pad(scaled).to(at::kLong);
  // (B, C, GH, TH, GW, TW) -> (B, GH, GW, C, TH * TW): Kornia's tile order.
  auto tiled = [&](const at::Tensor& t) {
    return t.reshape_symint({b, c, g.gh, g.th, g.gw, g.tw})
        .permute({0, 2, 4, 1, 3, 5})
        .reshape_symint({b * (g.gh * g.gw * c), g.th * g.tw});
  };
  const at::Tensor tiles = tiled(padded);
  if (clip_limit.defined()) {
    const at::Tensor limits = clip_limit.to(at::kDouble);
    const int64_t per = g.gh * g.gw * c;
    const at::ScalarType count = tiles.scalar_type() == at::kDouble ? at::kDouble : at::kFloat;
    clip.max_vals = at::div(limits * static_cast<double>(g.th * g.tw), kBins, "floor")
                        .clamp_min(1)
                        .to(count)
                        .view({-1, 1})
                        .expand({-1, per})
                        .reshape({-1, 1});
    clip.enabled = (limits > 0).view({-1, 1}).expand({-1, per}).reshape({-1, 1});
  }
  const at::Tensor luts = Luts(tiles, tiled(level), clip, diff).to(input.scalar_type());

  const at::TensorOptions coord =
      input.options().dtype(input.scalar_type() == at::kDouble ? at::kDouble : at::kFloat);
  const Axis y = BlendAxis(ph, g.th, g.gh, coord, input.scalar_type());
  const Axis x = BlendAxis(pw, g.tw, g.gw, coord, input.scalar_type());
  // luts (B, GH, GW, C, 256) flat: ((((b GH + row) GW + col) C + ch) 256 + level).
  const at::TensorOptions lng = input.options().dtype(at::kLong);
  const at::Tensor bi = at::arange(b, lng).view({-1, 1, 1, 1}) * g.gh;
  const at::Tensor ch = at::arange(c, lng).view({1, c, 1, 1}) * kBins + level;
  auto at_tile = [&](const at::Tensor& row, const at::Tensor& col) {
    const at::Tensor tile = ((bi + row.view({1, 1, ph, 1})) * g.gw + col.view({1, 1, 1, pw})) * c;
    return at::take(luts, tile * kBins + ch);
  };
  const at::Tensor tl = at_tile(y.i0, x.i0), tr = at_tile(y.i0, x.i1);
  const at::Tensor bl = at_tile(y.i1, x.i0), br = at_tile(y.i1, x.i1);
  const at::Tensor wx = at::rsub(x.w, 1).view({1, 1, 1, pw}), wy = y.w.view({1, 1, ph, 1});
  const at::Tensor top = tr + (tl - tr) * wx;
  const at::Tensor bottom = br + (bl - br) * wx;
  const at::Tensor out = (top + (bottom - top) * wy) / 255.0;
  return core::InLayoutOf(input, out.narrow(2, 0, h).narrow(3, 0, w).reshape_as(input));
}

}  // namespace equalize_clahe_internal

at::Tensor equalize_clahe(const at::Tensor& input, double clip_limit,
                          std::array<int64_t, 2> grid_size, bool slow_and_differentiable) {
  using namespace equalize_clahe_internal;
  const Grid g = CheckGrid(input, grid_size);
  KC_CHECK(!std::isnan(clip_limit), kOp, "a clip_limit that is not NaN", "clip_limit = nan");
  Clip clip;
  if (clip_limit > 0)
    clip.host_max =
        std::max(std::floor(clip_limit * static_cast<double>(g.th * g.tw) / kBins), 1.0);
  return Clahe(input, g, clip, slow_and_differentiable, at::Tensor());
}

at::Tensor equalize_clahe(const at::Tensor& input, const at::Tensor& clip_limit,
                          std::array<int64_t, 2> grid_size, bool slow_and_differentiable) {
  using namespace equalize_clahe_internal;
  const Grid g = CheckGrid(input, grid_size);
  const c10::SymInt b = core::FlattenBatch(input).sym_size(0);
  KC_CHECK(clip_limit.dim() == 1 && clip_limit.sym_size(0) == b, kOp,
           c10::str("a clip_limit tensor of shape (", b, ",), one limit per image"), "shape ",
           clip_limit.sym_sizes());
  KC_CHECK_DTYPE(core::IsFloatingImageDtype(clip_limit.scalar_type()), kOp,
                 "a floating clip_limit tensor", core::DtypeName(clip_limit.scalar_type()));
  const at::Tensor limits =
      core::AssertInGraph(clip_limit, at::logical_not(at::isnan(clip_limit).any()),
                          c10::str(equalize_clahe_op().name,
                                   "(): expected every clip_limit value not NaN, but got a NaN"));
  return Clahe(input, g, Clip{}, slow_and_differentiable, limits);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(equalize_clahe,
      {.kornia = "kornia.enhance.equalize_clahe",
       .python = {.float_only = {"clip_limit"}, .tuple_only = {"grid_size"}},
       .image = core::ImageSpec{.non_empty = true, .non_empty_batch = true},
       .overloads = {core::Def("(Tensor input, float clip_limit=40.0, int[2] grid_size=[8, 8], "
                               "bool slow_and_differentiable=False) -> Tensor",
                               [](const at::Tensor& input, double clip_limit,
                                  std::vector<int64_t> grid_size, bool slow_and_differentiable) {
                                 return kornia::enhance::equalize_clahe(
                                     input, clip_limit,
                                     kornia::core::PairOf("equalize_clahe", "grid_size", grid_size),
                                     slow_and_differentiable);
                               }),
                     core::Def("Tensor",
                               "(Tensor input, Tensor clip_limit, int[2] grid_size=[8, 8], bool "
                               "slow_and_differentiable=False) -> Tensor",
                               [](const at::Tensor& input, const at::Tensor& clip_limit,
                                  std::vector<int64_t> grid_size, bool slow_and_differentiable) {
                                 return kornia::enhance::equalize_clahe(
                                     input, clip_limit,
                                     kornia::core::PairOf("equalize_clahe", "grid_size", grid_size),
                                     slow_and_differentiable);
                               })},
       .call = [](const at::Tensor& x) { return equalize_clahe(x); },
       .reduces = core::Reduces::kToSlices});

}  // namespace kornia::enhance
