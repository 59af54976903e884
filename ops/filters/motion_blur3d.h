// motion_blur3d()
//
// Motion blur of volumes (Kornia 0.9 `kornia.filters.motion_blur3d`): the
// volume correlated, as filter3d does ("same" padding with border_type,
// default replicate), with get_motion_kernel3d(kernel_size, angle,
// direction, mode). Host angle (yaw, pitch, roll) and direction build a
// (1, k, k, k) kernel in the volume's floating dtype but never below float32
// (float32 for integer and bool volumes), on the CPU, as Kornia's
// _scalar_params_as_tensors; tensors build one kernel per row in their own
// dtype (a 0-dim direction beside an angle of another dtype takes the
// angle's), every value in the graph (a graph traced on one angle replays on
// any other). The kernel is rounded to a float16/bfloat16 volume's dtype
// (Kornia's filter3d casts it so) and summed in float32, rounded once. The
// result is contiguous, as filter3d's (Kornia's keeps a channels-last volume's
// format under a shared kernel).
// Shape:     (B, C, D, H, W) -> same; angle 3 host floats or a tensor (3,),
//            (1, 3) shared by the batch or (B, 3) per sample; direction a
//            host float or a tensor 0-dim, (1,) or (B,)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out); angle and
//            direction tensors float16, bfloat16, float32, float64
// Errors:    not 5-D; a complex volume; kernel_size even or < 3; a host
//            angle not of 3 values; an angle tensor not (B, 3) or (3,), a
//            direction tensor not 0-dim or 1-D or of another length, a batch
//            neither 1 nor B, not floating or of two dtypes; an unknown mode
//            or border_type; a reflect/circular radius that does not fit the
//            volume
// Tolerance: fused replay within 8 ulp (float32, float64, uint8): the
//            TensorExpr fuser contracts filter3d's addcmul chain of taps
//            into fused multiply-adds
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <string>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& motion_blur3d_op();

at::Tensor motion_blur3d(const at::Tensor& input, int64_t kernel_size,
                         const std::vector<double>& angle, double direction,
                         const std::string& border_type = "replicate",
                         const std::string& mode = "nearest");
at::Tensor motion_blur3d(const at::Tensor& input, int64_t kernel_size, const at::Tensor& angle,
                         const at::Tensor& direction, const std::string& border_type = "replicate",
                         const std::string& mode = "nearest");

}  // namespace kornia::filters
