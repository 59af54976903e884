#include "ops/filters/box_blur.h"

#include <ATen/ops/full.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"
#include "ops/filters/taps.h"

namespace kornia::filters {

at::Tensor box_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                    const std::string& border_type, bool separable) {
  const char* op = box_blur_op().name.c_str();
  core::CheckImage(box_blur_op(), input);
  const auto [ky, kx] = kernel_size;
  KC_CHECK(ky > 0 && kx > 0, op, "positive kernel sizes", "kernel_size = (", ky, ", ", kx, ")");
  const detail::Border border = detail::ParseBorder(op, border_type);
  detail::CheckBorderFits(op, border, ky, kx, input);
  // Odd sizes: the separable operator on the input as it is (uint8 read as
  // levels, no padded copies), the same two passes as BoxBlur's.
  if (separable && ky % 2 == 1 && kx % 2 == 1) {
    const at::TensorOptions work = input.options().dtype(detail::WorkDtype(input.scalar_type()));
    return detail::ToOutput(
        detail::SeparableTapSum(input, detail::BoxKernel1d(kx, work).view({1, kx}),
                                detail::BoxKernel1d(ky, work).view({1, ky}), border),
        input);
  }
  const at::Tensor x = input.to(detail::WorkDtype(input.scalar_type()));
  return detail::ToOutput(detail::BoxBlur(x, kernel_size, border, separable), input);
}

namespace detail {

at::Tensor BoxBlur(const at::Tensor& x, std::array<int64_t, 2> kernel_size, Border border,
                   bool separable) {
  const auto [ky, kx] = kernel_size;
  const at::TensorOptions work = x.options();
  // Kornia's get_box_kernel1d/2d (kernels.h), the factories' kernels.
  return separable
             ? Correlate2d(Correlate2d(x, BoxKernel1d(kx, work).view({1, 1, kx}), border, true),
                           BoxKernel1d(ky, work).view({1, ky, 1}), border, true)
             : Correlate2d(x, BoxKernel2d(ky, kx, work), border, true);
}

}  // namespace detail

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(box_blur,
      {.kornia = "kornia.filters.box_blur",
       .module = {"BoxBlur", {"kernel_size", "border_type", "separable"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, int[2] kernel_size, str border_type='reflect', "
                               "bool separable=True) -> Tensor",
                               [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                                  std::string border_type, bool separable) {
                                 return box_blur(input,
                                                 core::PairOf(box_blur_op().name.c_str(),
                                                              "kernel_size", kernel_size),
                                                 border_type, separable);
                               })},
       .call =
           [](const at::Tensor& x) {
             return box_blur(x, {5, 5});
           },
       .natives = {"_tap_sum", "_separable_tap_sum"}});

}  // namespace kornia::filters
