#include "ops/filters/get_hanning_kernel2d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/matmul.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_hanning_kernel2d(const std::vector<int64_t>& kernel_size,
                                std::optional<at::Device> device,
                                std::optional<at::ScalarType> dtype) {
  const char* op = get_hanning_kernel2d_op().name.c_str();
  const auto [ky, kx] = core::PairOf(op, "kernel_size", kernel_size);
  KC_CHECK(ky > 2 && kx > 2, op, "kernel sizes > 2", "kernel_size = (", ky, ", ", kx, ")");
  detail::CheckRampDtype(op, dtype);
  const at::Tensor wy = detail::HanningKernel1d(ky, device, dtype).unsqueeze(0).t();
  const at::Tensor wx = detail::HanningKernel1d(kx, device, dtype).unsqueeze(0);
  return at::matmul(wy, wx);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_hanning_kernel2d,
      {.kornia = "kornia.filters.get_hanning_kernel2d",
       .overloads = {core::Def(
           "(int[2] kernel_size, Device? device=None, ScalarType? dtype=None) -> Tensor",
           [](std::vector<int64_t> kernel_size, c10::optional<at::Device> device,
              c10::optional<at::ScalarType> dtype) {
             return kornia::filters::get_hanning_kernel2d(kernel_size, core::StdOptional(device),
                                                          core::StdOptional(dtype));
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kByte, at::kChar,
                  at::kShort, at::kInt, at::kLong}});

}  // namespace kornia::filters
