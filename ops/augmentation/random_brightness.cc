#include "ops/augmentation/random_brightness.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/op_registration.h"
#include "ops/enhance/adjust_brightness.h"

namespace kornia::augmentation {

RandomBrightness::RandomBrightness(const std::vector<double>& brightness, bool clip_output,
                                   double p, at::Generator generator)
    : FactorAugmentation2D(random_brightness_op(), "brightness", brightness, 0.0, 2.0, clip_output,
                           p, std::move(generator)) {}

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
       .image = core::ImageSpec{.rank = core::ImageRank::kOptionalBatch,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor input, float[] brightness=[1., 1.], bool clip_output=True, "
                               "float p=1., Generator? generator=None) -> Tensor",
                               [](const at::Tensor& input, std::vector<double> brightness,
                                  bool clip_output, double p,
                                  c10::optional<at::Generator> generator) {
                                 kornia::augmentation::RandomBrightness op(
                                     brightness, clip_output, p,
                                     generator ? *generator : at::detail::getDefaultCPUGenerator());
                                 return op(input);
                               })},
       .call = [gen = at::detail::createCPUGenerator(2026)](const at::Tensor& x) {
         return RandomBrightness({0.9, 1.1}, true, 1.0, gen)(x);
       }});

}  // namespace kornia::augmentation
