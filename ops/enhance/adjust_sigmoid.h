// adjust_sigmoid()
//
// The sigmoid curve 1 / (1 + exp(gain * (cutoff - image))), or with inv one
// minus it (Kornia 0.9 `kornia.enhance.adjust_sigmoid`), Kornia's op
// sequence with cutoff and gain Scalars as its Python floats are (1 / d is
// Python's d.reciprocal() * 1). The exp goes through libm's scalar kernel
// for every element (core::ScalarPath), so an element's bits do not depend
// on layout or thread split. No clamp: the curve is in [0, 1]; NaN stays NaN.
// Shape:     (*, C, H, W) -> same
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a non-floating image; fewer than 3 dims
// Tolerance: fused replay within 4 ulp (float32, float64): the TensorExpr fuser
//            computes exp with its own code, not libm's (the measured bound:
//            its case); eager, traced and loaded graphs, and float16/bfloat16,
//            are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& adjust_sigmoid_op();

at::Tensor adjust_sigmoid(const at::Tensor& image, double cutoff = 0.5, double gain = 10,
                          bool inv = false);

}  // namespace kornia::enhance
