#include "ops/filters/get_binary_kernel2d.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

at::Tensor get_binary_kernel2d(const std::vector<int64_t>& window_size,
                               std::optional<at::Device> device, at::ScalarType dtype) {
  const char* op = get_binary_kernel2d_op().name.c_str();
  const auto [ky, kx] = core::PairOf(op, "window_size", window_size);
  KC_CHECK(ky >= 0 && kx >= 0, op, "window sizes >= 0", "window_size = (", ky, ", ", kx, ")");
  KC_CHECK_DTYPE(at::isFloatingType(dtype), op, "a floating dtype", core::DtypeName(dtype));
  const int64_t n = ky * kx;
  return core::Eye(n, detail::KernelOptions(device, dtype)).view({n, 1, ky, kx});
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_binary_kernel2d,
      {.kornia = "kornia.filters.get_binary_kernel2d",
       .overloads = {core::Def(
           "(int[2] window_size, *, Device? device=None, ScalarType dtype=float) -> Tensor",
           [](std::vector<int64_t> window_size, c10::optional<at::Device> device,
              at::ScalarType dtype) {
             return kornia::filters::get_binary_kernel2d(window_size, core::StdOptional(device),
                                                         dtype);
           })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}});

}  // namespace kornia::filters
