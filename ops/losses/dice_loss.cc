#include "ops/losses/dice_loss.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/mean.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/promote_types.h>
#include <ATen/ops/softmax.h>
#include <ATen/ops/sum.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/losses/ignore_mask.h"

namespace kornia::losses {
namespace dice_loss_internal {

// 'micro': one Dice per sample over classes and pixels; 'macro': the mean of
// per-class Dice (see dice_loss.h).
enum class Average { kMicro, kMacro };

}  // namespace dice_loss_internal

at::Tensor dice_loss(const at::Tensor& pred, const at::Tensor& target, const std::string& average,
                     double eps, const std::optional<at::Tensor>& weight,
                     std::optional<int64_t> ignore_index) {
  using namespace dice_loss_internal;
  const char* const kOp = dice_loss_op().name.c_str();
  core::CheckImage(dice_loss_op(), pred);
  KC_CHECK(target.dim() == 3 && target.size(0) == pred.size(0) && target.size(1) == pred.size(2) &&
               target.size(2) == pred.size(3),
           kOp,
           c10::str("target of shape (", pred.size(0), ", ", pred.size(2), ", ", pred.size(3), ")"),
           "shape ", target.sizes());
  KC_CHECK_DTYPE(target.scalar_type() == at::kLong, kOp, "an int64 target",
                 core::DtypeName(target.scalar_type()));
  const Average avg = core::ParseEnum<Average>(
      kOp, "average", average, {{"micro", Average::kMicro}, {"macro", Average::kMacro}});
  const int64_t classes = pred.size(1);
  if (weight)
    KC_CHECK(weight->dim() == 1 && weight->size(0) == classes, kOp,
             c10::str("weight of shape (", classes, ",)"), "shape ", weight->sizes());

  at::Tensor pred_soft = at::softmax(pred, 1);
  MaskedTarget masked = MaskIgnorePixels(target, ignore_index);
  masked.target = core::AssertInGraph(
      masked.target, at::logical_and(masked.target >= 0, masked.target < classes).all(),
      c10::str(dice_loss_op().name,
               "(): expected every target label in [0, C) or ignore_index, but got one outside"));
  const auto target_dtype = core::IsHalfDtype(pred.scalar_type()) ? at::kFloat : pred.scalar_type();
  at::Tensor one_hot =
      (masked.target.unsqueeze(1) == at::arange(classes, target.options()).view({1, -1, 1, 1}))
          .to(target_dtype);
  if (masked.mask) {
    const at::Tensor mask = masked.mask->unsqueeze(1);
    one_hot = one_hot * mask;
    pred_soft = pred_soft * mask;
  }
  at::Tensor w = weight ? *weight : at::ones({classes}, pred.options());
  const auto output_dtype = at::promote_types(pred.scalar_type(), w.scalar_type());

  std::vector<int64_t> dims = {2, 3};
  const at::Tensor intersection_target = one_hot;
  if (avg == Average::kMicro) {
    dims = {1, 2, 3};
    const at::Tensor wv = w.view({-1, 1, 1});
    pred_soft = pred_soft * wv;
    one_hot = one_hot * wv;
  }
  const auto reduction =
      core::IsHalfDtype(pred_soft.scalar_type()) ? at::kFloat : pred_soft.scalar_type();
  const at::Tensor intersection = at::sum(pred_soft * intersection_target, dims, false, reduction);
  const at::Tensor cardinality = at::sum(pred_soft + one_hot, dims, false, reduction);

  at::Tensor empty = cardinality == 0;
  const at::Tensor score =
      (2.0 * intersection / (cardinality + eps).masked_fill(empty, 1.0)).masked_fill(empty, 0.0);
  at::Tensor loss = -score + 1.0;
  if (avg == Average::kMacro) {
    const at::Tensor present = (one_hot == 1).any(-1).any(-1);
    const at::Tensor wp = w * present;
    const at::Tensor normalizer = wp.sum(-1);
    empty = normalizer == 0;
    loss = (loss * wp).sum(-1) / normalizer.masked_fill(empty, 1);
    loss = loss.masked_fill(empty, 1);
  }
  return at::mean(loss).to(output_dtype);
}

}  // namespace kornia::losses

namespace kornia::losses {

KC_OP(dice_loss,
      {.kornia = "kornia.losses.dice_loss",
       .module = {"DiceLoss", {"average", "eps", "weight", "ignore_index"}, {"pred", "target"}},
       .image = core::ImageSpec{.noun = "pred", .rank = core::ImageRank::kBatch},
       .overloads = {core::Def(
           "(Tensor pred, Tensor target, str average='micro', float eps=1e-08, Tensor? "
           "weight=None, int? ignore_index=-100) -> Tensor",
           [](const at::Tensor& pred, const at::Tensor& target, std::string average, double eps,
              const c10::optional<at::Tensor>& weight, c10::optional<int64_t> ignore_index) {
             return kornia::losses::dice_loss(pred, target, average, eps,
                                              kornia::core::StdOptional(weight),
                                              kornia::core::StdOptional(ignore_index));
           })},
       .reduces = core::Reduces::kToScalar});

}  // namespace kornia::losses
