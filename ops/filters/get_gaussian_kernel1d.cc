#include "ops/filters/get_gaussian_kernel1d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/gaussian.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_gaussian_kernel1d(int64_t kernel_size, double sigma, bool force_even,
                                 std::optional<at::Device> device,
                                 std::optional<at::ScalarType> dtype) {
  const char* op = get_gaussian_kernel1d_op().name.c_str();
  detail::CheckKernelSize(op, kernel_size, force_even, c10::str("kernel_size = ", kernel_size));
  return detail::Gaussian(op, kernel_size, sigma, std::nullopt, device, dtype);
}

at::Tensor get_gaussian_kernel1d(int64_t kernel_size, const at::Tensor& sigma, bool force_even,
                                 std::optional<at::Device>, std::optional<at::ScalarType>) {
  const char* op = get_gaussian_kernel1d_op().name.c_str();
  detail::CheckKernelSize(op, kernel_size, force_even, c10::str("kernel_size = ", kernel_size));
  return detail::Gaussian(op, kernel_size, sigma, std::nullopt);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_gaussian_kernel1d,
      {.kornia = "kornia.filters.get_gaussian_kernel1d",
       .overloads =
           {core::Def("(int kernel_size, float sigma, bool force_even=False, *, Device? "
                      "device=None, ScalarType? dtype=None) -> Tensor",
                      [](int64_t kernel_size, double sigma, bool force_even,
                         c10::optional<at::Device> device, c10::optional<at::ScalarType> dtype) {
                        return kornia::filters::get_gaussian_kernel1d(
                            kernel_size, sigma, force_even, core::StdOptional(device),
                            core::StdOptional(dtype));
                      }),
            core::Def("Tensor",
                      "(int kernel_size, Tensor sigma, bool force_even=False, *, Device? "
                      "device=None, ScalarType? dtype=None) -> Tensor",
                      [](int64_t kernel_size, const at::Tensor& sigma, bool force_even,
                         c10::optional<at::Device> device, c10::optional<at::ScalarType> dtype) {
                        return kornia::filters::get_gaussian_kernel1d(
                            kernel_size, sigma, force_even, core::StdOptional(device),
                            core::StdOptional(dtype));
                      })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}});

}  // namespace kornia::filters
