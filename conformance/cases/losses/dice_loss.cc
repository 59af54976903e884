// Conformance case of ops/losses/dice_loss: per floating dtype x average x
// ignore_index {off, -100} x weight {off, per class} one shape class
// `<dtype>_<average>[_ignore][_weighted]` with three points `_v0.._v2` (4
// classes, 2 x 4 x 5 x 6 scores in [-3, 3]; `_v2` of an ignoring class has
// sample 1 entirely ignored); a large point per dtype for the threads check;
// the errors of the labels, the target, the average and the weight.
#include "ops/losses/dice_loss.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases::dice_loss_case {

// Labels in [0, 4) with about a quarter set to -100 when `ignore`, and sample
// 1 entirely ignored when `all_ignored`.
torch::Tensor Labels(std::vector<int64_t> shape, uint64_t seed, bool ignore, bool all_ignored) {
  torch::Tensor t = MakeInput(shape, torch::kLong, ValueClass::kUniform, seed, 0, 3);
  if (ignore) {
    const torch::Tensor u = MakeInput(shape, torch::kDouble, ValueClass::kUniform, seed + 1);
    t = torch::where(u < 0.25, torch::full_like(t, -100), t);
  }
  if (all_ignored) t.select(0, 1).fill_(-100);
  return t;
}

// dice_loss(pred, target, average, 1e-8, weight, ignore_index) on the inputs
// {pred, target[, weight]}: no weight without a third input, -100 ignored
// where `ignore`.
OpFn Loss(std::string average, bool ignore) {
  return [average, ignore](const Inputs& in) {
    return losses::dice_loss(in[0], in[1], average, 1e-8,
                             in.size() > 2 ? std::optional<torch::Tensor>(in[2]) : std::nullopt,
                             ignore ? std::optional<int64_t>(-100) : std::nullopt);
  };
}

}  // namespace kornia::conformance::cases::dice_loss_case

KC_CASE(losses, dice_loss) {
  using dice_loss_case::Labels;
  using dice_loss_case::Loss;
  using losses::dice_loss;
  const std::vector<double> weight = {0.5, 1.0, 2.0, 0.0};
  // The probe and the signature's errors: a target that fits pred wherever
  // pred has the dims (only pred is wrong there).
  OpCase c = ImageOp(op, [](const torch::Tensor& pred) {
    std::vector<int64_t> target = {pred.dim() > 0 ? pred.size(0) : 1, 4, 5};
    if (pred.dim() >= 3) target = {target[0], pred.size(-2), pred.size(-1)};
    return dice_loss(pred, torch::zeros(target, torch::kLong), "micro", 1e-8, std::nullopt,
                     std::nullopt);
  });
  c.points = [weight] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, Inputs in, std::string average, bool ignore) {
      const bool weighted = in.size() > 2;
      points.push_back(
          Point(id, cls, in, Loss(average, ignore),
                {.args = {In(0), In(1), average, 1e-8, weighted ? In(2) : KorniaArg(nullptr),
                          ignore ? KorniaArg(-100) : KorniaArg(nullptr)}}));
    };
    for (const auto& d : kFloatDtypes)
      for (const std::string average : {"micro", "macro"})
        for (bool ignore : {false, true})
          for (bool weighted : {false, true}) {
            const std::string cls = c10::str(d.name, "_", average, ignore ? "_ignore" : "",
                                             weighted ? "_weighted" : "");
            for (int v = 0; v < 3; ++v) {
              const std::string id = cls + "_v" + std::to_string(v);
              Inputs in = {UniformInput({2, 4, 5, 6}, d.type, id, -3, 3),
                           Labels({2, 5, 6}, SeedOf(id), ignore, ignore && v == 2)};
              if (weighted) in.push_back(torch::tensor(weight).to(d.type));
              add(id, cls, in, average, ignore);
            }
          }
    for (const auto& d : kFloatDtypes) {
      const std::string id = c10::str(d.name, "_macro_ignore_large");
      add(id, id,
          {LargeImage(d.type, 4, id, -3, 3), Labels({2, 128, 128}, SeedOf(id), true, false)},
          "macro", true);
    }
    // Each class's sums over 73,984 half pixels (HalfReductionImage: 4 logits
    // in [0.875, 1], so every sum stays finite in float16 and a half
    // accumulator would stall at 2,048).
    for (torch::ScalarType t : {torch::kHalf, torch::kBFloat16}) {
      const std::string id = DtypeId(t) + "_reduction";
      add(id, id,
          {HalfReductionImage(t, 4, "dice_loss_" + id),
           Labels({1, 272, 272}, SeedOf(id), false, false)},
          "macro", false);
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  c.batch_preserving = false;
  const torch::Tensor pred = torch::rand({2, 4, 3, 3});
  const torch::Tensor good = torch::zeros({2, 3, 3}, torch::kLong);
  const torch::Tensor bad = torch::full({2, 3, 3}, 4, torch::kLong);
  // Kornia's defaults past `average` (ignore_index -100).
  const OpFn defaults = [](const Inputs& in) { return dice_loss(in[0], in[1], "micro"); };
  c.errors.insert(
      c.errors.end(),
      {RefusedInGraph("label_out_of_range", Loss("micro", false), {pred, good}, {pred, bad},
                      "expected every target label in [0, C) or ignore_index, but got one outside"),
       Refused("target_shape", defaults, {pred, torch::zeros({2, 3, 4}, torch::kLong)},
               "expected target of shape (2, 3, 3), but got shape [2, 3, 4]"),
       Refused("target_int32", defaults, {pred, torch::zeros({2, 3, 3}, torch::kInt)},
               "expected an int64 target, but got int32", ErrorKind::kType),
       Refused("average_unknown", Loss("weighted", false), {pred, good},
               "expected average micro or macro, but got 'weighted'"),
       Refused("weight_shape", Loss("micro", false), {pred, good, torch::ones({3})},
               "expected weight of shape (4,), but got shape [3]")});
  c.tensor_args = {{"target", {.input = 1, .dtypes = {torch::kLong}}},
                   {"weight", {.input = 2, .dtypes = kEveryDtype}}};
  return c;
}
