#include "ops/augmentation/random_contrast.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include <limits>

#include "ops/augmentation/registration.h"
#include "ops/enhance/adjust_contrast.h"

namespace kornia::augmentation {

RandomContrast::RandomContrast(const std::vector<double>& contrast, bool clip_output, Gate gate,
                               at::Generator generator)
    : FactorAugmentation2D(random_contrast_op(), "contrast", contrast, 0.0,
                           std::numeric_limits<double>::infinity(), clip_output, gate,
                           std::move(generator)) {}

at::Tensor RandomContrast::Apply(const at::Tensor& x, const Params& params) const {
  const auto [in, factor] = ApplyInputs(x, params);
  return enhance::adjust_contrast(in, factor, clip_output());
}

}  // namespace kornia::augmentation

// The functional form of kornia.augmentation.RandomContrast
// (kornia_cpp.augmentation.RandomContrast is the module): Torch's default CPU generator unless
// one is given.
namespace kornia::augmentation {

KC_OP(random_contrast,
      {.kornia = "kornia.augmentation.RandomContrast",
       .image = core::ImageSpec{.rank = core::ImageRank::kAugmentation,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = AugmentationOverloads(
           "float[] contrast=[1., 1.], bool clip_output=True, bool same_on_batch=False, "
           "float p=1., bool keepdim=False",
           +[](at::Generator generator, std::vector<double> contrast, bool clip_output,
               bool same_on_batch, double p, bool keepdim) {
             return RandomContrast(contrast, clip_output, {p, 1.0, same_on_batch, keepdim},
                                   std::move(generator));
           },
           &random_contrast_op),
       .params = {"contrast_factor"},
       .call = [gen = at::detail::createCPUGenerator(2026)](const at::Tensor& x) {
         return RandomContrast({0.9, 1.1}, true, 1.0, gen)(x);
       }});

}  // namespace kornia::augmentation
