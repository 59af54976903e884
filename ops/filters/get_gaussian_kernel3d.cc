#include "ops/filters/get_gaussian_kernel3d.h"

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

at::Tensor get_gaussian_kernel3d(const std::vector<int64_t>& kernel_size,
                                 const std::vector<double>& sigma, bool force_even,
                                 std::optional<at::Device> device,
                                 std::optional<at::ScalarType> dtype) {
  return detail::GaussianKernelNd(get_gaussian_kernel3d_op().name.c_str(), kernel_size, sigma,
                                  force_even, device, dtype, 3);
}

at::Tensor get_gaussian_kernel3d(const std::vector<int64_t>& kernel_size, const at::Tensor& sigma,
                                 bool force_even, std::optional<at::Device>,
                                 std::optional<at::ScalarType>) {
  return detail::GaussianKernelNd(get_gaussian_kernel3d_op().name.c_str(), kernel_size, sigma,
                                  force_even, 3);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_gaussian_kernel3d,
      {.kornia = "kornia.filters.get_gaussian_kernel3d",
       // Kornia takes sigma as a tuple or a tensor: one number or a list is refused.
       .python = {.no_number = {"sigma"}, .no_list = {"sigma"}},
       .overloads =
           {core::Def("(int[3] kernel_size, float[3] sigma, bool force_even=False, *, Device? "
                      "device=None, ScalarType? dtype=None) -> Tensor",
                      [](std::vector<int64_t> kernel_size, std::vector<double> sigma,
                         bool force_even, c10::optional<at::Device> device,
                         c10::optional<at::ScalarType> dtype) {
                        return kornia::filters::get_gaussian_kernel3d(
                            kernel_size, sigma, force_even, core::StdOptional(device),
                            core::StdOptional(dtype));
                      }),
            core::Def("Tensor",
                      "(int[3] kernel_size, Tensor sigma, bool force_even=False, *, Device? "
                      "device=None, ScalarType? dtype=None) -> Tensor",
                      [](std::vector<int64_t> kernel_size, const at::Tensor& sigma, bool force_even,
                         c10::optional<at::Device> device, c10::optional<at::ScalarType> dtype) {
                        return kornia::filters::get_gaussian_kernel3d(
                            kernel_size, sigma, force_even, core::StdOptional(device),
                            core::StdOptional(dtype));
                      })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}});

}  // namespace kornia::filters
