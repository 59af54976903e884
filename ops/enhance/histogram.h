// histogram()
//
// A Gaussian kernel density estimate of each row's histogram (Kornia 0.9
// `kornia.enhance.histogram`, its marginal_pdf): for values x (B, N), bin
// centers (n_bins,) and a bandwidth sigma, k = exp(-0.5 * ((x - bin) /
// sigma) ** 2) per value and bin, the mean over N, normalized to sum to one
// per row (+ epsilon), Kornia's op sequence; float16/bfloat16 compute in
// float32 and round once, as Kornia does. The exp goes through libm's scalar
// kernel for every element (core::ScalarPath), so an element's bits do not
// depend on layout or thread split; the values are made contiguous first so
// that the mean sums in one order.
// Shape:     x (B, N), bins (n_bins,), bandwidth () -> (B, n_bins)
// Dtypes:    float16, bfloat16, float32, float64 (the result in the
//            promoted dtype of x and bins)
// Errors:    a non-floating x; x not 2-D; bins not 1-D or bool/complex;
//            bandwidth not 0-D.
//            A bandwidth that is not finite and > 0 is a value check that
//            stays in the graph (AssertInGraph), as Kornia's
//            torch._assert_async.
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& histogram_op();

at::Tensor histogram(const at::Tensor& x, const at::Tensor& bins, const at::Tensor& bandwidth,
                     double epsilon = 1e-10);

}  // namespace kornia::enhance
