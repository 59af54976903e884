#include "ops/filters/correlate3d.h"

#include "ops/core/op_registration.h"
#include "ops/filters/filter3d.h"

namespace kornia::filters {

at::Tensor correlate3d(const at::Tensor& input, const at::Tensor& kernel,
                       const std::string& border_type, bool normalized) {
  return detail::Filter3d(correlate3d_op(), input, kernel, border_type, normalized, "corr");
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(correlate3d,
      {.kornia = "kornia.filters.correlate3d",
       .overloads = {core::Def("(Tensor input, Tensor kernel, str border_type='replicate', bool "
                               "normalized=False) -> Tensor",
                               [](const at::Tensor& input, const at::Tensor& kernel,
                                  std::string border_type, bool normalized) {
                                 return correlate3d(input, kernel, border_type, normalized);
                               })},
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal)});

}  // namespace kornia::filters
