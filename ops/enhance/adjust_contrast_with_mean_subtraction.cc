#include "ops/enhance/adjust_contrast_with_mean_subtraction.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/sum.h>

#include "ops/color/rgb_to_grayscale.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace adjust_contrast_with_mean_subtraction_internal {

const char* const kOp = adjust_contrast_with_mean_subtraction_op().name.c_str();

// The mean over the last `dims` dims, keepdim, one dim at a time from the
// innermost (a fixed summation order), accumulated in float32 for the half
// dtypes as at::mean does.
at::Tensor OrderedMean(const at::Tensor& x, int64_t dims) {
  const at::ScalarType acc = core::IsHalfDtype(x.scalar_type()) ? at::kFloat : x.scalar_type();
  at::Tensor sum = x.contiguous();
  int64_t count = 1;
  for (int64_t d = 1; d <= dims; ++d) {
    count *= core::HostSize(x, -d);
    sum = at::sum(sum, {-d}, /*keepdim=*/true, acc);
  }
  return sum.div(count).to(x.scalar_type());
}

at::Tensor Contrast(const at::Tensor& image, const at::Tensor& factor) {
  const at::Tensor mean = core::HostSize(image, -3) == 3
                              ? OrderedMean(color::rgb_to_grayscale(image), 2)
                              : OrderedMean(image, 3);
  return core::ClampUnitFresh(image * factor + mean * at::rsub(factor, 1.0));
}

}  // namespace adjust_contrast_with_mean_subtraction_internal

at::Tensor adjust_contrast_with_mean_subtraction(const at::Tensor& image, double factor) {
  using namespace adjust_contrast_with_mean_subtraction_internal;
  core::CheckImage(adjust_contrast_with_mean_subtraction_op(), image);
  return Contrast(image, detail::HostFactor(image, factor));
}

at::Tensor adjust_contrast_with_mean_subtraction(const at::Tensor& image,
                                                 const at::Tensor& factor) {
  using namespace adjust_contrast_with_mean_subtraction_internal;
  core::CheckImage(adjust_contrast_with_mean_subtraction_op(), image);
  return Contrast(image, detail::TensorFactor(kOp, "factor", image, factor));
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_contrast_with_mean_subtraction,
      {.kornia = "kornia.enhance.adjust_contrast_with_mean_subtraction",
       .module = {"AdjustContrastWithMeanSubtraction", {"contrast_factor:factor"}, {"input:image"}},
       .python = {.float_only = {"factor"}},
       .image = core::ImageSpec{.non_empty = true},
       .overloads = {core::Def("(Tensor image, float factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double)>(
                                   &kornia::enhance::adjust_contrast_with_mean_subtraction)),
                     core::Def("Tensor", "(Tensor image, Tensor factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::enhance::adjust_contrast_with_mean_subtraction))},
       .call = [](const at::Tensor& x) { return adjust_contrast_with_mean_subtraction(x, 1.5); },
       .reduces = core::Reduces::kToSlices});

}  // namespace kornia::enhance
