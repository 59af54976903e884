#include "ops/filters/get_hanning_kernel1d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_hanning_kernel1d(int64_t kernel_size, std::optional<at::Device> device,
                                std::optional<at::ScalarType> dtype) {
  const char* op = get_hanning_kernel1d_op().name.c_str();
  KC_CHECK(kernel_size > 2, op, "kernel_size > 2", "kernel_size = ", kernel_size);
  detail::CheckRampDtype(op, dtype);
  return detail::HanningKernel1d(kernel_size, device, dtype);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_hanning_kernel1d,
      {.kornia = "kornia.filters.get_hanning_kernel1d",
       .overloads = {core::Def(
           "(int kernel_size, Device? device=None, ScalarType? dtype=None) -> Tensor",
           [](int64_t kernel_size, c10::optional<at::Device> device,
              c10::optional<at::ScalarType> dtype) {
             return kornia::filters::get_hanning_kernel1d(kernel_size, core::StdOptional(device),
                                                          core::StdOptional(dtype));
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kByte, at::kChar,
                  at::kShort, at::kInt, at::kLong}});

}  // namespace kornia::filters
