#include "ops/filters/motion_blur.h"

#include <ATen/ops/full.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/filters/filter2d.h"
#include "ops/filters/get_motion_kernel2d.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace motion_blur_internal {

at::Tensor Blur(const at::Tensor& input, int64_t kernel_size, const at::Tensor& angle,
                const at::Tensor& direction, const std::string& border_type,
                const std::string& mode) {
  const char* op = motion_blur_op().name.c_str();
  core::CheckImage(motion_blur_op(), input);
  at::Tensor kernel = detail::MotionKernel2d(op, kernel_size, angle, direction, mode);
  KC_CHECK(kernel.sym_size(0) == 1 || kernel.sym_size(0) == input.sym_size(0), op,
           c10::str("angle and direction of length 1 or ", input.sym_size(0), " (the batch)"),
           "shape ", angle.sym_sizes());
  // Kornia's filter2d moves the kernel to the image's device and dtype.
  kernel = kernel.to(input.device());
  if (core::IsHalfDtype(input.scalar_type())) kernel = kernel.to(input.scalar_type());
  const at::Tensor out =
      detail::Filter2d(motion_blur_op(), input, kernel, border_type, false, "same", "corr");
  // Kornia's filter2d reshapes the image to (1, B * C, H, W) for a per-sample
  // kernel (a copy: a channels-last image gives a contiguous result).
  return kernel.sym_size(0) == 1 ? out : out.contiguous();
}

}  // namespace motion_blur_internal

at::Tensor motion_blur(const at::Tensor& input, int64_t kernel_size, double angle, double direction,
                       const std::string& border_type, const std::string& mode) {
  core::CheckImage(motion_blur_op(), input);
  // Kornia's _scalar_params_as_tensors: the image's floating dtype, never
  // below float32 (the default dtype for other images), on the CPU.
  const c10::ScalarType dtype = input.scalar_type() == at::kDouble ? at::kDouble : at::kFloat;
  const at::TensorOptions options = at::TensorOptions().dtype(dtype).device(at::kCPU);
  return motion_blur_internal::Blur(input, kernel_size, at::full({}, angle, options),
                                    at::full({}, direction, options), border_type, mode);
}

at::Tensor motion_blur(const at::Tensor& input, int64_t kernel_size, const at::Tensor& angle,
                       const at::Tensor& direction, const std::string& border_type,
                       const std::string& mode) {
  return motion_blur_internal::Blur(input, kernel_size, angle, direction, border_type, mode);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(motion_blur,
      {.kornia = "kornia.filters.motion_blur",
       .module = {"MotionBlur",
                  {"kernel_size", "angle", "direction", "border_type", "mode"},
                  {"x:input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, int kernel_size, float angle, float direction, "
                               "str border_type='reflect', str mode='nearest') -> Tensor",
                               [](const at::Tensor& input, int64_t kernel_size, double angle,
                                  double direction, std::string border_type, std::string mode) {
                                 return motion_blur(input, kernel_size, angle, direction,
                                                    border_type, mode);
                               }),
                     core::Def("Tensor",
                               "(Tensor input, int kernel_size, Tensor angle, Tensor direction, "
                               "str border_type='reflect', str mode='nearest') -> Tensor",
                               [](const at::Tensor& input, int64_t kernel_size,
                                  const at::Tensor& angle, const at::Tensor& direction,
                                  std::string border_type, std::string mode) {
                                 return motion_blur(input, kernel_size, angle, direction,
                                                    border_type, mode);
                               })},
       .call = [](const at::Tensor& x) { return motion_blur(x, 5, 35.0, 0.5); },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
