#include "ops/filters/otsu_threshold.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/abs.h>
#include <ATen/ops/addcmul.h>
#include <ATen/ops/amax.h>
#include <ATen/ops/amin.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/argmax.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/ceil.h>
#include <ATen/ops/cumsum.h>
#include <ATen/ops/full_like.h>
#include <ATen/ops/isfinite.h>
#include <ATen/ops/maximum.h>
#include <ATen/ops/minimum.h>
#include <ATen/ops/nextafter.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/softmax.h>
#include <ATen/ops/special_ndtr.h>
#include <ATen/ops/sum.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>
#include <ATen/ops/zeros_like.h>
#include <c10/core/GradMode.h>

#include <limits>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"

namespace kornia::filters {
namespace otsu_threshold_internal {

constexpr double kInf = std::numeric_limits<double>::infinity();
// Kornia's OtsuThreshold constants: the standard deviations, in bins, of the
// estimate that selects the slow path's threshold and of the wider one behind
// its gradient, the soft-argmax temperature, the non-empty bin mass.
constexpr double kKdeBandwidth = 0.1;
constexpr double kSurrogateBandwidth = 0.5;
constexpr double kSoftArgmaxTemperature = 0.01;
constexpr double kNonemptyBinMass = 0.01;

bool IsAccepted(c10::ScalarType t) {
  switch (t) {
    case at::kByte:
    case at::kChar:
    case at::kShort:
    case at::kInt:
    case at::kLong:
    case at::kHalf:
    case at::kBFloat16:
    case at::kFloat:
    case at::kDouble:
      return true;
    default:
      return false;
  }
}

// torch.finfo(dtype).tiny of the edge dtype.
double Tiny(c10::ScalarType t) {
  return t == at::kDouble ? std::numeric_limits<double>::min()
                          : static_cast<double>(std::numeric_limits<float>::min());
}

// Kornia's __histogram: per row of xs (P, N), the normalized histogram of
// `bins` bins over the row's range, the bin edges (P, bins + 1) in input
// units and each value's bin.
struct Histogram {
  at::Tensor histograms, edges, indices;
};

Histogram HardHistogram(const at::Tensor& xs, int64_t bins) {
  const c10::ScalarType edge = xs.scalar_type() == at::kDouble ? at::kDouble : at::kFloat;
  at::Tensor values = xs.detach().to(edge);
  at::Tensor min_values = at::amin(values, {1}, true);
  at::Tensor max_values = at::amax(values, {1}, true);
  at::Tensor widths = max_values - min_values;
  const at::Tensor scale =
      at::where(at::isfinite(widths * bins), at::ones_like(widths),
                at::maximum(min_values.abs(), max_values.abs()).clamp_min(Tiny(edge)));
  values = values / scale;
  min_values = min_values / scale;
  max_values = max_values / scale;
  widths = max_values - min_values;
  const at::Tensor safe_widths = at::where(widths > 0, widths, at::ones_like(widths));
  const at::Tensor indices =
      ((values - min_values) * bins / safe_widths).to(at::kLong).clamp(0, bins - 1);
  const at::Tensor histograms = at::zeros_symint({values.sym_size(0), bins}, values.options())
                                    .scatter_add(1, indices, at::ones_like(values));
  const at::Tensor positions = at::arange(bins + 1, values.options());
  const at::Tensor steps = widths / bins;
  const at::Tensor bin_edges =
      at::where(positions < (bins + 1) / 2, at::addcmul(min_values, positions, steps),
                at::addcmul(max_values, positions - bins, steps));
  return {histograms / at::sum(histograms, {1}, true), bin_edges * scale, indices};
}

// Kornia's _kde_histogram, every row at once: the bin masses (P, bins) of a
// Gaussian estimate of `bandwidth` bins over coords (P, N) in bin units, a
// pixel's mass beyond [0, bins] kept in the first or last bin.
at::Tensor KdeHistogram(const at::Tensor& coords, int64_t bins, double bandwidth) {
  const at::Tensor inner_edges = at::arange(1, bins, coords.options());
  at::Tensor above = at::special_ndtr((coords.unsqueeze(-1) - inner_edges) / bandwidth).mean(1);
  const c10::SymInt rows = coords.sym_size(0);
  above = at::cat({at::ones_symint({rows, 1}, coords.options()), above,
                   at::zeros_symint({rows, 1}, coords.options())},
                  1);
  return above.slice(1, 0, -1) - above.slice(1, 1);
}

// Kornia's _between_class_variance: the between-class variance (P, bins - 1)
// of the split after each bin but the last, -1 where a class is empty, and
// the mask of the splits whose two classes are non-empty.
std::pair<at::Tensor, at::Tensor> BetweenClassVariance(const at::Tensor& histograms) {
  const at::Tensor bin_values = at::arange(histograms.sym_size(1), histograms.options());
  const at::Tensor total_weight = at::sum(histograms, {1});
  const at::Tensor total_sum = at::sum(histograms * bin_values, {1});
  const at::Tensor cumsum_weight = at::cumsum(histograms, 1);
  const at::Tensor cumsum_sum = at::cumsum(histograms * bin_values, 1);
  const at::Tensor weight_bg = cumsum_weight.slice(1, 0, -1);
  const at::Tensor sum_bg = cumsum_sum.slice(1, 0, -1);
  const at::Tensor weight_fg = total_weight.unsqueeze(1) - weight_bg;
  const at::Tensor sum_fg = total_sum.unsqueeze(1) - sum_bg;
  const at::Tensor valid_bg = weight_bg > 0;
  const at::Tensor valid_fg = weight_fg > 0;
  const at::Tensor mean_bg = sum_bg / at::where(valid_bg, weight_bg, at::ones_like(weight_bg));
  const at::Tensor mean_fg = sum_fg / at::where(valid_fg, weight_fg, at::ones_like(weight_fg));
  const at::Tensor valid = valid_bg.logical_and(valid_fg);
  const at::Tensor inter_class_var = at::where(
      valid, weight_bg * weight_fg * (mean_bg - mean_fg).pow(2), at::full_like(weight_bg, -1.0));
  return {inter_class_var, valid};
}

// Kornia's _upper_edge: edge `index` of `bins` equal bins from min_val to
// max_val (linspace's symmetric interpolation), extreme ranges in bounded units.
at::Tensor UpperEdge(const at::Tensor& min_val, const at::Tensor& max_val, const at::Tensor& index,
                     int64_t bins) {
  const at::Tensor span = max_val - min_val;
  const at::Tensor step = span / bins;
  const at::Tensor k = index.to(step.scalar_type());
  const at::Tensor lower_half = index < (bins + 1) / 2;
  const at::Tensor edge =
      at::where(lower_half, at::addcmul(min_val, k, step), at::addcmul(max_val, k - bins, step));
  const double tiny = Tiny(min_val.scalar_type());
  const at::Tensor scale = at::maximum(min_val.abs(), max_val.abs()).clamp_min(tiny);
  const at::Tensor lo = min_val / scale, hi = max_val / scale;
  const at::Tensor bounded_step = (hi - lo) / bins;
  const at::Tensor bounded_edge = at::where(lower_half, at::addcmul(lo, k, bounded_step),
                                            at::addcmul(hi, k - bins, bounded_step));
  const at::Tensor ordinary = at::isfinite(span).logical_and(span >= tiny * bins);
  return at::where(ordinary, edge, bounded_edge * scale);
}

// Kornia's _soft_threshold: the soft-argmax threshold of the 0.5-bin estimate
// behind the slow path's straight-through gradient.
at::Tensor SoftThreshold(const at::Tensor& coords, const at::Tensor& min_val,
                         const at::Tensor& span, int64_t bins) {
  const at::Tensor histograms = KdeHistogram(coords, bins, kSurrogateBandwidth);
  auto [inter_class_var, valid] = BetweenClassVariance(histograms);
  at::Tensor largest = at::amax(inter_class_var, {1}, true);
  largest = at::where(largest > 0, largest, at::ones_like(largest));
  at::Tensor logits = inter_class_var / (largest * kSoftArgmaxTemperature);
  const double lowest = logits.scalar_type() == at::kDouble
                            ? std::numeric_limits<double>::lowest()
                            : static_cast<double>(std::numeric_limits<float>::lowest());
  logits = at::where(valid, logits, at::full_like(logits, lowest));
  const at::Tensor weights = at::softmax(logits, 1);
  const at::Tensor upper_edges = at::arange(1, bins, weights.options());
  return min_val + ((at::sum(weights * upper_edges, {1}) / bins) * span);
}

}  // namespace otsu_threshold_internal

std::tuple<at::Tensor, at::Tensor> otsu_threshold(const at::Tensor& x, int64_t nbins,
                                                  bool slow_and_differentiable, bool return_mask) {
  using namespace otsu_threshold_internal;
  const char* const kOp = otsu_threshold_op().name.c_str();
  const int64_t dim = x.dim();
  KC_CHECK(dim <= 5, kOp, "x of at most 5 dims", "shape ", x.sym_sizes());
  KC_CHECK_DTYPE(IsAccepted(x.scalar_type()), kOp,
                 "x of dtype uint8, int8, int16, int32, int64, float16, bfloat16, float32 or "
                 "float64",
                 core::DtypeName(x.scalar_type()));
  // Kornia's transform_input: one plane of every value for at most two dims,
  // else one row per plane over the last two dims.
  int64_t plane = 1;
  for (int64_t d = dim <= 2 ? 0 : dim - 2; d < dim; ++d) plane *= core::HostSize(x, d);
  KC_CHECK(plane > 0, kOp, "non-empty planes (the last two dims, or every dim of x)", "shape ",
           x.sym_sizes());
  KC_CHECK(nbins >= 2, kOp, "nbins >= 2", "nbins = ", nbins);
  const at::Tensor xf =
      dim <= 2 ? x.reshape({1, plane}) : core::Reshape(x, {c10::SymInt(-1), c10::SymInt(plane)});
  const bool floating = x.is_floating_point();
  const c10::ScalarType edge = x.scalar_type() == at::kDouble ? at::kDouble : at::kFloat;

  at::Tensor inter_class_var, lower_edges, indices, bin_edges, min_val, max_val, coords;
  at::Tensor bounded_min, bounded_span;
  if (slow_and_differentiable) {
    const at::Tensor xs = xf.to(edge);
    min_val = at::amin(xs, {1}).detach();
    max_val = at::amax(xs, {1}).detach();
    const at::Tensor span = (max_val - min_val).unsqueeze(1);
    const at::Tensor finite_span = at::isfinite(span);
    const at::Tensor offset = at::where(finite_span, min_val.unsqueeze(1), at::zeros_like(span));
    const at::Tensor largest = at::amax(xs.detach().abs(), {1}, true).clamp_min(Tiny(edge));
    const at::Tensor scale =
        at::where(finite_span, at::where(span > 0, span, at::ones_like(span)), largest);
    const at::Tensor bounded = (xs.detach() - offset) / scale + (xs - xs.detach());
    bounded_min = at::amin(bounded, {1});
    bounded_span = at::amax(bounded, {1}) - bounded_min;
    const at::Tensor safe_span =
        at::where(bounded_span > 0, bounded_span, at::ones_like(bounded_span));
    coords = ((bounded - bounded_min.unsqueeze(1)) / safe_span.unsqueeze(1)) * nbins;
    const at::Tensor histograms = KdeHistogram(coords.detach(), nbins, kKdeBandwidth);
    inter_class_var = BetweenClassVariance(histograms).first;
    const at::Tensor nonempty =
        histograms.slice(1, 0, -1) > kNonemptyBinMass / static_cast<double>(plane);
    inter_class_var = at::where(nonempty, inter_class_var, at::full_like(inter_class_var, -1.0));
    lower_edges = min_val;
    indices = coords.detach().to(at::kLong).clamp(0, nbins - 1);
  } else {
    Histogram h = HardHistogram(xf, nbins);
    inter_class_var = BetweenClassVariance(h.histograms).first;
    // A split after an empty bin repeats the one before it: it never competes.
    const at::Tensor nonempty = h.histograms.slice(1, 0, -1) > 0;
    inter_class_var = at::where(nonempty, inter_class_var, at::full_like(inter_class_var, -1.0));
    bin_edges = h.edges;
    lower_edges = bin_edges.select(1, 0);
    indices = h.indices;
  }

  // The best split (the first of equal maxima) and its upper edge.
  const at::Tensor t_max = at::argmax(inter_class_var, 1);
  const at::Tensor max_var = inter_class_var.gather(1, t_max.unsqueeze(1)).squeeze(1);
  at::Tensor upper_edges = slow_and_differentiable
                               ? UpperEdge(min_val, max_val, t_max + 1, nbins)
                               : bin_edges.gather(1, (t_max + 1).unsqueeze(1)).squeeze(1);
  // An integer threshold: the largest integer below the edge.
  if (!floating) upper_edges = at::ceil(upper_edges) - 1;
  const at::Tensor split = max_var > 0;
  at::Tensor best = at::where(split, upper_edges, lower_edges).to(x.scalar_type());
  if (floating) {
    // The threshold at or above the largest background pixel and below the
    // smallest foreground one (histogram membership decides each side).
    const at::Tensor foreground = indices > t_max.unsqueeze(1);
    const at::Tensor boundary = at::amin(at::where(foreground, xf, kInf), {1}).detach();
    const at::Tensor background_max = at::amax(at::where(foreground, -kInf, xf), {1}).detach();
    best = at::where(split, at::maximum(best, background_max), best);
    // The value one step toward -inf: nextafter, in every floating dtype (for
    // float16 and bfloat16 the same bits as Kornia's step of the 16-bit
    // pattern, -0 and +0 both to the negative smallest subnormal).
    const at::Tensor previous = at::nextafter(boundary, at::full_like(boundary, -kInf));
    const at::Tensor bounded_thresholds =
        at::minimum(best.to(upper_edges.scalar_type()), previous.to(upper_edges.scalar_type()))
            .to(x.scalar_type());
    best = at::where(split, bounded_thresholds, best);
  }
  // A constant plane keeps its exact value (integers beyond float precision too).
  const at::Tensor plane_min = at::amin(xf, {1}).detach();
  const at::Tensor plane_max = at::amax(xf, {1}).detach();
  best = at::where(plane_min == plane_max, plane_min, best);

  // Kornia's straight-through gradient of the slow path, only where x
  // records one (its value adds soft - soft, zero).
  if (slow_and_differentiable && floating && at::GradMode::is_enabled() && x.requires_grad()) {
    const at::Tensor soft = SoftThreshold(coords, bounded_min, bounded_span, nbins);
    best = best + (soft - soft.detach()).to(x.scalar_type());
  }

  const at::Tensor mask = xf > best.unsqueeze(1);
  if (return_mask) return {core::Reshape(mask, core::SymSizes(x)), best};
  return {core::Reshape(mask.to(x.scalar_type()) * xf, core::SymSizes(x)), best};
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(otsu_threshold,
      {.kornia = "kornia.filters.otsu_threshold",
       .module = {"OtsuThreshold", {}, {"x", "nbins", "slow_and_differentiable"}},
       .overloads = {core::Def("(Tensor x, int nbins=256, bool slow_and_differentiable=False, bool "
                               "return_mask=False) -> (Tensor, Tensor)",
                               &otsu_threshold)},
       .call = [](const at::Tensor& x) { return std::get<0>(otsu_threshold(x)); },
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kByte, at::kChar,
                  at::kShort, at::kInt, at::kLong},
       .reduces = core::Reduces::kToSlices,
       .outputs =
           [](const at::Tensor& x) {
             auto [out, threshold] = otsu_threshold(x);
             return std::vector<at::Tensor>{out, threshold};
           }});

}  // namespace kornia::filters
