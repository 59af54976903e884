// Conformance case of ops/losses/dice_loss.
#include "ops/losses/dice_loss.h"

#include <torch/types.h>

#include "conformance/cases/family_loss.h"

namespace kornia::conformance::cases {
namespace dice_loss_case {

OpCase Dice() {
  return LossOp(
      {.name = "dice_loss",
       .package = "losses",
       .kornia = "kornia.losses.dice_loss",
       .image = {.noun = "pred", .rank = core::ImageRank::kBatch}},
      {.call =
           [](const torch::Tensor& pred, const torch::Tensor& target, const std::string& average,
              const std::optional<torch::Tensor>& weight, std::optional<int64_t> ignore_index) {
             return losses::dice_loss(pred, target, average, 1e-8, weight, ignore_index);
           },
       .variant_arg = "average",
       .variants = {"micro", "macro"},
       .large_variant = "macro",
       .weight = {0.5, 1.0, 2.0, 0.0},
       .kornia =
           [](const std::string& average, bool weighted, bool ignore) {
             return c10::str(R"({"args": ["$0", "$1", ")", average, R"(", 1e-8, )",
                             weighted ? R"("$2")" : "null", ", ", ignore ? "-100" : "null", "]}");
           }});
}

KC_REGISTER_CASE(Dice);

}  // namespace dice_loss_case
}  // namespace kornia::conformance::cases
