// warp_grid()
//
// Maps a grid of (x, y) points through destination -> source homographies
// (Kornia 0.9 `kornia.geometry.transform.warp_grid`): each homography divided
// by its projective scale (Kornia's _unit_projective_scale: a nonzero
// multiple gives the same grid), then transform_points of the grid, converted
// to the homography's dtype (w divided out where |w| > 1e-8, as Kornia's
// convert_points_from_homogeneous). A (1, H, W, 2) grid serves every
// homography; a batched one pairs with them.
// Shape:     grid (1, H, W, 2) or (N, H, W, 2), src_homo_dst (N, 3, 3) or
//            (N, 1, 3, 3) -> (N, H, W, 2)
// Dtypes:    grid any real dtype; src_homo_dst float16, bfloat16, float32,
//            float64 (the result's; the product in it, as Kornia's bmm)
// Errors:    grid not (N or 1, H, W, 2) or complex; src_homo_dst not (N, 3, 3)
//            or (N, 1, 3, 3), or not floating (Kornia rounds the grid into an
//            integer homography's dtype)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& warp_grid_op();

at::Tensor warp_grid(const at::Tensor& grid, const at::Tensor& src_homo_dst);

}  // namespace kornia::geometry
