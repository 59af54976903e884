// projection_from_Rt()
//
// The projection matrix [R | t] of rotations and translations (Kornia 0.9
// `kornia.geometry.transform.projection_from_Rt`): torch.cat([rmat, tvec],
// -1), the two dtypes promoted as cat promotes them.
// Shape:     rmat (*, 3, 3), tvec (*, 3, 1) with the same leading dims ->
//            (*, 3, 4)
// Dtypes:    every dtype (values moved only)
// Errors:    rmat not (*, 3, 3); tvec not (*, 3, 1); leading dims that differ
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& projection_from_Rt_op();

at::Tensor projection_from_Rt(const at::Tensor& rmat, const at::Tensor& tvec);

}  // namespace kornia::geometry
