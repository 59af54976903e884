// get_motion_kernel3d()
//
// The 3-D motion blur kernel (Kornia 0.9 `kornia.filters.get_motion_kernel3d`):
// the middle line along x (W) of a k x k x k kernel weighted linearly by
// `direction` (as get_motion_kernel2d's), rotated about the kernel's centre
// by the Rodrigues axis-angle vector `angle` = (yaw, pitch, roll) = (rx, ry,
// rz) in degrees (Kornia's axis_angle_to_rotation_matrix of deg2rad(angle),
// its Taylor form for a squared radian norm <= 1e-6), then normalized to sum
// 1. mode "nearest": Kornia's exact nearest rotation (each voxel's source
// R^T (p - c) + c in float64, snapped to a 2**-20 grid, rounded half to even,
// the weight gathered; the angle kept in the graph as
// `kernel * (1 + 0 * angle.sum(-1))`), computed on the angle's device
// (Kornia: on the CPU); "bilinear": Kornia's rotate3d (align_corners,
// zeros), the rotation matrix in the angle's dtype, its inverse (float32 for
// float16/bfloat16) and a zero translation as the normalized sampling
// matrix, through ATen's 3-D affine_grid and grid_sample (float32 for a
// float16/bfloat16 kernel on the CPU, as Kornia's warp_affine3d). Host angle
// and direction: a (1, k, k, k) float32 kernel on the CPU (Kornia's default
// dtype); tensors: (B, k, k, k) in their dtype on their device, every value
// kept in the graph (a graph traced on one angle replays on any other). A
// (3,) angle is one vector (B = 1); a 0-dim direction is one value; a 0-dim
// direction of another floating dtype takes the angle's (Kornia's Python
// number beside a tensor).
// Shape:     angle 3 host floats, direction a host float -> (1, k, k, k);
//            tensors angle (B, 3) or (3,), direction (B,) or 0-dim ->
//            (B, k, k, k)
// Dtypes:    angle and direction tensors float16, bfloat16, float32, float64
//            (one dtype; the kernel's)
// Errors:    kernel_size even or < 3; host angle not of 3 values; an angle
//            tensor not (B, 3) or (3,), a direction tensor not 0-dim or 1-D
//            or of another length, not floating or of two dtypes; mode not
//            nearest or bilinear
// Tolerance: fused replay within 64 ulp (float32); within 5e-7 abs (float32):
//            the TensorExpr fuser computes the float32 cos and sin of the
//            bilinear rotation with its own code and may contract its matrix
//            into FMAs (nearest mode is exact: its float64 source is snapped)
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <string>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_motion_kernel3d_op();

at::Tensor get_motion_kernel3d(int64_t kernel_size, const std::vector<double>& angle,
                               double direction = 0.0, const std::string& mode = "nearest");
at::Tensor get_motion_kernel3d(int64_t kernel_size, const at::Tensor& angle,
                               const at::Tensor& direction, const std::string& mode = "nearest");

namespace detail {

// get_motion_kernel3d under the name `op` (its messages): motion_blur3d's.
at::Tensor MotionKernel3d(const char* op, int64_t kernel_size, const at::Tensor& angle,
                          const at::Tensor& direction, const std::string& mode);

// Kornia's host angle (yaw, pitch, roll): three values, else refused.
void CheckMotionAngle3d(const char* op, const std::vector<double>& angle);

}  // namespace detail

}  // namespace kornia::filters
