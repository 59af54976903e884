#include "ops/filters/get_diff_kernel2d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_diff_kernel2d(std::optional<at::Device> device,
                             std::optional<at::ScalarType> dtype) {
  const char* op = get_diff_kernel2d_op().name.c_str();
  return detail::GradientKernel2d(false, 1,
                                  detail::KernelOptions(device, detail::StencilDtype(op, dtype)));
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_diff_kernel2d,
      {.kornia = "kornia.filters.get_diff_kernel2d",
       .overloads = {core::Def("(*, Device? device=None, ScalarType? dtype=None) -> Tensor",
                               [](c10::optional<at::Device> device,
                                  c10::optional<at::ScalarType> dtype) {
                                 return kornia::filters::get_diff_kernel2d(
                                     core::StdOptional(device), core::StdOptional(dtype));
                               })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kChar, at::kShort,
                  at::kInt, at::kLong, at::kBool}});

}  // namespace kornia::filters
