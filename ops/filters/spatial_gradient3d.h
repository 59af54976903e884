// spatial_gradient3d()
//
// First or second derivatives of each channel of a volume (Kornia 0.9
// `kornia.filters.spatial_gradient3d`, mode "diff"): the volume padded by one
// voxel with replicate; order 1, Kornia's slice form 0.5 * (next - previous)
// along W, H and D (dx, dy, dz), bit for bit; order 2, the six kernels of
// Kornia's get_diff_kernel3d_2nd_order (dxx, dyy, dzz, dxy, dyz, dxz: 3 x 3
// x 3, zeros included, so 0 * inf is NaN as in Kornia's conv3d) correlated
// as filter3d does (row-major taps, taps.h). float16/bfloat16 volumes are
// computed in float32 and rounded once; integer and bool volumes give
// float32.
// Shape:     (B, C, D, H, W) -> (B, C, 3, D, H, W) (order 1) or (B, C, 6, D, H, W)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out)
// Errors:    not 5-D or complex; mode "sobel" (NotImplementedError, as
//            Kornia's: it has no 3-D Sobel kernel); another mode; an order
//            not 1 or 2; an empty D, H or W
// Tolerance: fused replay within 8 ulp (float32, float64, uint8): the
//            TensorExpr fuser contracts the second order's addcmul chain
//            into fused multiply-adds; eager, traced and loaded graphs, and
//            float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& spatial_gradient3d_op();

at::Tensor spatial_gradient3d(const at::Tensor& input, const std::string& mode = "diff",
                              int64_t order = 1);

}  // namespace kornia::filters
