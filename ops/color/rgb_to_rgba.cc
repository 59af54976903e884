#include "ops/color/rgb_to_rgba.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/full_like.h>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/native/native.h"

namespace kornia::color {
namespace rgb_to_rgba_internal {
constexpr const char* kOp = "rgb_to_rgba";
constexpr core::ImageSpec kSpec = {.channels = 3, .dtypes = core::ImageDtypes::kAny};
}  // namespace rgb_to_rgba_internal

namespace detail {
at::Tensor AppendAlpha(const char* op, const at::Tensor& rgb, const at::Tensor& alpha) {
  using namespace rgb_to_rgba_internal;
  core::SymShape shape = core::SymSizes(rgb);
  shape[shape.size() - 3] = 1;
  const c10::SymIntArrayRef want(shape.data(), shape.size());
  KC_CHECK(alpha.sym_sizes() == want, op, c10::str("alpha_val of shape ", want), "shape ",
           alpha.sym_sizes());
  return at::cat({rgb, alpha.to(rgb.scalar_type())}, -3);
}
}  // namespace detail

at::Tensor rgb_to_rgba(const at::Tensor& image, double alpha_val) {
  using namespace rgb_to_rgba_internal;
  core::CheckImage(kOp, image, kSpec);
  // A contiguous uint8 image: the planes and the alpha in one native pass (byte
  // for byte the composite), the fill converted as full_like converts it.
  if (at::Tensor out = native::detail::PlanesIfNative(image, {0, 1, 2, -1}, alpha_val);
      out.defined())
    return out;
  return at::cat({image, at::full_like(image.narrow(-3, 0, 1), alpha_val)}, -3);
}

at::Tensor rgb_to_rgba(const at::Tensor& image, const at::Tensor& alpha_val) {
  using namespace rgb_to_rgba_internal;
  core::CheckImage(kOp, image, kSpec);
  return detail::AppendAlpha(kOp, image, alpha_val);
}

}  // namespace kornia::color

KC_TORCH_LIBRARY(rgb_to_rgba, "kornia.color.rgb_to_rgba", m) {
  m.def("rgb_to_rgba(Tensor image, float alpha_val) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, double)>(&kornia::color::rgb_to_rgba));
  m.def("rgb_to_rgba.Tensor(Tensor image, Tensor alpha_val) -> Tensor",
        static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
            &kornia::color::rgb_to_rgba));
}
