#include "ops/enhance/integral_image.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/integral_tensor.h"

namespace kornia::enhance {

at::Tensor integral_image(const at::Tensor& image) {
  const char* const kOp = integral_image_op().name.c_str();
  KC_CHECK(image.dim() >= 2, kOp, "an image of shape (*, H, W)", "shape ", image.sizes());
  KC_CHECK_DTYPE(!image.is_complex(), kOp, "a real image", core::DtypeName(image.scalar_type()));
  return integral_tensor(image, {-2, -1});
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(integral_image,
      {.kornia = "kornia.enhance.integral_image",
       .module = {"IntegralImage", {}, {"input:image"}},
       .overloads = {core::Def("(Tensor image) -> Tensor", &kornia::enhance::integral_image)},
       .call = [](const at::Tensor& x) { return integral_image(x); },
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal)});

}  // namespace kornia::enhance
