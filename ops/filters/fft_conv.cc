#include "ops/filters/fft_conv.h"

#include <ATen/ops/full.h>

#include "ops/core/op_registration.h"
#include "ops/filters/filter2d.h"

namespace kornia::filters {

at::Tensor fft_conv(const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type, bool normalized, const std::string& padding,
                    const std::string& behaviour) {
  // Contiguous, as Kornia's crop (.contiguous()) on every layout.
  return detail::Filter2d(fft_conv_op(), input, kernel, border_type, normalized, padding, behaviour)
      .contiguous();
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(fft_conv,
      {.kornia = "kornia.filters.fft_conv",
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, Tensor kernel, str border_type='reflect', bool "
                               "normalized=False, str padding='same', str behaviour='corr') -> "
                               "Tensor",
                               [](const at::Tensor& input, const at::Tensor& kernel,
                                  std::string border_type, bool normalized, std::string padding,
                                  std::string behaviour) {
                                 return fft_conv(input, kernel, border_type, normalized, padding,
                                                 behaviour);
                               })},
       .call =
           [](const at::Tensor& x) {
             return fft_conv(x, at::full({1, 3, 3}, 1.0 / 9, x.options().dtype(at::kFloat)));
           },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
