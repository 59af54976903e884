// motion_blur()
//
// Motion blur (Kornia 0.9 `kornia.filters.motion_blur`): the image
// correlated, as filter2d does ("same" padding with border_type), with
// get_motion_kernel2d(kernel_size, angle, direction, mode). Host angle and
// direction build a (1, k, k) kernel in the image's floating dtype but never
// below float32 (float32 for integer and bool images), on the CPU, as
// Kornia's _scalar_params_as_tensors; tensors build one kernel per value in
// their own dtype (a 0-dim one beside a tensor of another dtype takes that
// dtype), every value in the graph (a graph traced on one angle replays on
// any other). The kernel is rounded to a float16/bfloat16 image's dtype
// (Kornia's filter2d casts it so) and summed in float32, rounded once. A
// channels-last image gives a channels-last result with a shared kernel and
// a contiguous one with per-sample kernels, as Kornia's filter2d.
// Shape:     (B, C, H, W) -> same; angle and direction host floats, or
//            tensors (1,) / 0-dim shared by the batch or (B,) per sample
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out); angle and
//            direction tensors float16, bfloat16, float32, float64
// Errors:    not 4-D; kernel_size even or < 3; an angle or direction tensor
//            not 0-dim or 1-D, of different lengths, of a length neither 1
//            nor B, not floating or of two dtypes; an unknown mode or
//            border_type; a reflect/circular radius that does not fit the
//            image
// Native:    the taps in kornia_cpp::_tap_sum (float32, float64 work dtypes)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& motion_blur_op();

at::Tensor motion_blur(const at::Tensor& input, int64_t kernel_size, double angle, double direction,
                       const std::string& border_type = "reflect",
                       const std::string& mode = "nearest");
at::Tensor motion_blur(const at::Tensor& input, int64_t kernel_size, const at::Tensor& angle,
                       const at::Tensor& direction, const std::string& border_type = "reflect",
                       const std::string& mode = "nearest");

}  // namespace kornia::filters
