// adjust_gamma()
//
// gain * image ** gamma, clamped to [0, 1] (Kornia 0.9
// `kornia.enhance.adjust_gamma`), in the image dtype with host values
// rounded to it first. The pow goes through libm's scalar kernel for every
// element (core::ScalarPath), so an element's bits do not depend on layout
// or thread split as ATen's vector pow makes them; Kornia's float32 path
// (at::pow with a Scalar exponent: vector Sleef body, libm tail, and x * x * x
// for gamma 3) then differs by an ulp or so on some elements.
// Shape:     (*, C, H, W) -> same; gamma and gain host doubles, or tensors
//            whose shape, padded with 1s on the right, broadcasts to the
//            image's
// Dtypes:    float16, bfloat16, float32, float64 (tensors are cast to the
//            image dtype), or uint8 (levels.h: the float32 op on x / 255,
//            rounded back to levels; a table per plane unless gamma or gain
//            varies over H and W)
// Errors:    an image neither floating nor uint8; fewer than 3 dims; a host gamma or gain
//            below 0 or NaN; a gamma or gain tensor of another shape. A
//            gamma or gain tensor with a value below 0 (or NaN) is a value
//            check that stays in the graph (AssertInGraph).
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_gamma_op();

at::Tensor adjust_gamma(const at::Tensor& input, double gamma, double gain = 1.0);
at::Tensor adjust_gamma(const at::Tensor& input, const at::Tensor& gamma, const at::Tensor& gain);

}  // namespace kornia::enhance
