#include "ops/filters/convolve3d.h"

#include "ops/core/op_registration.h"
#include "ops/filters/filter3d.h"

namespace kornia::filters {

at::Tensor convolve3d(const at::Tensor& input, const at::Tensor& kernel,
                      const std::string& border_type, bool normalized) {
  return detail::Filter3d(convolve3d_op(), input, kernel, border_type, normalized, "conv");
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(convolve3d,
      {.kornia = "kornia.filters.convolve3d",
       .overloads = {core::Def("(Tensor input, Tensor kernel, str border_type='replicate', bool "
                               "normalized=False) -> Tensor",
                               [](const at::Tensor& input, const at::Tensor& kernel,
                                  std::string border_type, bool normalized) {
                                 return convolve3d(input, kernel, border_type, normalized);
                               })},
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal)});

}  // namespace kornia::filters
