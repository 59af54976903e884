#include "ops/filters/unsharp_mask.h"

#include <ATen/ops/lerp.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/gaussian_blur2d.h"

namespace kornia::filters {
namespace unsharp_mask_internal {

// Kornia's _to_floating: integer and bool images as float32.
at::Tensor ToFloating(const at::Tensor& input) {
  core::CheckImage(unsharp_mask_op(), input);
  return at::isFloatingType(input.scalar_type()) ? input : input.to(at::kFloat);
}

}  // namespace unsharp_mask_internal

at::Tensor unsharp_mask(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                        std::array<double, 2> sigma, const std::string& border_type) {
  const at::Tensor x = unsharp_mask_internal::ToFloating(input);
  return core::InLayoutOf(input, at::lerp(detail::GaussianBlur(unsharp_mask_op(), x, kernel_size,
                                                               sigma, border_type, true),
                                          x, 2.0));
}

at::Tensor unsharp_mask(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                        const at::Tensor& sigma, const std::string& border_type) {
  const at::Tensor x = unsharp_mask_internal::ToFloating(input);
  return core::InLayoutOf(input, at::lerp(detail::GaussianBlur(unsharp_mask_op(), x, kernel_size,
                                                               sigma, border_type, true),
                                          x, 2.0));
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(unsharp_mask,
      {.kornia = "kornia.filters.unsharp_mask",
       .module = {"UnsharpMask", {"kernel_size", "sigma", "border_type"}, {"input"}},
       // Kornia takes sigma as a tuple or a tensor: one number or a list is refused.
       .python = {.no_number = {"sigma"}, .no_list = {"sigma"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, int[2] kernel_size, float[2] sigma, str "
                               "border_type='reflect') -> Tensor",
                               [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                                  std::vector<double> sigma, std::string border_type) {
                                 const char* op = unsharp_mask_op().name.c_str();
                                 return unsharp_mask(input,
                                                     core::PairOf(op, "kernel_size", kernel_size),
                                                     core::PairOf(op, "sigma", sigma), border_type);
                               }),
                     core::Def("Tensor",
                               "(Tensor input, int[2] kernel_size, Tensor sigma, str "
                               "border_type='reflect') -> Tensor",
                               [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                                  const at::Tensor& sigma, std::string border_type) {
                                 return unsharp_mask(input,
                                                     core::PairOf(unsharp_mask_op().name.c_str(),
                                                                  "kernel_size", kernel_size),
                                                     sigma, border_type);
                               })},
       .call =
           [](const at::Tensor& x) {
             return unsharp_mask(x, {5, 5}, {1.2, 0.8});
           },
       .natives = {"_separable_tap_sum"}});

}  // namespace kornia::filters
