#include "ops/augmentation/random_contrast.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include <limits>

#include "ops/core/op_registration.h"
#include "ops/enhance/adjust_contrast.h"

namespace kornia::augmentation {

RandomContrast::RandomContrast(const std::vector<double>& contrast, bool clip_output, double p,
                               at::Generator generator)
    : FactorAugmentation2D(random_contrast_op(), "contrast", contrast, 0.0,
                           std::numeric_limits<double>::infinity(), clip_output, p,
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
       .image = core::ImageSpec{.rank = core::ImageRank::kOptionalBatch,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor input, float[] contrast=[1., 1.], bool clip_output=True, "
                               "float p=1., Generator? generator=None) -> Tensor",
                               [](const at::Tensor& input, std::vector<double> contrast,
                                  bool clip_output, double p,
                                  c10::optional<at::Generator> generator) {
                                 kornia::augmentation::RandomContrast op(
                                     contrast, clip_output, p,
                                     generator ? *generator : at::detail::getDefaultCPUGenerator());
                                 return op(input);
                               })},
       .call = [gen = at::detail::createCPUGenerator(2026)](const at::Tensor& x) {
         return RandomContrast({0.9, 1.1}, true, 1.0, gen)(x);
       }});

}  // namespace kornia::augmentation
