#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/rsub.h>

#include "ops/color/rgb_to_grayscale.h"
#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace adjust_saturation_with_gray_subtraction_internal {

constexpr const char* kOp = "adjust_saturation_with_gray_subtraction";

void Check(const at::Tensor& image) {
  core::CheckImage(kOp, image);
  KC_CHECK(image.sym_size(-3) == 1 || image.sym_size(-3) == 3, kOp,
           "an image of shape (*, 3, H, W) or (*, 1, H, W)", "shape ", image.sym_sizes());
}

at::Tensor Saturation(const at::Tensor& image, const at::Tensor& factor) {
  if (core::HostSize(image, -3) == 1) return image.clone();  // a host decision on a shape
  const at::Tensor gray = color::rgb_to_grayscale(image);
  return core::ClampUnitFresh(at::rsub(factor, 1.0) * gray + factor * image);
}

}  // namespace adjust_saturation_with_gray_subtraction_internal

at::Tensor adjust_saturation_with_gray_subtraction(const at::Tensor& image, double factor) {
  using namespace adjust_saturation_with_gray_subtraction_internal;
  Check(image);
  return Saturation(image, detail::HostFactor(image, factor));
}

at::Tensor adjust_saturation_with_gray_subtraction(const at::Tensor& image,
                                                   const at::Tensor& factor) {
  using namespace adjust_saturation_with_gray_subtraction_internal;
  Check(image);
  return Saturation(image, detail::TensorFactor(kOp, "factor", image, factor));
}

}  // namespace kornia::enhance

KC_TORCH_LIBRARY(adjust_saturation_with_gray_subtraction,
                 "kornia.enhance.adjust_saturation_with_gray_subtraction", m) {
  m.def("adjust_saturation_with_gray_subtraction(Tensor image, float factor) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, double)>(
            &kornia::enhance::adjust_saturation_with_gray_subtraction));
  m.def("adjust_saturation_with_gray_subtraction.Tensor(Tensor image, Tensor factor) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
            &kornia::enhance::adjust_saturation_with_gray_subtraction));
}
