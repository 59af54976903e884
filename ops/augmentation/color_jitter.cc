#include "ops/augmentation/color_jitter.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/full.h>
#include <ATen/ops/randperm.h>
#include <ATen/ops/where.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "ops/augmentation/registration.h"
#include "ops/core/check.h"
#include "ops/enhance/adjust_brightness_accumulative.h"
#include "ops/enhance/adjust_contrast_with_mean_subtraction.h"
#include "ops/enhance/adjust_hue.h"
#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"

namespace kornia::augmentation {

namespace color_jitter_internal {

constexpr const char* kName[4] = {"brightness", "contrast", "saturation", "hue"};
constexpr const char* kKey[4] = {"brightness_factor", "contrast_factor", "saturation_factor",
                                 "hue_factor"};
constexpr float kNeutral[4] = {1.0f, 1.0f, 1.0f, 0.0f};
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kBound[4][2] = {{0.0, kInf}, {0.0, kInf}, {0.0, kInf}, {-0.5, 0.5}};

std::array<float, 2> RangeOf(const char* op, int idx, const std::vector<double>& arg) {
  return detail::FactorRange(op, kName[idx], arg, kNeutral[idx], kBound[idx][0], kBound[idx][1]);
}

}  // namespace color_jitter_internal

ColorJitter::ColorJitter(const std::vector<double>& brightness, const std::vector<double>& contrast,
                         const std::vector<double>& saturation, const std::vector<double>& hue,
                         Gate gate, std::optional<std::vector<int64_t>> order,
                         at::Generator generator)
    : AugmentationBase2D(color_jitter_op(), gate, std::move(generator)), order_(std::move(order)) {
  using namespace color_jitter_internal;
  const std::vector<double>* args[4] = {&brightness, &contrast, &saturation, &hue};
  for (int i = 0; i < 4; ++i) {
    range_[i] = RangeOf(name().c_str(), i, *args[i]);
    used_[i] = !(range_[i][0] == kNeutral[i] && range_[i][1] == kNeutral[i]);
  }
  if (order_) {
    std::array<bool, 4> seen{};
    for (const int64_t i : *order_) {
      KC_CHECK(i >= 0 && i < 4, name().c_str(),
               "order entries in 0..3 (brightness, contrast, saturation, hue)", "order entry ", i);
      KC_CHECK(!seen[i], name().c_str(), "an order without repeats", "index ", i, " twice");
      seen[i] = true;
    }
    for (int i = 0; i < 4; ++i) used_[i] = used_[i] && seen[i];
  }
  permuted_ = !order_ && std::count(used_.begin(), used_.end(), true) > 0;
}

void ColorJitter::CheckInput(const at::Tensor& input) const {
  // The steps' own requirements, named for this op and raised before a draw.
  core::CheckImage(name().c_str(), input,
                   {.rank = core::ImageRank::kAugmentation,
                    .channels = used_[2] || used_[3] ? 3 : core::kAnyChannels,
                    .non_empty = used_[1]});
}

Params ColorJitter::Sample(int64_t batch, const at::Tensor& x) {
  using namespace color_jitter_internal;
  // On the generator's device, like the gate (see AugmentationBase2D), in
  // Kornia's order: brightness, contrast, hue, saturation, the permutation.
  // Only what the call uses is drawn (a step left out gets its neutral value,
  // a fixed order no permutation): a trace drops an unused draw, and the
  // generator must advance the same in eager and traced runs.
  const auto options = at::TensorOptions().dtype(at::kFloat).device(generator().device());
  Params params;
  for (const int i : {0, 1, 3, 2}) {
    if (!used_[i]) {
      params[kKey[i]] = at::full({batch}, kNeutral[i], options.device(x.device()));
      continue;
    }
    params[kKey[i]] =
        OverBatch(detail::DrawUniform(Drawn(batch), range_[i], generator(), x), batch);
  }
  const at::Tensor order = permuted_ ? at::randperm(4, generator(), options.dtype(at::kLong))
                                     : at::arange(4, options.dtype(at::kLong));
  params["order"] = order.to(x.device());
  return params;
}

at::Tensor ColorJitter::Step(int64_t idx, const at::Tensor& x, const Params& params) const {
  using namespace color_jitter_internal;
  const at::Tensor& f = params.at(kKey[idx]);
  at::Tensor y;
  switch (idx) {
    case 0:
      y = enhance::adjust_brightness_accumulative(x, f);
      break;
    case 1:
      y = enhance::adjust_contrast_with_mean_subtraction(x, f);
      break;
    case 2:
      y = enhance::adjust_saturation_with_gray_subtraction(x, f);
      break;
    default:
      y = enhance::adjust_hue(x, f * 2 * M_PI);  // Kornia: factor * 2 * math.pi
  }
  return at::where((f != kNeutral[idx]).any(), y.contiguous(), x);
}

at::Tensor ColorJitter::Apply(const at::Tensor& x, const Params& params) const {
  at::Tensor out = core::ClampUnit(x);
  if (order_) {
    for (const int64_t idx : *order_) {
      if (used_[idx]) out = Step(idx, out, params);
    }
  } else {
    // The drawn permutation without a host read: position k keeps the step
    // order[k] names (a step left out leaves the image as it is).
    const at::Tensor& order = params.at("order");
    for (int64_t k = 0; k < 4; ++k) {
      const at::Tensor pick = order.select(0, k);
      at::Tensor next = out;
      for (int64_t idx = 0; idx < 4; ++idx) {
        if (used_[idx]) next = at::where(pick == idx, Step(idx, out, params), next);
      }
      out = next;
    }
  }
  return core::ClampUnitFresh(out);  // out is this call's own tensor
}

}  // namespace kornia::augmentation

// The functional form of kornia.augmentation.ColorJitter
// (kornia_cpp.augmentation.ColorJitter is the module): each factor one number
// or a (min, max) pair; Torch's default CPU generator unless one is given.
namespace kornia::augmentation {

KC_OP(
    color_jitter,
    {.kornia = "kornia.augmentation.ColorJitter",
     .image = core::ImageSpec{.rank = core::ImageRank::kAugmentation,
                              .dtypes = core::ImageDtypes::kFloating},
     .overloads = AugmentationOverloads(
         "float[] brightness=[0.], float[] contrast=[0.], float[] saturation=[0.], "
         "float[] hue=[0.], bool same_on_batch=False, float p=1., bool keepdim=False, "
         "int[]? order=None",
         +[](at::Generator generator, std::vector<double> brightness, std::vector<double> contrast,
             std::vector<double> saturation, std::vector<double> hue, bool same_on_batch, double p,
             bool keepdim, c10::optional<std::vector<int64_t>> order) {
           return ColorJitter(brightness, contrast, saturation, hue,
                              {p, 1.0, same_on_batch, keepdim},
                              order ? std::optional<std::vector<int64_t>>(*order) : std::nullopt,
                              std::move(generator));
         },
         &color_jitter_op),
     .params = {"brightness_factor", "contrast_factor", "hue_factor", "saturation_factor", "order"},
     .call =
         [gen = at::detail::createCPUGenerator(2026)](const at::Tensor& x) {
           // One generator for the descriptor's life: its calls draw on, as a training loop's do.
           return ColorJitter({0.1}, {0.1}, {0.1}, {0.1}, 1.0, std::vector<int64_t>{0, 1, 2, 3},
                              gen)(x);
         },
     .natives = {"_adjust_hue", "_saturation_gray_subtraction"}});

}  // namespace kornia::augmentation
