#include "ops/filters/sobel.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/sqrt.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/filters/spatial_gradient.h"
#include "ops/filters/taps.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::filters {

namespace {

// The composite form: the gradients, then the magnitude.
at::Tensor SobelComposite(const at::Tensor& input, bool normalized, double eps) {
  // The gradients in the work dtype (a half image's not rounded before the
  // magnitude).
  const at::Tensor work = input.to(detail::WorkDtype(input.scalar_type()));
  const at::Tensor edges = detail::SpatialGradient(sobel_op(), work, "sobel", 1, normalized);
  const at::Tensor gx = edges.select(2, 0), gy = edges.select(2, 1);
  // Contiguous, as Kornia's (its gradients come from a (B C, 1, H, W) view).
  // core::Sqrt: the same bits on Intel and AMD (NOTE [ MKL VML and CPU vendors ]).
  const at::Tensor out = core::Sqrt(gx * gx + gy * gy + eps);
  return core::IsHalfDtype(input.scalar_type()) ? out.to(input.scalar_type()) : out;
}

// kornia_cpp::_sobel_uint8's kernels: the composite form (checked as the
// op checks it), and the CPU kernel (the native one on a uint8 image).
at::Tensor SobelUint8Composite(const at::Tensor& input, bool normalized, double eps) {
  core::CheckImage(sobel_op(), input);
  return SobelComposite(input, normalized, eps);
}

at::Tensor SobelUint8Cpu(const at::Tensor& input, bool normalized, double eps) {
  if (input.scalar_type() != at::kByte || input.dim() != 4)
    return SobelUint8Composite(input, normalized, eps);
  return native::detail::SobelUint8Cpu(input, normalized, eps);
}

// kornia_cpp::_sobel_float's kernels: the composite form (the gradients'
// taps as _tap_sum's on the replicate-padded input, then the magnitude), and
// the CPU kernel (the native one on a contiguous (B, C, H, W) image).
at::Tensor SobelFloatComposite(const at::Tensor& input, const at::Tensor& weights, double eps) {
  KC_CHECK(weights.dim() == 3 && weights.sym_size(0) == 2, "_sobel_float",
           "weights of shape (2, 3, 3)", "shape ", weights.sym_sizes());
  const at::Tensor padded = detail::Pad(input, {1, 1, 1, 1}, detail::Border::kReplicate);
  const at::Tensor gx = detail::TapSum(padded, weights.narrow(0, 0, 1));
  const at::Tensor gy = detail::TapSum(padded, weights.narrow(0, 1, 1));
  return core::Sqrt(gx * gx + gy * gy + eps);
}

at::Tensor SobelFloatCpu(const at::Tensor& input, const at::Tensor& weights, double eps) {
  return native::detail::SobelCpu(input, weights, eps);
}

// The Sobel kernels (2, 3, 3) in the work dtype of `input`.
at::Tensor SobelWeights(const at::Tensor& input, bool normalized) {
  int64_t side = 0;
  const std::vector<at::Tensor> k = detail::GradientKernels(
      true, 1, normalized, input.options().dtype(detail::WorkDtype(input.scalar_type())), &side);
  return at::cat(k, 0);
}

}  // namespace

at::Tensor sobel(const at::Tensor& input, bool normalized, double eps) {
  core::CheckImage(sobel_op(), input);
  // A contiguous (B, C, H, W) uint8 image: the native magnitude (the same
  // bits; a contiguous result, as the composite's).
  if (input.scalar_type() == at::kByte && input.dim() == 4 && input.is_contiguous() &&
      native::EnabledFor(input)) {
    static const auto op = c10::Dispatcher::singleton()
                               .findSchemaOrThrow("kornia_cpp::_sobel_uint8", "")
                               .typed<at::Tensor(const at::Tensor&, bool, double)>();
    return op.call(input, normalized, eps);
  }
  // A contiguous float32 or float64 one: the native gradients and magnitude
  // in one pass (the same bits, contiguous as the composite's). Its sides
  // read as symbolic sizes: Tensor::size() on a fake tensor specialized every
  // dim, the batch too (export with a dynamic batch refused it).
  const c10::ScalarType t = input.scalar_type();
  if ((t == at::kFloat || t == at::kDouble) && input.dim() == 4 && input.is_contiguous() &&
      input.sym_size(2) > 0 && input.sym_size(3) > 0 && native::EnabledFor(input)) {
    static const auto op = c10::Dispatcher::singleton()
                               .findSchemaOrThrow("kornia_cpp::_sobel_float", "")
                               .typed<at::Tensor(const at::Tensor&, const at::Tensor&, double)>();
    return op.call(input, SobelWeights(input, normalized), eps);
  }
  return SobelComposite(input, normalized, eps);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(sobel,
      {.kornia = "kornia.filters.sobel",
       .module = {"Sobel", {"normalized", "eps"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, bool normalized=True, float eps=1e-06) -> Tensor",
                               [](const at::Tensor& input, bool normalized, double eps) {
                                 return sobel(input, normalized, eps);
                               })},
       .call = [](const at::Tensor& x) { return sobel(x); },
       .natives = {"_tap_sum", "_sobel_uint8", "_sobel_float"}});

}  // namespace kornia::filters

KC_NATIVE_OPERATOR(_sobel_uint8, "(Tensor input, bool normalized, float eps) -> Tensor",
                   &kornia::filters::SobelUint8Cpu, &kornia::filters::SobelUint8Composite,
                   {.dtypes = {at::kByte}, .family = kornia::native::Family::kU8});

KC_NATIVE_OPERATOR(_sobel_float, "(Tensor input, Tensor weights, float eps) -> Tensor",
                   &kornia::filters::SobelFloatCpu, &kornia::filters::SobelFloatComposite,
                   {.dtypes = {at::kFloat, at::kDouble}, .family = kornia::native::Family::kTaps});
