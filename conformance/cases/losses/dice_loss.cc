// Conformance case of ops/losses/dice_loss.
#include "ops/losses/dice_loss.h"

#include <torch/torch.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace {

using losses::dice_loss;

// Labels in [0, classes) with about a quarter set to -100 when `ignore`, and
// sample 1 entirely ignored in the "all_ignored" variant.
torch::Tensor Labels(uint64_t seed, bool ignore, bool all_ignored) {
  torch::Tensor t = MakeInput({2, 5, 6}, torch::kLong, ValueClass::kUniform, seed, 0, 3);
  if (ignore) {
    const torch::Tensor u = MakeInput({2, 5, 6}, torch::kDouble, ValueClass::kUniform, seed + 1);
    t = torch::where(u < 0.25, torch::full_like(t, -100), t);
  }
  if (all_ignored) t.select(0, 1).fill_(-100);
  return t;
}

std::vector<SweepPoint> DicePoints() {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes)
    for (const char* average : {"micro", "macro"})
      for (bool ignore : {false, true})
        for (bool weighted : {false, true}) {
          const std::string cls = std::string(d.name) + "_" + average + (ignore ? "_ignore" : "") +
                                  (weighted ? "_weighted" : "");
          auto run = [average = std::string(average), ignore, weighted](const Inputs& in) {
            return dice_loss(in[0], in[1], average, 1e-8,
                             weighted ? std::optional<torch::Tensor>(in[2]) : std::nullopt,
                             ignore ? std::optional<int64_t>(-100) : std::nullopt);
          };
          const torch::Tensor w = torch::tensor({0.5, 1.0, 2.0, 0.0}).to(d.type);
          for (int v = 0; v < 3; ++v) {
            const bool all_ignored = ignore && v == 2;
            const std::string id = cls + "_v" + std::to_string(v);
            Inputs in = {MakeInput({2, 4, 5, 6}, d.type, ValueClass::kUniform, SeedOf(id), -3, 3),
                         Labels(SeedOf(id), ignore, all_ignored)};
            if (weighted) in.push_back(w);
            SweepPoint p = Point(id, cls, d.name, in, run);
            p.kornia = std::string(R"({"args": ["$0", "$1", ")") + average + R"(", 1e-8, )" +
                       (weighted ? R"("$2")" : "null") + ", " + (ignore ? "-100" : "null") + "]}";
            points.push_back(p);
          }
        }
  for (const auto& d : kFloatDtypes) {
    const std::string id = std::string(d.name) + "_macro_ignore_large";
    torch::Tensor labels =
        MakeInput({2, 128, 128}, torch::kLong, ValueClass::kUniform, SeedOf(id), 0, 3);
    const torch::Tensor u =
        MakeInput({2, 128, 128}, torch::kDouble, ValueClass::kUniform, SeedOf(id) + 1);
    labels = torch::where(u < 0.25, torch::full_like(labels, -100), labels);
    points.push_back(
        Point(id, id, d.name, {LargeImage(d.type, 4, id, -3, 3), labels}, [](const Inputs& in) {
          return dice_loss(in[0], in[1], "macro", 1e-8, std::nullopt, -100);
        }));
    points.back().kornia = R"({"args": ["$0", "$1", "macro", 1e-8, null, -100]})";
  }
  return points;
}

OpCase Dice() {
  OpCase c = ImageOp({.name = "dice_loss",
                      .package = "losses",
                      .kornia = "kornia.losses.dice_loss",
                      .image = {.noun = "pred", .rank = core::ImageRank::kBatch},
                      .call = [](const torch::Tensor& pred) {
                        const int64_t n = pred.dim() > 0 ? pred.size(0) : 1;
                        return dice_loss(pred, torch::zeros({n, 4, 5}, torch::kLong));
                      }});
  c.points = DicePoints;
  c.batch_inputs = {0, 1};
  c.batch_preserving = false;
  const torch::Tensor pred = torch::rand({2, 4, 3, 3});
  const torch::Tensor good = torch::zeros({2, 3, 3}, torch::kLong);
  const torch::Tensor bad = torch::full({2, 3, 3}, 4, torch::kLong);
  auto graph = [](const Inputs& in) { return dice_loss(in[0], in[1]); };
  c.errors.insert(
      c.errors.end(),
      {{"label_out_of_range", [pred, bad] { dice_loss(pred, bad); },
        "dice_loss(): expected every target label in [0, C) or ignore_index, but got one outside",
        GraphError{graph, {pred, good}, {pred, bad}}},
       {"target_shape",
        [pred] {
          dice_loss(pred, torch::zeros({2, 3, 4}, torch::kLong));
        },
        "dice_loss(): expected target of shape (2, 3, 3), but got shape [2, 3, 4]"},
       {"target_int32",
        [pred] {
          dice_loss(pred, torch::zeros({2, 3, 3}, torch::kInt));
        },
        "dice_loss(): expected an int64 target, but got int32"},
       {"average_unknown", [pred, good] { dice_loss(pred, good, "weighted"); },
        "dice_loss(): expected average micro or macro, but got 'weighted'"},
       {"weight_shape", [pred, good] { dice_loss(pred, good, "micro", 1e-8, torch::ones({3})); },
        "dice_loss(): expected weight of shape (4,), but got shape [3]"}});
  return c;
}

KC_REGISTER_CASE(Dice);

}  // namespace
}  // namespace kornia::conformance::cases
