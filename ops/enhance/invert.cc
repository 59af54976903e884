#include "ops/enhance/invert.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/scalar_tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/factor.h"
#include "ops/native/native.h"

namespace kornia::enhance {

at::Tensor invert(const at::Tensor& image, const std::optional<at::Tensor>& max_val) {
  const char* const kOp = invert_op().name.c_str();
  core::CheckImage(invert_op(), image);
  // The native kernel (ops/native) on a contiguous uint8 image, byte for byte
  // the composite below.
  if (!max_val && image.scalar_type() == at::kByte && image.is_contiguous() && native::Enabled())
    return native::detail::InvertUint8(image);
  const at::Tensor top =
      max_val ? detail::Broadcastable(kOp, "max_val", image, *max_val)
              : at::scalar_tensor(image.scalar_type() == at::kByte ? 255 : 1, image.options());
  return top - image;
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(invert, {.kornia = "kornia.enhance.invert",
               .module = {"Invert", {"max_val"}, {"input:image"}},
               .image = core::ImageSpec{.dtypes = core::ImageDtypes::kFloatingOrUint8},
               .overloads = {core::Def("(Tensor image, Tensor? max_val=None) -> Tensor",
                                       [](const at::Tensor& image,
                                          const c10::optional<at::Tensor>& max_val) {
                                         return kornia::enhance::invert(
                                             image, kornia::core::StdOptional(max_val));
                                       })},
               .call = [](const at::Tensor& x) { return invert(x); },
               .natives = {"_invert_uint8"}});

}  // namespace kornia::enhance
