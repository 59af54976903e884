#include "ops/filters/get_laplacian_kernel1d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_laplacian_kernel1d(int64_t kernel_size, std::optional<at::Device> device,
                                  at::ScalarType dtype) {
  const char* op = get_laplacian_kernel1d_op().name.c_str();
  KC_CHECK(kernel_size > 0 && kernel_size % 2 == 1, op, "an odd kernel_size > 0",
           "kernel_size = ", kernel_size);
  KC_CHECK(kernel_size != 1, op, "a kernel_size of at least 3 (one tap is all zeros)",
           "kernel_size = 1");
  detail::CheckTapRange(op, dtype, 1 - kernel_size);
  return detail::LaplacianKernel1d(kernel_size, detail::KernelOptions(device, dtype));
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_laplacian_kernel1d,
      {.kornia = "kornia.filters.get_laplacian_kernel1d",
       .overloads = {core::Def(
           "(int kernel_size, *, Device? device=None, ScalarType dtype=float) -> Tensor",
           [](int64_t kernel_size, c10::optional<at::Device> device, at::ScalarType dtype) {
             return kornia::filters::get_laplacian_kernel1d(kernel_size, core::StdOptional(device),
                                                            dtype);
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kChar, at::kShort,
                  at::kInt, at::kLong}});

}  // namespace kornia::filters
