// The loss family: per-pixel class scores `pred` (B, C, H, W) against int64
// labels `target` (B, H, W), reduced over the batch (dice_loss, focal_loss,
// tversky_loss, lovasz_*, ...): batch_preserving = false.
//
// LossOp generates, from the op's signature and its LossSpec:
//   - per floating dtype x variant (the op's reduction/average choice) x
//     ignore_index {off, -100} x weight {off, per class} one shape class
//     `<dtype>_<variant>[_ignore][_weighted]` with three points `_v0.._v2`
//     (scores uniform in [lo, hi]; with ignore about a quarter of the labels
//     -100, and in `_v2` sample 1 entirely ignored);
//   - a large point `<dtype>_<large_variant>_ignore_large` for the threads check;
//   - the errors every such loss has: a label outside [0, C) (an assert that
//     stays in the graph), a target of the wrong shape or dtype, an unknown
//     variant, a weight of the wrong length (the signature's are ImageOp's).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct LossSpec {
  // The op: loss(pred, target, variant, weight, ignore_index).
  std::function<torch::Tensor(const torch::Tensor& pred, const torch::Tensor& target,
                              const std::string& variant, const std::optional<torch::Tensor>& w,
                              std::optional<int64_t> ignore_index)>
      call;
  // The op's choice argument (Kornia's `reduction` or `average`) and its values.
  std::string variant_arg = "reduction";
  std::vector<std::string> variants;
  std::string large_variant;
  std::vector<double> weight;  // per class (its size is C); empty: no weight argument
  bool ignore_index = true;    // whether the op takes an ignore_index
  double lo = -3.0, hi = 3.0;  // the scores' range
  // The same call in Kornia (registry.h's JSON form; "$2" is the weight).
  std::function<std::string(const std::string& variant, bool weighted, bool ignore)> kornia;
};

inline int64_t LossClasses(const LossSpec& s) { return s.weight.empty() ? 4 : s.weight.size(); }

// Labels in [0, C) with about a quarter set to -100 when `ignore`, and sample
// 1 entirely ignored when `all_ignored`.
torch::Tensor LossLabels(std::vector<int64_t> shape, int64_t classes, uint64_t seed, bool ignore,
                         bool all_ignored = false);

std::vector<SweepPoint> LossPoints(const LossSpec& s);

// The errors every such loss has, on pred 2 x C x 3 x 3 (float32).
std::vector<ErrorCase> LossErrors(const std::string& op, const LossSpec& s);

// ImageOp (pred is the image) + LossPoints + LossErrors.
OpCase LossOp(ImageOpSpec spec, const LossSpec& loss);

}  // namespace kornia::conformance::cases
