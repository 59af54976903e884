// point_line_distance()
//
// The distance from points to lines (Kornia 0.9
// `kornia.geometry.linalg.point_line_distance`): |a x + b y + c| / ||(a, b)||
// for a point (x, y), and |a x + b y + c w| / (|w| ||(a, b)||) for a
// homogeneous point (x, y, w); a line with a = b = 0, or a point with w = 0,
// is at distance inf. `eps` is unused, as in Kornia (kept for its signature).
// Shape:     point (*, N, 2) or (*, N, 3), line (*, N, 3) broadcasting with it
//            -> the broadcast shape without its last dim
// Dtypes:    every real dtype, promoted as ATen does (an integer point and
//            line give the default floating dtype); a bool point only where
//            Kornia's abs takes it (not homogeneous, the line not bool)
// Errors:    a point whose last dim is not 2 or 3 (or with no dims); a line
//            whose last dim is not 3; shapes that do not broadcast; complex
//            inputs; a bool homogeneous point; a bool point and a bool line
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& point_line_distance_op();

at::Tensor point_line_distance(const at::Tensor& point, const at::Tensor& line, double eps = 1e-9);

}  // namespace kornia::geometry
