// The factor arguments of kornia.enhance's adjusters, made as Kornia makes
// them (adjust.py: `torch.as_tensor(factor, dtype=image.dtype)` and
// `_make_factor_broadcastable`), for the ops of this package only.
//
// Where Kornia multiplies or adds a Python float (adjust_log's gain, the
// 2 pi of adjust_hue_raw) the ops pass an at::Scalar, and where it makes a
// tensor they make the same tensor: ATen rounds the two differently for
// float16/bfloat16 (a Scalar operand is used in float32, a tensor one in
// the image dtype), so mirroring Kornia's kinds keeps its bits.
#pragma once

#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>

namespace kornia::enhance::detail {

// A host factor: a 0-dim tensor of the image's dtype, so a float16 image's
// factor is rounded to float16 first, as Kornia's is.
at::Tensor HostFactor(const at::Tensor& image, double value);

// A tensor factor: cast to `like`'s dtype and padded with singleton dims on
// the right up to `like`'s rank, so that for an image a (B,) factor is one
// value per sample and a (B, C) factor one per channel. It must then
// broadcast to `like`'s shape without growing it:
//   adjust_brightness(): expected factor of a shape that broadcasts to
//     [2, 3, 4, 4] (padded on the right), but got shape [3]
at::Tensor TensorFactor(const char* op, const char* name, const at::Tensor& like,
                        const at::Tensor& factor);

// TensorFactor's shape check alone (a uint8 image's factor is made for its
// levels, levels.h, and checked against the image itself first).
void CheckTensorFactor(const char* op, const char* name, const at::Tensor& like,
                       const at::Tensor& factor);

// A tensor argument that must broadcast to `like`'s shape by torch's own
// rule (aligned on the right) without growing it, cast to `like`'s dtype:
//   invert(): expected max_val of a shape that broadcasts to [2, 3, 4, 4],
//     but got shape [5]
at::Tensor Broadcastable(const char* op, const char* name, const at::Tensor& like,
                         const at::Tensor& value);

// `value`, tied to the in-graph check that every element of `factor` is at
// least 0 (core::AssertInGraph); NaN fails it:
//   adjust_contrast(): expected every factor value >= 0, but got one below 0
//     or NaN
at::Tensor AssertNonNegative(const char* op, const char* name, const at::Tensor& value,
                             const at::Tensor& factor);

// One float32 value per image of `image` (*, C, H, W): `factor` (0-dim, or
// of a shape CheckTensorFactor has passed) padded on the right to the
// image's rank and flattened to shape (P,), P the product of * (symbolic
// sizes: a dynamic batch stays dynamic). Undefined where the factor varies
// over C, H or W. The parameter of the fused RGB operators (_adjust_hue,
// _adjust_saturation: ops/native/native.h); metadata only.
at::Tensor PerImage(const at::Tensor& image, const at::Tensor& factor);

// A per-image parameter (P,) of those operators reshaped to (*, 1, 1, 1) for
// an image (*, C, H, W): the factor of their composite forms.
at::Tensor ImageFactor(const at::Tensor& image, const at::Tensor& per_image);

// A fused RGB operator, `kornia_cpp::_<name>(Tensor image, Tensor param)`.
using RgbOperator = c10::TypedOperatorHandle<at::Tensor(const at::Tensor&, const at::Tensor&)>;
RgbOperator FindRgbOperator(const char* name);

// op(image, PerImage(image, factor)) where the native kernels run on `image`
// (native::EnabledFor) and the factor is one per image; undefined otherwise
// (the op then runs its ATen form). The caller has checked the dtype.
at::Tensor CallPerImage(const RgbOperator& op, const at::Tensor& image, const at::Tensor& factor);

}  // namespace kornia::enhance::detail
