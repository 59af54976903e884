#include "ops/filters/get_box_kernel1d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_box_kernel1d(int64_t kernel_size, std::optional<at::Device> device,
                            std::optional<at::ScalarType> dtype) {
  const char* op = get_box_kernel1d_op().name.c_str();
  KC_CHECK(kernel_size >= 1, op, "kernel_size >= 1 (1 / kernel_size)",
           "kernel_size = ", kernel_size);
  return detail::BoxKernel1d(
      kernel_size,
      detail::KernelOptions(device, detail::FloatingDtype(op, dtype, "the box kernel")));
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_box_kernel1d,
      {.kornia = "kornia.filters.get_box_kernel1d",
       .overloads = {core::Def(
           "(int kernel_size, *, Device? device=None, ScalarType? dtype=None) -> Tensor",
           [](int64_t kernel_size, c10::optional<at::Device> device,
              c10::optional<at::ScalarType> dtype) {
             return kornia::filters::get_box_kernel1d(kernel_size, core::StdOptional(device),
                                                      core::StdOptional(dtype));
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}});

}  // namespace kornia::filters
