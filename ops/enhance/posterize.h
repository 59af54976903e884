// posterize()
//
// Keeps the `bits` high bits of each 8-bit channel value (Kornia 0.9
// `kornia.enhance.posterize`): the image, expected in [0, 1], is quantized to
// uint8 (x * 255, truncated), shifted right and back left by 8 - bits, and
// scaled back by 1 / 255, in Kornia's exact sequence of roundings. bits = 8
// returns the input unchanged, bits = 0 returns zeros.
// Shape:     (*, C, H, W) -> same; bits is a host int, or a tensor of shape (),
//            (1,), (B,) (B = the flattened leading dimensions) or a prefix of
//            the normalized (B, C, H, W) shape, one value per sample/channel
// Dtypes:    image float16, bfloat16, float32, float64, or uint8 (levels.h:
//            the float32 op on x / 255, rounded back to levels, applied as a
//            table by the native kernel); bits tensor: any integer dtype
// Errors:    an image neither floating nor uint8; fewer than 3 dims or an empty C, H or W; a
//            host bits outside [0, 8]; a floating or bool bits tensor; a bits
//            shape that does not match. A bits *tensor* outside [0, 8] is a
//            value check and stays in the graph (AssertInGraph): it raises in
//            eager and in every replay of a traced graph.
// Tolerance: exact (traced, replayed and fused == eager bit for bit)
//
// Values outside [0, 1] (and NaN) are outside the contract: the uint8 cast of
// such a value is what the CPU's conversion gives (C++ leaves it undefined),
// so the conformance sweep draws only in-domain values for this op.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& posterize_op();

at::Tensor posterize(const at::Tensor& image, int64_t bits);
at::Tensor posterize(const at::Tensor& image, const at::Tensor& bits);

}  // namespace kornia::enhance
