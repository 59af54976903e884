// get_translation_matrix2d()
//
// The 3 x 3 homogeneous matrices of 2-D translations (Kornia 0.9
// `kornia.geometry.transform.get_translation_matrix2d`): [[1, 0, tx], [0, 1,
// ty], [0, 0, 1]] in the translations' dtype. Kornia adds each translation to
// an identity's zero (0 + t): a -0.0 translation gives +0.0, kept here as a
// where on t == 0 (an add of 0 is a no-op a compiler may drop).
// Shape:     (B, 2) -> (B, 3, 3)
// Dtypes:    float16, bfloat16, float32, float64 (Kornia's pad adds 1.0, which
//            an integer matrix refuses)
// Errors:    a shape other than (B, 2); a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& get_translation_matrix2d_op();

at::Tensor get_translation_matrix2d(const at::Tensor& translations);

}  // namespace kornia::geometry
