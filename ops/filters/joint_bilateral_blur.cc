#include "ops/filters/joint_bilateral_blur.h"

#include <vector>

#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/bilateral_blur.h"

namespace kornia::filters {
namespace joint_bilateral_blur_internal {

at::Tensor JointBlur(const at::Tensor& input, const at::Tensor& guidance,
                     std::array<int64_t, 2> kernel_size, const detail::BilateralSigmas& sigmas,
                     const std::string& border_type, const std::string& color_distance_type) {
  return detail::BilateralBlur(joint_bilateral_blur_op(), input, guidance, kernel_size, sigmas,
                               border_type, color_distance_type);
}

const char* Name() { return joint_bilateral_blur_op().name.c_str(); }
std::array<int64_t, 2> Kernel(const std::vector<int64_t>& k) {
  return core::PairOf(Name(), "kernel_size", k);
}
std::array<double, 2> Space(const std::vector<double>& s) {
  return core::PairOf(Name(), "sigma_space", s);
}

}  // namespace joint_bilateral_blur_internal

at::Tensor joint_bilateral_blur(const at::Tensor& input, const at::Tensor& guidance,
                                std::array<int64_t, 2> kernel_size, double sigma_color,
                                std::array<double, 2> sigma_space, const std::string& border_type,
                                const std::string& color_distance_type) {
  return joint_bilateral_blur_internal::JointBlur(
      input, guidance, kernel_size, {sigma_color, std::nullopt, sigma_space, std::nullopt},
      border_type, color_distance_type);
}

at::Tensor joint_bilateral_blur(const at::Tensor& input, const at::Tensor& guidance,
                                std::array<int64_t, 2> kernel_size, const at::Tensor& sigma_color,
                                std::array<double, 2> sigma_space, const std::string& border_type,
                                const std::string& color_distance_type) {
  return joint_bilateral_blur_internal::JointBlur(input, guidance, kernel_size,
                                                  {0.0, sigma_color, sigma_space, std::nullopt},
                                                  border_type, color_distance_type);
}

at::Tensor joint_bilateral_blur(const at::Tensor& input, const at::Tensor& guidance,
                                std::array<int64_t, 2> kernel_size, double sigma_color,
                                const at::Tensor& sigma_space, const std::string& border_type,
                                const std::string& color_distance_type) {
  return joint_bilateral_blur_internal::JointBlur(
      input, guidance, kernel_size, {sigma_color, std::nullopt, {0.0, 0.0}, sigma_space},
      border_type, color_distance_type);
}

at::Tensor joint_bilateral_blur(const at::Tensor& input, const at::Tensor& guidance,
                                std::array<int64_t, 2> kernel_size, const at::Tensor& sigma_color,
                                const at::Tensor& sigma_space, const std::string& border_type,
                                const std::string& color_distance_type) {
  return joint_bilateral_blur_internal::JointBlur(input, guidance, kernel_size,
                                                  {0.0, sigma_color, {0.0, 0.0}, sigma_space},
                                                  border_type, color_distance_type);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(joint_bilateral_blur,
      {.kornia = "kornia.filters.joint_bilateral_blur",
       .module = {"JointBilateralBlur",
                  {"kernel_size", "sigma_color", "sigma_space", "border_type",
                   "color_distance_type"},
                  {"input", "guidance"}},
       // Kornia takes sigma_space as a tuple or a tensor: one number or a list is refused.
       .python = {.no_number = {"sigma_space"}, .no_list = {"sigma_space"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .non_empty = true,
                                .dtypes = core::ImageDtypes::kReal},
       // One overload per form of (sigma_color, sigma_space), the tensor ones
       // first (bilateral_blur's order).
       .overloads =
           {core::Def("Tensor",
                      "(Tensor input, Tensor guidance, int[2] kernel_size, Tensor sigma_color, "
                      "Tensor sigma_space, str border_type='reflect', str "
                      "color_distance_type='l1') -> Tensor",
                      [](const at::Tensor& input, const at::Tensor& guidance,
                         std::vector<int64_t> kernel_size, const at::Tensor& sigma_color,
                         const at::Tensor& sigma_space, std::string border_type,
                         std::string color_distance_type) {
                        return joint_bilateral_blur(
                            input, guidance, joint_bilateral_blur_internal::Kernel(kernel_size),
                            sigma_color, sigma_space, border_type, color_distance_type);
                      }),
            core::Def("Tensor_color",
                      "(Tensor input, Tensor guidance, int[2] kernel_size, Tensor sigma_color, "
                      "float[2] sigma_space, str border_type='reflect', str "
                      "color_distance_type='l1') -> Tensor",
                      [](const at::Tensor& input, const at::Tensor& guidance,
                         std::vector<int64_t> kernel_size, const at::Tensor& sigma_color,
                         std::vector<double> sigma_space, std::string border_type,
                         std::string color_distance_type) {
                        return joint_bilateral_blur(
                            input, guidance, joint_bilateral_blur_internal::Kernel(kernel_size),
                            sigma_color, joint_bilateral_blur_internal::Space(sigma_space),
                            border_type, color_distance_type);
                      }),
            core::Def("Tensor_space",
                      "(Tensor input, Tensor guidance, int[2] kernel_size, float sigma_color, "
                      "Tensor sigma_space, str border_type='reflect', str "
                      "color_distance_type='l1') -> Tensor",
                      [](const at::Tensor& input, const at::Tensor& guidance,
                         std::vector<int64_t> kernel_size, double sigma_color,
                         const at::Tensor& sigma_space, std::string border_type,
                         std::string color_distance_type) {
                        return joint_bilateral_blur(
                            input, guidance, joint_bilateral_blur_internal::Kernel(kernel_size),
                            sigma_color, sigma_space, border_type, color_distance_type);
                      }),
            core::Def("(Tensor input, Tensor guidance, int[2] kernel_size, float sigma_color, "
                      "float[2] sigma_space, str border_type='reflect', str "
                      "color_distance_type='l1') -> Tensor",
                      [](const at::Tensor& input, const at::Tensor& guidance,
                         std::vector<int64_t> kernel_size, double sigma_color,
                         std::vector<double> sigma_space, std::string border_type,
                         std::string color_distance_type) {
                        return joint_bilateral_blur(
                            input, guidance, joint_bilateral_blur_internal::Kernel(kernel_size),
                            sigma_color, joint_bilateral_blur_internal::Space(sigma_space),
                            border_type, color_distance_type);
                      })},
       .call = [](const at::Tensor& x) {
         return joint_bilateral_blur(x, x, {3, 3}, 0.1, {1.5, 1.5});
       }});

}  // namespace kornia::filters
