// get_motion_kernel2d()
//
// The 2-D motion blur kernel (Kornia 0.9 `kornia.filters.get_motion_kernel2d`):
// the middle row of a k x k kernel weighted linearly by `direction` (clamped
// to [-1, 1], d = (direction + 1) / 2, taps d + (1 - 2 d) / (k - 1) * i),
// rotated counter-clockwise by `angle` degrees about the kernel's centre, then
// normalized to sum 1. mode "nearest": Kornia's exact nearest rotation (each
// tap's inverse-rotated source in float64, snapped to a 2**-20 grid, rounded
// half to even, the weight gathered; the angle kept in the graph as
// `kernel * (1 + 0 * angle)`), computed on the angle's device (Kornia: on
// the CPU); "bilinear" and "bicubic": Kornia's rotate (geometry::rotate
// about ((k - 1) / 2, (k - 1) / 2), align_corners, zeros), bit-identical to
// Kornia's. Host angle and direction: a (1, k, k) float32
// kernel on the CPU (Kornia's default dtype); tensors: (B, k, k) in their
// dtype on their device, every value kept in the graph (a graph traced on one
// angle replays on any other). A 0-dim tensor is one value (B = 1); a 0-dim
// tensor of another floating dtype than the other argument's takes that
// dtype (Kornia's Python number beside a tensor).
// Shape:     angle, direction host floats -> (1, k, k); tensors (B,) or
//            0-dim -> (B, k, k)
// Dtypes:    angle and direction tensors float16, bfloat16, float32, float64
//            (one dtype; the kernel's)
// Errors:    kernel_size even or < 3; an angle or direction tensor not 0-dim
//            or 1-D, of different lengths, not floating or of two dtypes
//            (neither 0-dim); mode not nearest, bilinear or bicubic
// Tolerance: fused replay within 64 ulp (float32); within 5e-7 abs (float32):
//            the TensorExpr fuser computes the float32 cos and sin of the
//            bilinear rotation with its own code and may contract its matrix
//            into FMAs (nearest mode is exact: its float64 source is snapped)
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <string>
#include <utility>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_motion_kernel2d_op();

at::Tensor get_motion_kernel2d(int64_t kernel_size, double angle, double direction = 0.0,
                               const std::string& mode = "nearest");
at::Tensor get_motion_kernel2d(int64_t kernel_size, const at::Tensor& angle,
                               const at::Tensor& direction, const std::string& mode = "nearest");

namespace detail {

// get_motion_kernel2d under the name `op` (its messages): motion_blur's.
at::Tensor MotionKernel2d(const char* op, int64_t kernel_size, const at::Tensor& angle,
                          const at::Tensor& direction, const std::string& mode);

// Kornia's motion_blur and get_motion_kernel3d argument rules, shared with the
// 3-D kernel: kernel_size odd and >= 3; angle and direction floating tensors
// of one dtype (a 0-dim one of another dtype cast to the other's); returned
// in that dtype.
void CheckMotionKernelSize(const char* op, int64_t kernel_size);
std::pair<at::Tensor, at::Tensor> MotionParams(const char* op, const at::Tensor& angle,
                                               const at::Tensor& direction);

// The direction-weighted line along the middle row: (B, k) taps of Kornia's
// d + (1 - 2 d) / (k - 1) * i with d = (clamp(direction, -1, 1) + 1) / 2.
at::Tensor MotionLine(const at::Tensor& direction, int64_t kernel_size);

// at::round's value (half to even) in exact steps: the nearest rotations'
// snapping (the TensorExpr fuser rounds halves away from zero).
at::Tensor RoundHalfEven(const at::Tensor& v);

}  // namespace detail

}  // namespace kornia::filters
