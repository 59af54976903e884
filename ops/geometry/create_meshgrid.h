// create_meshgrid()
//
// Coordinate grid of an image, x then y in the last axis (Kornia 0.9
// `kornia.geometry.grid.create_meshgrid`). With normalized_coordinates, the
// grid is in [-1, 1] in the convention of grid_sample(align_corners):
//   align_corners=true:  x_norm = (x / (W - 1) - 0.5) * 2   (pixel centres at +-1)
//   align_corners=false: x_norm = (2x + 1) / W - 1           (pixel edges at +-1)
// A size-1 axis is 0 under either convention. Without normalization the grid
// holds pixel indices 0..size-1 in `dtype`.
// Shape:     () -> (1, H, W, 2), a permuted view (strides as Kornia's)
// Dtypes:    float16, bfloat16, float32, float64; integer dtypes for pixel grids
//            (a normalized grid with an integer dtype is the default floating
//            dtype, as in Kornia); default: torch's default dtype, read per call
// Errors:    height < 1 or width < 1; bool or complex dtype; an integer dtype
//            that cannot hold size - 1
// Tolerance: exact: traced == eager bit for bit on CPU; goldens byte-identical
//
// NOTE [ meshgrid half precision ]
// The ramp is built with arange (linspace fills its upper half backwards from a
// rounded endpoint and drifts one ulp past 2**p + 1). A normalized float16 or
// bfloat16 grid is built and normalized in float32 and narrowed once at the end:
// normalizing in half precision rounds three times (divide, subtract, multiply)
// while a fusing compiler rounds once, so eager and captured grids disagreed by
// up to 0.0156 (bf16, W=6000). float32/float64 and pixel grids are never widened
// and stay bit-identical to the direct formula. (Kornia PR #4231, seed 003.)
//
// Capture: the sizes are host ints, so a traced graph is specialized to the
// sizes it was traced with (as any factory); trace once per size. Such a graph
// has no inputs, and the JIT graph executor folds it into one constant tensor:
// every replay returns the same storage (seen on 1.13.1 and 2.14.1), so a caller
// that writes into a replayed grid in place changes every later replay. Clone
// before an in-place write. (Traced == eager still holds bit for bit.)
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& create_meshgrid_op();

at::Tensor create_meshgrid(int64_t height, int64_t width, bool normalized_coordinates = true,
                           std::optional<at::Device> device = std::nullopt,
                           std::optional<at::ScalarType> dtype = std::nullopt,
                           bool align_corners = true);

}  // namespace kornia::geometry
