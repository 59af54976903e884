#include "ops/filters/convolve2d.h"

#include <ATen/ops/full.h>

#include "ops/core/op_registration.h"
#include "ops/filters/filter2d.h"

namespace kornia::filters {

at::Tensor convolve2d(const at::Tensor& input, const at::Tensor& kernel,
                      const std::string& border_type, bool normalized, const std::string& padding) {
  return detail::Filter2d(convolve2d_op(), input, kernel, border_type, normalized, padding, "conv");
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(convolve2d,
      {.kornia = "kornia.filters.convolve2d",
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, Tensor kernel, str border_type='reflect', bool "
                               "normalized=False, str padding='same') -> Tensor",
                               [](const at::Tensor& input, const at::Tensor& kernel,
                                  std::string border_type, bool normalized, std::string padding) {
                                 return convolve2d(input, kernel, border_type, normalized, padding);
                               })},
       .call =
           [](const at::Tensor& x) {
             return convolve2d(x, at::full({1, 3, 3}, 1.0 / 9, x.options().dtype(at::kFloat)));
           },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
