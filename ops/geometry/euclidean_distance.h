// euclidean_distance()
//
// The Euclidean distance between x and y along their last dim (Kornia 0.9
// `kornia.geometry.linalg.euclidean_distance`): d2 = (x - y).pow(2).sum(-1,
// keepdim), then sqrt(d2) where d2 > 0 and exactly 0 elsewhere (the root
// taken on a safe argument, so coincident points give 0 with a zero
// gradient). `eps` is unused, as in Kornia (kept for its signature).
// Shape:     x (*, N), y (*, N) broadcasting with x -> the broadcast shape
//            without its last dim (kept as 1 with keepdim)
// Dtypes:    every real dtype but bool (ATen's `-` refuses bool), promoted as
//            ATen does: an integer d2 is int64 and its root the default
//            floating dtype
// Errors:    x or y with no dims; shapes that do not broadcast; a bool or
//            complex x or y
// Tolerance: exact
//
// Limit: fewer vectors than intra-op threads, each of 32,768 values or more,
// are summed by ATen's threaded two-pass reduction, whose bits follow the
// thread count (as Kornia's sum's do); more vectors, or shorter ones, are
// summed one vector per thread in a fixed order, whatever the layout.
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& euclidean_distance_op();

at::Tensor euclidean_distance(const at::Tensor& x, const at::Tensor& y, bool keepdim = false,
                              double eps = 1e-6);

}  // namespace kornia::geometry
