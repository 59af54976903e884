// adjust_log()
//
// gain * log2(1 + image), or with inv gain * (2 ** image - 1), clamped to
// [0, 1] unless clip_output is false (Kornia 0.9 `kornia.enhance.adjust_log`),
// Kornia's op sequence with gain a Scalar as its Python float is. pow goes
// through libm's scalar kernel for every element (core::ScalarPath), so an
// element's bits do not depend on layout or thread split; float32's log2
// runs in float64, rounded once (core::Float32InFloat64: MKL's float32 log2
// differs between CPU vendors), the other dtypes' in their own. Below -1
// log2 gives NaN; NaN stays NaN.
// Shape:     (*, C, H, W) -> same
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a non-floating image; fewer than 3 dims
// Tolerance: fused replay within 4 ulp (float32, float64): the TensorExpr fuser
//            computes log2 and 2 ** x with its own code, not libm's (the
//            measured bound: its case); eager, traced and loaded graphs, and
//            float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_log_op();

at::Tensor adjust_log(const at::Tensor& image, double gain = 1.0, bool inv = false,
                      bool clip_output = true);

}  // namespace kornia::enhance
