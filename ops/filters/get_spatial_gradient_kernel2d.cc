#include "ops/filters/get_spatial_gradient_kernel2d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_spatial_gradient_kernel2d(const std::string& mode, int64_t order,
                                         std::optional<at::Device> device,
                                         std::optional<at::ScalarType> dtype) {
  const char* op = get_spatial_gradient_kernel2d_op().name.c_str();
  const bool sobel = detail::ParseGradientMode(op, mode);
  KC_CHECK(order == 1 || order == 2, op, "order 1 or 2", "order = ", order);
  return detail::GradientKernel2d(sobel, order,
                                  detail::KernelOptions(device, detail::StencilDtype(op, dtype)));
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_spatial_gradient_kernel2d,
      {.kornia = "kornia.filters.get_spatial_gradient_kernel2d",
       .overloads = {core::Def(
           "(str mode, int order, *, Device? device=None, ScalarType? dtype=None) -> Tensor",
           [](std::string mode, int64_t order, c10::optional<at::Device> device,
              c10::optional<at::ScalarType> dtype) {
             return kornia::filters::get_spatial_gradient_kernel2d(
                 mode, order, core::StdOptional(device), core::StdOptional(dtype));
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kChar, at::kShort,
                  at::kInt, at::kLong, at::kBool}});

}  // namespace kornia::filters
