#include "ops/filters/laplacian.h"

#include <ATen/ops/abs.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"
#include "ops/filters/taps.h"

namespace kornia::filters {

at::Tensor laplacian(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                     const std::string& border_type, bool normalized) {
  const char* op = laplacian_op().name.c_str();
  core::CheckImage(laplacian_op(), input);
  const detail::Border border = detail::ParseBorder(op, border_type);
  const auto [ky, kx] = kernel_size;
  KC_CHECK(ky > 0 && kx > 0 && ky % 2 == 1 && kx % 2 == 1, op, "a positive odd kernel size",
           "kernel_size = (", ky, ", ", kx, ")");
  KC_CHECK(ky > 1 || kx > 1, op, "a kernel size of at least 3 along one axis (one tap is zero)",
           "kernel_size = (", ky, ", ", kx, ")");
  detail::CheckBorderFits(op, border, ky, kx, input);
  const c10::ScalarType work = detail::WorkDtype(input.scalar_type());
  // Kornia's get_laplacian_kernel2d (kernels.h), the factory's kernel.
  at::Tensor kernel =
      detail::LaplacianKernel2d(ky, kx, input.options().dtype(work)).view({1, ky, kx});
  if (normalized) kernel = kernel / kernel.abs().sum(-1).sum(-1).view({1, 1, 1});
  const at::Tensor out = detail::Correlate2d(input.to(work), kernel, border, true);
  return detail::ToOutput(out, input);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(laplacian,
      {.kornia = "kornia.filters.laplacian",
       .module = {"Laplacian", {"kernel_size", "border_type", "normalized"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, int[2] kernel_size, str border_type='reflect', "
                               "bool normalized=True) -> Tensor",
                               [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                                  std::string border_type, bool normalized) {
                                 return laplacian(input,
                                                  core::PairOf(laplacian_op().name.c_str(),
                                                               "kernel_size", kernel_size),
                                                  border_type, normalized);
                               })},
       .call =
           [](const at::Tensor& x) {
             return laplacian(x, {3, 3});
           },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
