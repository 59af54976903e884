// guided_blur()
//
// The guided filter (He et al.; Kornia 0.9 `kornia.filters.guided_blur`):
// per window, the linear model input = a * guidance + b fitted by least
// squares with ridge eps, the models' box means applied to the guidance.
// Kornia's op sequence: means by box_blur (kernel_size, border_type,
// separable), var = E[I I] - E[I]^2 and cov = E[I p] - E[I] E[p] by addcmul;
// a grey guidance (C = 1) divides, a multichannel one solves the C x C
// system (var + eps Id) a = cov per pixel (Kornia: torch.linalg.solve; here
// Gaussian elimination with partial pivoting in tensor ops, no host read;
// float32 for half systems). subsample s > 1 is the fast guided filter: guidance and
// input sampled at Kornia's rows and columns ((2 i + 1) size + rows (1 - s))
// // (2 rows), the kernel (k - 1) // s + 1, the means of a and b resized back
// bilinearly (align_corners false). Integer and bool images are filtered in
// float32 and half ones in float32; the result is in the promoted dtype of
// guidance and input (and of a tensor eps with a grey guidance, as Kornia's
// tensor division promotes). A tensor eps is per sample: (B,) or (1,).
// The same tensor as guidance and input (Kornia's `input is guidance`) gives
// the same values as two equal tensors: it only saves Kornia's recomputation.
// Shape:     guidance (B, C, H, W), input (B, C_in, H, W) -> (B, C_in, H, W)
// Dtypes:    guidance and input every real dtype; eps a float or a floating
//            tensor
// Errors:    guidance or input not 4-D, or empty; batch or H, W differing;
//            a kernel size not positive; subsample < 1; an eps tensor not
//            (B,) or (1,); an unknown border_type; a reflect/circular radius
//            that does not fit the (subsampled) image
// Tolerance: fused replay within 16 ulp (float32, float64, uint8): the
//            TensorExpr fuser contracts the box sums' multiply-adds, the
//            addcmuls and the elimination into FMAs, and a / (var + eps)
//            scales those rounding steps up (measured 6 ulp)
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& guided_blur_op();

at::Tensor guided_blur(const at::Tensor& guidance, const at::Tensor& input,
                       std::array<int64_t, 2> kernel_size, double eps,
                       const std::string& border_type = "reflect", int64_t subsample = 1,
                       bool separable = false);
at::Tensor guided_blur(const at::Tensor& guidance, const at::Tensor& input,
                       std::array<int64_t, 2> kernel_size, const at::Tensor& eps,
                       const std::string& border_type = "reflect", int64_t subsample = 1,
                       bool separable = false);

}  // namespace kornia::filters
