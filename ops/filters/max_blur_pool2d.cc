#include "ops/filters/max_blur_pool2d.h"

#include <ATen/ops/max_pool2d.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/blur_pool2d.h"

namespace kornia::filters {

at::Tensor max_blur_pool2d(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                           int64_t stride, int64_t max_pool_size,
                           std::optional<bool> /*ceil_mode*/) {
  const char* op = max_blur_pool2d_op().name.c_str();
  core::CheckImage(max_blur_pool2d_op(), input);
  const int64_t height = core::HostSize(input, 2), width = core::HostSize(input, 3);
  KC_CHECK(max_pool_size >= 1 && max_pool_size <= height && max_pool_size <= width, op,
           "max_pool_size in [1, min(H, W)]", "max_pool_size = ", max_pool_size, " on an image of ",
           height, "x", width);
  const at::Tensor pooled =
      at::max_pool2d(input, {max_pool_size, max_pool_size}, {1, 1}, {0, 0}, {1, 1});
  return detail::BlurPool(max_blur_pool2d_op(), pooled, kernel_size, stride);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(max_blur_pool2d,
      {.kornia = "kornia.filters.max_blur_pool2d",
       .module = {"MaxBlurPool2D",
                  {"kernel_size", "stride", "max_pool_size", "ceil_mode"},
                  {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def(
           "(Tensor input, int[2] kernel_size, int stride=2, int "
           "max_pool_size=2, bool? ceil_mode=None) -> Tensor",
           [](const at::Tensor& input, std::vector<int64_t> kernel_size, int64_t stride,
              int64_t max_pool_size, c10::optional<bool> ceil_mode) {
             return max_blur_pool2d(
                 input, core::PairOf(max_blur_pool2d_op().name.c_str(), "kernel_size", kernel_size),
                 stride, max_pool_size, core::StdOptional(ceil_mode));
           })},
       .call =
           [](const at::Tensor& x) {
             return max_blur_pool2d(x, {3, 3});
           },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
