#include "ops/augmentation/random_brightness.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/adjust_brightness.h"

namespace kornia::augmentation {

RandomBrightness::RandomBrightness(const std::vector<double>& brightness, bool clip_output,
                                   double p, at::Generator generator)
    : AugmentationBase2D("RandomBrightness", p, std::move(generator), core::ImageDtypes::kFloating),
      range_(detail::FactorRange("RandomBrightness", "brightness", brightness, 1.0f, 0.0, 2.0)),
      clip_output_(clip_output) {}

Params RandomBrightness::Sample(int64_t batch, const at::Tensor& x) {
  return {{"brightness_factor", detail::DrawUniform(batch, range_, generator(), x)}};
}

at::Tensor RandomBrightness::Apply(const at::Tensor& x, const Params& params) const {
  const at::Tensor in = clip_output_ ? core::ClampUnit(x) : x;
  const at::Tensor factor = params.at("brightness_factor").to(x.scalar_type());
  return enhance::adjust_brightness(in, factor - 1, clip_output_);
}

}  // namespace kornia::augmentation

// The functional form of kornia.augmentation.RandomBrightness
// (kornia_cpp.augmentation.RandomBrightness is the module): Torch's default CPU generator unless
// one is given.
KC_TORCH_LIBRARY(random_brightness, "kornia.augmentation.RandomBrightness", m) {
  m.def(
      "random_brightness(Tensor input, float[] brightness=[1., 1.], bool clip_output=True, "
      "float p=1., Generator? generator=None) -> Tensor",
      [](const at::Tensor& input, std::vector<double> brightness, bool clip_output, double p,
         c10::optional<at::Generator> generator) {
        kornia::augmentation::RandomBrightness op(
            brightness, clip_output, p,
            generator ? *generator : at::detail::getDefaultCPUGenerator());
        return op(input);
      });
}
