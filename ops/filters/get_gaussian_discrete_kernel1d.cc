#include "ops/filters/get_gaussian_discrete_kernel1d.h"

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

namespace get_gaussian_discrete_kernel1d_internal {

at::Tensor Discrete(const char* op, int64_t kernel_size, const at::Tensor& sigma) {
  KC_CHECK(sigma.dim() == 2 && sigma.sym_size(1) == 1, op, "sigma of shape (B, 1)", "shape ",
           sigma.sym_sizes());
  KC_CHECK(kernel_size % 2 == 1, op,
           "an odd kernel_size (the discrete Gaussian has no even window)",
           "kernel_size = ", kernel_size);
  KC_CHECK_DTYPE(!at::isComplexType(sigma.scalar_type()), op, "a real sigma",
                 core::DtypeName(sigma.scalar_type()));
  at::ScalarType out = sigma.scalar_type();
  at::Tensor s = sigma;
  if (!at::isFloatingType(out)) {
    out = detail::DefaultDtype(sigma.device());
    s = s.to(out);
  } else if (core::IsHalfDtype(out)) {
    s = s.to(at::kFloat);
  }
  return detail::GaussianDiscreteKernel(kernel_size, s).to(out);
}

}  // namespace get_gaussian_discrete_kernel1d_internal

at::Tensor get_gaussian_discrete_kernel1d(int64_t kernel_size, double sigma, bool force_even,
                                          std::optional<at::Device> device,
                                          std::optional<at::ScalarType> dtype) {
  const char* op = get_gaussian_discrete_kernel1d_op().name.c_str();
  detail::CheckKernelSize(op, kernel_size, force_even, c10::str("kernel_size = ", kernel_size));
  const at::ScalarType d = detail::GaussianDtype(op, dtype);
  return get_gaussian_discrete_kernel1d_internal::Discrete(
      op, kernel_size, core::Constant({sigma}, detail::OptionsOf(device, d)).view({1, 1}));
}

at::Tensor get_gaussian_discrete_kernel1d(int64_t kernel_size, const at::Tensor& sigma,
                                          bool force_even, std::optional<at::Device>,
                                          std::optional<at::ScalarType>) {
  const char* op = get_gaussian_discrete_kernel1d_op().name.c_str();
  detail::CheckKernelSize(op, kernel_size, force_even, c10::str("kernel_size = ", kernel_size));
  return get_gaussian_discrete_kernel1d_internal::Discrete(op, kernel_size, sigma);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_gaussian_discrete_kernel1d,
      {.kornia = "kornia.filters.get_gaussian_discrete_kernel1d",
       .overloads =
           {core::Def("(int kernel_size, float sigma, bool force_even=False, *, Device? "
                      "device=None, ScalarType? dtype=None) -> Tensor",
                      [](int64_t kernel_size, double sigma, bool force_even,
                         c10::optional<at::Device> device, c10::optional<at::ScalarType> dtype) {
                        return kornia::filters::get_gaussian_discrete_kernel1d(
                            kernel_size, sigma, force_even, core::StdOptional(device),
                            core::StdOptional(dtype));
                      }),
            core::Def("Tensor",
                      "(int kernel_size, Tensor sigma, bool force_even=False, *, Device? "
                      "device=None, ScalarType? dtype=None) -> Tensor",
                      [](int64_t kernel_size, const at::Tensor& sigma, bool force_even,
                         c10::optional<at::Device> device, c10::optional<at::ScalarType> dtype) {
                        return kornia::filters::get_gaussian_discrete_kernel1d(
                            kernel_size, sigma, force_even, core::StdOptional(device),
                            core::StdOptional(dtype));
                      })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}});

}  // namespace kornia::filters
