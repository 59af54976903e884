// rgb255_to_normals()
//
// RGB in [0, 255] to unit surface normals (Kornia 0.9
// `kornia.color.rgb255_to_normals`): v = image / 255 * 2 - 1, then v divided
// by max(|v|, 1e-12) over the channels (torch's F.normalize), float32 for
// float16/bfloat16 and uint8 images (uint8 gives float32, as Kornia's
// image / 255.0 does). |v| is sqrt(r * r + g * g + b * b) summed in channel
// order: one order whatever the layout. A black-to-grey pixel with v = 0
// gives 0; NaN stays NaN.
// Shape:     (*, 3, H, W) -> same
// Dtypes:    float16, bfloat16, float32, float64, uint8 (-> float32)
// Errors:    fewer than 3 dims or C != 3; another dtype
// Tolerance: fused replay within 4 ulp (float32, float64, uint8): the
//            TensorExpr fuser contracts the sum of squares and the division its
//            own way (the measured bound: its case); eager, traced and loaded
//            graphs, and float16/bfloat16, are exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb255_to_normals_op();

at::Tensor rgb255_to_normals(const at::Tensor& image);

}  // namespace kornia::color
