#include "ops/filters/motion_blur3d.h"

#include <ATen/ops/full.h>
#include <ATen/ops/stack.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/filters/filter3d.h"
#include "ops/filters/get_motion_kernel3d.h"

namespace kornia::filters {
namespace motion_blur3d_internal {

void CheckVolume(const at::Tensor& input) {
  const char* op = motion_blur3d_op().name.c_str();
  KC_CHECK(input.dim() == 5, op, "an input of shape (B, C, D, H, W)", "shape ", input.sym_sizes());
  KC_CHECK_DTYPE(!at::isComplexType(input.scalar_type()), op, "a real input (not complex)",
                 core::DtypeName(input.scalar_type()));
}

at::Tensor Blur(const at::Tensor& input, int64_t kernel_size, const at::Tensor& angle,
                const at::Tensor& direction, const std::string& border_type,
                const std::string& mode) {
  const char* op = motion_blur3d_op().name.c_str();
  CheckVolume(input);
  at::Tensor kernel = detail::MotionKernel3d(op, kernel_size, angle, direction, mode);
  KC_CHECK(kernel.sym_size(0) == 1 || kernel.sym_size(0) == input.sym_size(0), op,
           c10::str("angle and direction of batch 1 or ", input.sym_size(0), " (the batch)"),
           "shape ", angle.sym_sizes());
  // Kornia's filter3d moves the kernel to the volume's device and dtype.
  kernel = kernel.to(input.device());
  if (core::IsHalfDtype(input.scalar_type())) kernel = kernel.to(input.scalar_type());
  return detail::Filter3d(motion_blur3d_op(), input, kernel, border_type, false, "corr");
}

}  // namespace motion_blur3d_internal

at::Tensor motion_blur3d(const at::Tensor& input, int64_t kernel_size,
                         const std::vector<double>& angle, double direction,
                         const std::string& border_type, const std::string& mode) {
  motion_blur3d_internal::CheckVolume(input);
  detail::CheckMotionAngle3d(motion_blur3d_op().name.c_str(), angle);
  // Kornia's _scalar_params_as_tensors: the volume's floating dtype, never
  // below float32 (the default dtype for other volumes), on the CPU.
  const c10::ScalarType dtype = input.scalar_type() == at::kDouble ? at::kDouble : at::kFloat;
  const at::TensorOptions options = at::TensorOptions().dtype(dtype).device(at::kCPU);
  const at::Tensor a = at::stack({at::full({}, angle[0], options), at::full({}, angle[1], options),
                                  at::full({}, angle[2], options)});
  return motion_blur3d_internal::Blur(input, kernel_size, a, at::full({}, direction, options),
                                      border_type, mode);
}

at::Tensor motion_blur3d(const at::Tensor& input, int64_t kernel_size, const at::Tensor& angle,
                         const at::Tensor& direction, const std::string& border_type,
                         const std::string& mode) {
  return motion_blur3d_internal::Blur(input, kernel_size, angle, direction, border_type, mode);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(motion_blur3d,
      {.kornia = "kornia.filters.motion_blur3d",
       .module = {"MotionBlur3D",
                  {"kernel_size", "angle", "direction", "border_type", "mode"},
                  {"x:input"}},
       .python = {.no_number = {"angle"}},
       .overloads =
           {core::Def("(Tensor input, int kernel_size, float[3] angle, float direction, "
                      "str border_type='replicate', str mode='nearest') -> Tensor",
                      [](const at::Tensor& input, int64_t kernel_size, std::vector<double> angle,
                         double direction, std::string border_type, std::string mode) {
                        return motion_blur3d(input, kernel_size, angle, direction, border_type,
                                             mode);
                      }),
            core::Def("Tensor",
                      "(Tensor input, int kernel_size, Tensor angle, Tensor direction, "
                      "str border_type='replicate', str mode='nearest') -> Tensor",
                      [](const at::Tensor& input, int64_t kernel_size, const at::Tensor& angle,
                         const at::Tensor& direction, std::string border_type, std::string mode) {
                        return motion_blur3d(input, kernel_size, angle, direction, border_type,
                                             mode);
                      })},
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal)});

}  // namespace kornia::filters
