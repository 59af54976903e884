#include "ops/augmentation/random_contrast.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include <limits>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/adjust_contrast.h"

namespace kornia::augmentation {

RandomContrast::RandomContrast(const std::vector<double>& contrast, bool clip_output, double p,
                               at::Generator generator)
    : AugmentationBase2D("RandomContrast", p, std::move(generator), core::ImageDtypes::kFloating),
      range_(detail::FactorRange("RandomContrast", "contrast", contrast, 1.0f, 0.0,
                                 std::numeric_limits<double>::infinity())),
      clip_output_(clip_output) {}

Params RandomContrast::Sample(int64_t batch, const at::Tensor& x) {
  return {{"contrast_factor", detail::DrawUniform(batch, range_, generator(), x)}};
}

at::Tensor RandomContrast::Apply(const at::Tensor& x, const Params& params) const {
  const at::Tensor in = clip_output_ ? core::ClampUnit(x) : x;
  const at::Tensor factor = params.at("contrast_factor").to(x.scalar_type());
  return enhance::adjust_contrast(in, factor, clip_output_);
}

}  // namespace kornia::augmentation

// The functional form of kornia.augmentation.RandomContrast
// (kornia_cpp.augmentation.RandomContrast is the module): Torch's default CPU generator unless
// one is given.
KC_TORCH_LIBRARY(random_contrast, "kornia.augmentation.RandomContrast", m) {
  m.def(
      "random_contrast(Tensor input, float[] contrast=[1., 1.], bool clip_output=True, "
      "float p=1., Generator? generator=None) -> Tensor",
      [](const at::Tensor& input, std::vector<double> contrast, bool clip_output, double p,
         c10::optional<at::Generator> generator) {
        kornia::augmentation::RandomContrast op(
            contrast, clip_output, p,
            generator ? *generator : at::detail::getDefaultCPUGenerator());
        return op(input);
      });
}
