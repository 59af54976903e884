#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/rsub.h>
#include <torch/library.h>

#include "ops/color/rgb_to_grayscale.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/factor.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::enhance {

namespace adjust_saturation_with_gray_subtraction_internal {

const char* const kOp = adjust_saturation_with_gray_subtraction_op().name.c_str();

void Check(const at::Tensor& image) {
  core::CheckImage(adjust_saturation_with_gray_subtraction_op(), image);
  KC_CHECK(image.sym_size(-3) == 1 || image.sym_size(-3) == 3, kOp,
           "an image of shape (*, 3, H, W) or (*, 1, H, W)", "shape ", image.sym_sizes());
}

// The ATen form (an RGB image's; rgb_to_grayscale's ops for the gray). The
// op clamps its fresh sum in place; the operator's composite form must stay
// functional (torch.export runs it below functionalization), so it clamps
// out of place: the same values.
at::Tensor Blend(const at::Tensor& image, const at::Tensor& factor, bool functional = false) {
  const at::Tensor gray = color::rgb_to_grayscale(image);
  const at::Tensor sum = at::rsub(factor, 1.0) * gray + factor * image;
  return functional ? core::ClampUnit(sum) : core::ClampUnitFresh(sum);
}

// kornia_cpp::_saturation_gray_subtraction's composite form: factor (P,), one
// per image of image (*, 3, H, W), made a factor of shape (*, 1, 1, 1).
at::Tensor Composite(const at::Tensor& image, const at::Tensor& factor) {
  return Blend(image, detail::ImageFactor(image, factor).to(image.scalar_type()),
               /*functional=*/true);
}

// Its CPU kernel: the native pass on float32 (ops/native), the composite form
// on the other dtypes.
at::Tensor Cpu(const at::Tensor& image, const at::Tensor& factor) {
  return image.scalar_type() == at::kFloat
             ? native::detail::SaturationGraySubtractionCpu(image, factor)
             : Composite(image, factor);
}

at::Tensor Saturation(const at::Tensor& image, const at::Tensor& factor) {
  if (core::HostSize(image, -3) == 1) return image.clone();  // a host decision on a shape
  // float32 with one factor per image: one native pass for some eight ATen
  // ones (the same values, NaN compared as NaN).
  if (image.scalar_type() == at::kFloat) {
    static const auto op = detail::FindRgbOperator("kornia_cpp::_saturation_gray_subtraction");
    if (at::Tensor out = detail::CallPerImage(op, image, factor); out.defined()) return out;
  }
  return Blend(image, factor);
}

}  // namespace adjust_saturation_with_gray_subtraction_internal

at::Tensor adjust_saturation_with_gray_subtraction(const at::Tensor& image, double factor) {
  using namespace adjust_saturation_with_gray_subtraction_internal;
  Check(image);
  return core::InLayoutOf(image, Saturation(image, detail::HostFactor(image, factor)));
}

at::Tensor adjust_saturation_with_gray_subtraction(const at::Tensor& image,
                                                   const at::Tensor& factor) {
  using namespace adjust_saturation_with_gray_subtraction_internal;
  Check(image);
  return core::InLayoutOf(image,
                          Saturation(image, detail::TensorFactor(kOp, "factor", image, factor)));
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(adjust_saturation_with_gray_subtraction,
      {.kornia = "kornia.enhance.adjust_saturation_with_gray_subtraction",
       .module = {"AdjustSaturationWithGraySubtraction",
                  {"saturation_factor:factor"},
                  {"input:image"}},
       .python = {.float_only = {"factor"}},
       .image = core::ImageSpec{},
       .overloads = {core::Def("(Tensor image, float factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double)>(
                                   &kornia::enhance::adjust_saturation_with_gray_subtraction)),
                     core::Def("Tensor", "(Tensor image, Tensor factor) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::enhance::adjust_saturation_with_gray_subtraction))},
       .call = [](const at::Tensor& x) { return adjust_saturation_with_gray_subtraction(x, 1.5); },
       .natives = {"_saturation_gray_subtraction"}});

}  // namespace kornia::enhance

KC_NATIVE_OPERATOR(_saturation_gray_subtraction, "(Tensor image, Tensor factor) -> Tensor",
                   &kornia::enhance::adjust_saturation_with_gray_subtraction_internal::Cpu,
                   &kornia::enhance::adjust_saturation_with_gray_subtraction_internal::Composite,
                   {.dtypes = {at::kFloat}, .family = kornia::native::Family::kRgb});
