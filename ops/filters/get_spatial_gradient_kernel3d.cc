#include "ops/filters/get_spatial_gradient_kernel3d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_spatial_gradient_kernel3d(const std::string& mode, int64_t order,
                                         std::optional<at::Device> device,
                                         std::optional<at::ScalarType> dtype) {
  const char* op = get_spatial_gradient_kernel3d_op().name.c_str();
  const bool sobel = detail::ParseGradientMode(op, mode);
  KC_CHECK(order == 1 || order == 2, op, "order 1 or 2", "order = ", order);
  KC_CHECK_IMPLEMENTED(!sobel, op, "mode diff (there is no 3-D Sobel kernel)", "'", mode, "'");
  const at::ScalarType d = detail::FloatingDtype(op, dtype, "the 3-D difference kernel");
  return detail::DiffKernel3d(order, detail::KernelOptions(device, d));
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_spatial_gradient_kernel3d,
      {.kornia = "kornia.filters.get_spatial_gradient_kernel3d",
       .overloads = {core::Def(
           "(str mode, int order, Device? device=None, ScalarType? dtype=None) -> Tensor",
           [](std::string mode, int64_t order, c10::optional<at::Device> device,
              c10::optional<at::ScalarType> dtype) {
             return kornia::filters::get_spatial_gradient_kernel3d(
                 mode, order, core::StdOptional(device), core::StdOptional(dtype));
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}});

}  // namespace kornia::filters
