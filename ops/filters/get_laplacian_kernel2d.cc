#include "ops/filters/get_laplacian_kernel2d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_laplacian_kernel2d(const std::vector<int64_t>& kernel_size,
                                  std::optional<at::Device> device, at::ScalarType dtype) {
  const char* op = get_laplacian_kernel2d_op().name.c_str();
  const auto [ky, kx] = core::PairOf(op, "kernel_size", kernel_size);
  KC_CHECK(ky > 0 && kx > 0 && ky % 2 == 1 && kx % 2 == 1, op, "odd kernel sizes > 0",
           "kernel_size = (", ky, ", ", kx, ")");
  KC_CHECK(ky > 1 || kx > 1, op, "a kernel size of at least 3 along one axis (one tap is zero)",
           "kernel_size = (", ky, ", ", kx, ")");
  detail::CheckTapRange(op, dtype, 1 - ky * kx);
  return detail::LaplacianKernel2d(ky, kx, detail::KernelOptions(device, dtype));
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_laplacian_kernel2d,
      {.kornia = "kornia.filters.get_laplacian_kernel2d",
       .overloads = {core::Def(
           "(int[2] kernel_size, *, Device? device=None, ScalarType dtype=float) -> Tensor",
           [](std::vector<int64_t> kernel_size, c10::optional<at::Device> device,
              at::ScalarType dtype) {
             return kornia::filters::get_laplacian_kernel2d(kernel_size, core::StdOptional(device),
                                                            dtype);
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kChar, at::kShort,
                  at::kInt, at::kLong}});

}  // namespace kornia::filters
