// create_meshgrid3d()
//
// Coordinate grid of a volume; the last axis is (z, x, y) as in Kornia 0.9
// (reorder with grid[..., [1, 2, 0]] for grid_sample). A normalized grid is
// always corner-aligned (Kornia has no align_corners here).
// Shape:     () -> (1, D, H, W, 3), a permuted view
// Dtypes:    as create_meshgrid
// Errors:    depth, height or width < 1; bool or complex dtype; an integer dtype
//            that cannot hold size - 1
// Tolerance: exact; see NOTE [ meshgrid half precision ]
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& create_meshgrid3d_op();

at::Tensor create_meshgrid3d(int64_t depth, int64_t height, int64_t width,
                             bool normalized_coordinates = true,
                             std::optional<at::Device> device = std::nullopt,
                             std::optional<at::ScalarType> dtype = std::nullopt);

}  // namespace kornia::geometry
