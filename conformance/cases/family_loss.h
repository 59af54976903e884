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
inline torch::Tensor LossLabels(std::vector<int64_t> shape, int64_t classes, uint64_t seed,
                                bool ignore, bool all_ignored = false) {
  torch::Tensor t = MakeInput(shape, torch::kLong, ValueClass::kUniform, seed, 0, classes - 1);
  if (ignore) {
    const torch::Tensor u = MakeInput(shape, torch::kDouble, ValueClass::kUniform, seed + 1);
    t = torch::where(u < 0.25, torch::full_like(t, -100), t);
  }
  if (all_ignored) t.select(0, 1).fill_(-100);
  return t;
}

inline std::vector<SweepPoint> LossPoints(const LossSpec& s) {
  std::vector<SweepPoint> points;
  const int64_t classes = LossClasses(s);
  auto run = [call = s.call](std::string variant, bool ignore, bool weighted) {
    return [=](const Inputs& in) {
      return call(in[0], in[1], variant,
                  weighted ? std::optional<torch::Tensor>(in[2]) : std::nullopt,
                  ignore ? std::optional<int64_t>(-100) : std::nullopt);
    };
  };
  const std::vector<bool> ignores =
      s.ignore_index ? std::vector<bool>{false, true} : std::vector<bool>{false};
  const std::vector<bool> weights =
      s.weight.empty() ? std::vector<bool>{false} : std::vector<bool>{false, true};
  for (const auto& d : kFloatDtypes)
    for (const std::string& variant : s.variants)
      for (bool ignore : ignores)
        for (bool weighted : weights) {
          const std::string cls =
              c10::str(d.name, "_", variant, ignore ? "_ignore" : "", weighted ? "_weighted" : "");
          for (int v = 0; v < 3; ++v) {
            const std::string id = cls + "_v" + std::to_string(v);
            Inputs in = {
                MakeInput({2, classes, 5, 6}, d.type, ValueClass::kUniform, SeedOf(id), s.lo, s.hi),
                LossLabels({2, 5, 6}, classes, SeedOf(id), ignore, ignore && v == 2)};
            if (weighted) in.push_back(torch::tensor(s.weight).to(d.type));
            points.push_back(Point(id, cls, d.name, in, run(variant, ignore, weighted)));
            points.back().kornia = s.kornia(variant, weighted, ignore);
          }
        }
  for (const auto& d : kFloatDtypes) {
    const std::string id = c10::str(d.name, "_", s.large_variant, "_ignore_large");
    points.push_back(Point(id, id, d.name,
                           {LargeImage(d.type, classes, id, s.lo, s.hi),
                            LossLabels({2, 128, 128}, classes, SeedOf(id), s.ignore_index)},
                           run(s.large_variant, s.ignore_index, false)));
    points.back().kornia = s.kornia(s.large_variant, false, s.ignore_index);
  }
  return points;
}

// The errors every such loss has, on pred 2 x C x 3 x 3 (float32).
inline std::vector<ErrorCase> LossErrors(const std::string& op, const LossSpec& s) {
  const int64_t classes = LossClasses(s);
  const torch::Tensor pred = torch::rand({2, classes, 3, 3});
  const torch::Tensor good = torch::zeros({2, 3, 3}, torch::kLong);
  const torch::Tensor bad = torch::full({2, 3, 3}, classes, torch::kLong);
  auto call = [call = s.call, v = s.variants.front()](const torch::Tensor& pred,
                                                      const torch::Tensor& target) {
    return call(pred, target, v, std::nullopt, std::nullopt);
  };
  auto graph = [call](const Inputs& in) { return call(in[0], in[1]); };
  std::vector<ErrorCase> errors = {
      {"label_out_of_range", [call, pred, bad] { call(pred, bad); },
       op + "(): expected every target label in [0, C)" +
           (s.ignore_index ? " or ignore_index" : "") + ", but got one outside",
       GraphError{graph, {pred, good}, {pred, bad}}},
      {"target_shape",
       [call, pred] {
         call(pred, torch::zeros({2, 3, 4}, torch::kLong));
       },
       op + "(): expected target of shape (2, 3, 3), but got shape [2, 3, 4]"},
      {"target_int32",
       [call, pred] {
         call(pred, torch::zeros({2, 3, 3}, torch::kInt));
       },
       op + "(): expected an int64 target, but got int32"},
      {s.variant_arg + "_unknown",
       [c = s.call, pred, good] { c(pred, good, "weighted", std::nullopt, std::nullopt); },
       EnumMessage(op, s.variant_arg, s.variants, "weighted")}};
  if (!s.weight.empty())
    errors.push_back(
        {"weight_shape",
         [c = s.call, pred, good, v = s.variants.front()] {
           c(pred, good, v, torch::ones({3}), std::nullopt);
         },
         c10::str(op, "(): expected weight of shape (", classes, ",), but got shape [3]")});
  return errors;
}

// ImageOp (pred is the image) + LossPoints + LossErrors.
inline OpCase LossOp(ImageOpSpec spec, const LossSpec& loss) {
  if (!spec.call)
    spec.call = [call = loss.call, v = loss.variants.front()](const torch::Tensor& pred) {
      // A target that fits pred wherever pred has the dims (only pred is wrong
      // in the signature's errors).
      std::vector<int64_t> target = {pred.dim() > 0 ? pred.size(0) : 1, 4, 5};
      if (pred.dim() >= 3) target = {target[0], pred.size(-2), pred.size(-1)};
      return call(pred, torch::zeros(target, torch::kLong), v, std::nullopt, std::nullopt);
    };
  OpCase c = ImageOp(spec);
  c.points = [loss] { return LossPoints(loss); };
  c.batch_inputs = {0, 1};
  c.batch_preserving = false;
  for (ErrorCase& e : LossErrors(spec.name, loss)) c.errors.push_back(std::move(e));
  return c;
}

}  // namespace kornia::conformance::cases
