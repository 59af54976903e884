// invert_affine_transform()
//
// The inverses of 2 x 3 affine matrices [A | t] (Kornia 0.9
// `kornia.geometry.transform.invert_affine_transform`): [A^-1 | -A^-1 t] in
// closed form, no linalg_inv in the graph (Kornia pads to 3 x 3 and calls
// torch.linalg.inv, which captures as a LAPACK call and exports to ONNX
// only through a custom op): with det = a d - b c, in float64 and rounded
// once to the matrix's dtype,
//   [[d, -b, b ty - d tx], [-c, a, c tx - a ty]] / det
// (a float32, float16 or bfloat16 matrix's products are exact in float64:
// the result is det's one rounding from the exact inverse, then the last).
// A singular matrix (det 0) gives infinities and NaN where Kornia raises
// linalg.inv's error: a value, not a host decision.
// Shape:     (B, 2, 3) -> (B, 2, 3)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    a shape other than (B, 2, 3); a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& invert_affine_transform_op();

at::Tensor invert_affine_transform(const at::Tensor& matrix);

}  // namespace kornia::geometry
