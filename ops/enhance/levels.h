// The uint8 form of kornia.enhance's pointwise ops (posterize, solarize,
// adjust_brightness, adjust_contrast, adjust_gamma), which Kornia defines on
// float images only.
//
// A uint8 image stands for the levels x / 255; the op's uint8 output is its
// float32 output on those levels, back on the 8-bit scale:
//
//   out = Q(f(x / 255)),  Q(v) = floor(clamp(255 v, 0, 255) + 0.5): ties up,
//                               NaN -> 0 (clip_output=False saturates too)
//
// where f is the op's own float code, the same ATen calls as on a float32
// image. f is pointwise and every element's value depends on its own inputs
// only (the enhance ops' IEEE arithmetic, and adjust_gamma's pow through
// core::ScalarPath), so f over the 256 levels is f over the image: computed
// once per plane, the 256 outputs are a table that the native kernel
// kornia_cpp::_lut_uint8 applies (ops/native), one pass over the bytes. Byte
// for byte the elementwise form (//conformance:native_paths_test: all 256
// values, every parameter value the op accepts, every layout), and both are
// Q of Kornia's float op on x / 255 (the parity run's "unit" calls).
//
// The table form needs the op's parameters constant over H and W (a host
// value, or a tensor per sample or channel); a parameter that varies per
// pixel, a non-contiguous image, or the composite mode (native::CompositeOnly)
// runs f on the whole image instead, same bytes.
//
// adjust_hue and adjust_saturation take uint8 by the same rule, but their f
// mixes the three channels, so no table exists: ByLevels(image, false, f),
// or with one factor per image their native kernels (ops/native: the load of
// x / 255, the float form and Q in one pass, byte for byte this form).
#pragma once

#include <ATen/core/Tensor.h>

#include <functional>

namespace kornia::enhance::detail {

// The op's float code on float32 values in [0, 1] (the levels or the image
// over 255), shaped as the image but for H and W: f makes its parameters for
// `unit` (HostFactor(unit, ...), TensorFactor(op, name, unit, ...)).
using UnitOp = std::function<at::Tensor(const at::Tensor& unit)>;

// The uint8 form above of f on a uint8 image (*, C, H, W) or (H, W). `per_plane`:
// every parameter of f is constant over H and W (ConstantOverPlane) of a
// (*, C, H, W) image (the table form).
at::Tensor ByLevels(const at::Tensor& image, bool per_plane, const UnitOp& f);

// f(image) on a floating image, ByLevels(image, true, f) on a uint8 one: the
// form of an op whose parameters are host values or per-sample tensors.
at::Tensor FloatOrLevels(const at::Tensor& image, const UnitOp& f);

// Q(v) above: float values in [0, 1] to uint8 levels. Ties round up, not to
// even: a traced graph's TensorExpr fuser rounds ties away from zero where
// eager ATen rounds them to even, so at::round would not replay bit for bit.
at::Tensor QuantizeUnit(const at::Tensor& v);

// Whether a parameter padded on the right to `image_dim` dims (TensorFactor's
// rule: (B,) per sample, (B, C) per channel) is 1 along the last two (H, W).
bool ConstantOverPlane(const at::Tensor& param, int64_t image_dim);

}  // namespace kornia::enhance::detail
