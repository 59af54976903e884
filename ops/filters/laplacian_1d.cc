#include "ops/filters/laplacian_1d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor laplacian_1d(int64_t window_size, std::optional<at::Device> device,
                        at::ScalarType dtype) {
  const char* op = laplacian_1d_op().name.c_str();
  KC_CHECK(window_size >= 1, op, "window_size >= 1", "window_size = ", window_size);
  detail::CheckTapRange(op, dtype, 1 - window_size);
  return detail::LaplacianKernel1d(window_size, detail::KernelOptions(device, dtype));
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(laplacian_1d,
      {.kornia = "kornia.filters.laplacian_1d",
       .overloads = {core::Def(
           "(int window_size, *, Device? device=None, ScalarType dtype=float) -> Tensor",
           [](int64_t window_size, c10::optional<at::Device> device, at::ScalarType dtype) {
             return kornia::filters::laplacian_1d(window_size, core::StdOptional(device), dtype);
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kChar, at::kShort,
                  at::kInt, at::kLong}});

}  // namespace kornia::filters
