// add_weighted()
//
// src1 * alpha + src2 * beta + gamma (Kornia 0.9
// `kornia.enhance.add_weighted`), Kornia's op sequence: host coefficients
// are Scalars (as its Python floats are), tensor ones are cast to src1's
// dtype (Kornia would promote a float32 coefficient of a float16 image to a
// float32 result; here the result keeps the images' dtype).
// Shape:     src1, src2 (*, C, H, W), the same shape -> that shape; alpha,
//            beta, gamma host doubles, or tensors that broadcast to src1's
//            shape (torch's rule) without growing it
// Dtypes:    float16, bfloat16, float32, float64 (src2 of src1's dtype)
// Errors:    a non-floating src1; fewer than 3 dims; src2 of another shape
//            or dtype; a coefficient tensor of another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& add_weighted_op();

at::Tensor add_weighted(const at::Tensor& src1, double alpha, const at::Tensor& src2, double beta,
                        double gamma);
at::Tensor add_weighted(const at::Tensor& src1, const at::Tensor& alpha, const at::Tensor& src2,
                        const at::Tensor& beta, const at::Tensor& gamma);

}  // namespace kornia::enhance
