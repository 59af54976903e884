#include "ops/augmentation/random_brightness.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/augmentation/registration.h"
#include "ops/enhance/adjust_brightness.h"

namespace kornia::augmentation {

RandomBrightness::RandomBrightness(const std::vector<double>& brightness, bool clip_output,
                                   Gate gate, at::Generator generator)
    : FactorAugmentation2D(random_brightness_op(), "brightness", brightness, 0.0, 2.0, clip_output,
                           gate, std::move(generator)) {}

at::Tensor RandomBrightness::Apply(const at::Tensor& x, const Params& params) const {
  const auto [in, factor] = ApplyInputs(x, params);
  return enhance::adjust_brightness(in, factor - 1, clip_output());
}

}  // namespace kornia::augmentation

// The functional form of kornia.augmentation.RandomBrightness
// (kornia_cpp.augmentation.RandomBrightness is the module): Torch's default CPU generator unless
// one is given.
namespace kornia::augmentation {

KC_OP(random_brightness,
      {.kornia = "kornia.augmentation.RandomBrightness",
       .image = core::ImageSpec{.rank = core::ImageRank::kAugmentation,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = AugmentationOverloads(
           "float[] brightness=[1., 1.], bool clip_output=True, bool same_on_batch=False, "
           "float p=1., bool keepdim=False",
           +[](at::Generator generator, std::vector<double> brightness, bool clip_output,
               bool same_on_batch, double p, bool keepdim) {
             return RandomBrightness(brightness, clip_output, {p, 1.0, same_on_batch, keepdim},
                                     std::move(generator));
           },
           &random_brightness_op),
       .params = {"brightness_factor"},
       .call = [gen = at::detail::createCPUGenerator(2026)](const at::Tensor& x) {
         return RandomBrightness({0.9, 1.1}, true, 1.0, gen)(x);
       }});

}  // namespace kornia::augmentation
