#include "ops/enhance/integral_image.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/integral_tensor.h"

namespace kornia::enhance {

at::Tensor integral_image(const at::Tensor& image) {
  constexpr const char* kOp = "integral_image";
  KC_CHECK(image.dim() >= 2, kOp, "an image of shape (*, H, W)", "shape ", image.sizes());
  KC_CHECK_DTYPE(!image.is_complex(), kOp, "a real image", core::DtypeName(image.scalar_type()));
  return integral_tensor(image, {-2, -1});
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(integral_image, "kornia.enhance.integral_image", m) {
  m.def("integral_image(Tensor image) -> Tensor", &kornia::enhance::integral_image);
}
