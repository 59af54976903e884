// The enhance package's builder for the adjusters with one factor argument,
// offered as a host double and as a tensor (adjust_brightness, adjust_contrast,
// adjust_saturation_raw, ...): FactorOp is the elementwise sweep at one host
// factor (the case's own, `factor`) plus, per floating dtype,
//   <dtype>_factor_<v>        every host value of `host_values`, each its own
//                             graph, on uniform values (Kornia gets the same
//                             Python float);
//   <dtype>_tensor_factor_*   one shape class: a (B,) factor tensor traced on
//                             the first pair of `pairs` and replayed on the
//                             others (one graph across values);
//   <dtype>_no_clip           clip_output = false, where the op has it;
//   <dtype>_ties             channel ties, greys and blacks (`ties`);
//   <dtype>_channel_factor    a (B, C) factor, one value per channel, where
//                             the op takes one (`per_channel`);
// on a uint8 image where the op claims one (family_levels.h; Kornia on x / 255):
//   uint8_factor_<v>, uint8_levels_factor_<v>  each host value and the
//                             sweep's factor, on uniform values and on every
//                             level; the sweep's factor on every tail width;
//   uint8_tensor_factor_*, uint8_channel_factor, uint8_no_clip  as above;
// and the errors every such op has: a factor tensor of another batch size,
// and, for ops that refuse negative factors, the host check and the in-graph
// check (traced on good values, replayed on a negative one).
#pragma once

#include <torch/types.h>

#include <array>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "conformance/cases/enhance/family_levels.h"
#include "conformance/cases/enhance/family_sweep.h"
#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The op's forms: at a host factor, at a factor tensor, and, where the op
// has clip_output, at a host factor with clip_output = false. From one
// generic callable f(x, factor[, clip_output]) (the third argument where the
// op has the flag), or from the host and tensor forms.
struct FactorForms {
  using Host = std::function<torch::Tensor(const torch::Tensor&, double)>;
  using Tensor = std::function<torch::Tensor(const torch::Tensor&, const torch::Tensor&)>;
  Host host, no_clip;
  Tensor tensor;

  FactorForms() = default;
  FactorForms(Host h, Tensor t) : host(std::move(h)), tensor(std::move(t)) {}
  // Implicit, for `.op = [](const torch::Tensor& x, const auto& v) {...}`.
  template <typename F, typename = std::enable_if_t<
                            std::is_invocable_v<F, const torch::Tensor&, double> &&
                            std::is_invocable_v<F, const torch::Tensor&, const torch::Tensor&>>>
  FactorForms(F f) : host(f), tensor(f) {
    if constexpr (std::is_invocable_v<F, const torch::Tensor&, double, bool>)
      no_clip = [f](const torch::Tensor& x, double v) { return f(x, v, false); };
  }
};

struct FactorSpec {
  std::string arg = "factor";  // the argument's name, as messages give it
  double factor = 0.5;         // the host factor of the elementwise sweep
  // The op; with no_clip, per dtype one point `<dtype>_no_clip` at `factor`
  // on values in [-1, 2].
  FactorForms op;
  std::vector<double> host_values;
  std::vector<std::array<double, 2>> pairs;  // per-sample values, B = 2
  bool per_channel = true;                   // a (B, C) factor is legal
  // The shape a factor must broadcast to, as messages give it for the error
  // inputs' (2, C, 4, 4) image; empty: [2, C, 4, 4], or [2, 1, 4, 4] without
  // per_channel.
  std::string target;
  bool non_negative = false;  // factor >= 0 is checked (host and in graph)
  // RGB adjusters (adjust_hue, adjust_saturation): per dtype one point
  // `<dtype>_ties` at `factor` on the color sweep's TiesImage (channel ties,
  // greys, blacks).
  bool ties = false;
};

// Per floating dtype and (name, shape) of `shapes`, `<dtype>_<name>`: uniform
// values of that shape, the op at host factor `v` (Kornia's call the same).
std::vector<SweepPoint> ShapePoints(
    const FactorForms::Host& host, double v,
    const std::vector<std::pair<std::string, std::vector<int64_t>>>& shapes);

// A tensor factor made for the input x of a composite call.
using TensorFactor = std::function<torch::Tensor(const torch::Tensor& x)>;
// PerSample(x, lo, hi) and PerPixel(x, lo, hi) (composite.h) as tensor factors.
TensorFactor PerSampleFactor(double lo, double hi);
TensorFactor PerPixelFactor(double lo, double hi);

// The composite calls (AddCompositePoints) of a factor op over a grid: the
// op at each host factor of `values`, then at each tensor factor of
// `tensors`, in that order.
std::vector<ImageCall> FactorCalls(const FactorForms& f, const std::vector<double>& values,
                                   const std::vector<TensorFactor>& tensors = {});

// The case of `op` (its descriptor gives the identity, image signature,
// dtype probe and signature errors; the sweep is `f.host` at `f.factor`).
OpCase FactorOp(const core::OpSpec& op, const FactorSpec& f);

}  // namespace kornia::conformance::cases
