#include "ops/filters/correlate2d.h"

#include <ATen/ops/full.h>

#include "ops/core/op_registration.h"
#include "ops/filters/filter2d.h"

namespace kornia::filters {

at::Tensor correlate2d(const at::Tensor& input, const at::Tensor& kernel,
                       const std::string& border_type, bool normalized,
                       const std::string& padding) {
  return detail::Filter2d(correlate2d_op(), input, kernel, border_type, normalized, padding,
                          "corr");
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(correlate2d,
      {.kornia = "kornia.filters.correlate2d",
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, Tensor kernel, str border_type='reflect', bool "
                               "normalized=False, str padding='same') -> Tensor",
                               [](const at::Tensor& input, const at::Tensor& kernel,
                                  std::string border_type, bool normalized, std::string padding) {
                                 return correlate2d(input, kernel, border_type, normalized,
                                                    padding);
                               })},
       .call =
           [](const at::Tensor& x) {
             return correlate2d(x, at::full({1, 3, 3}, 1.0 / 9, x.options().dtype(at::kFloat)));
           },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
