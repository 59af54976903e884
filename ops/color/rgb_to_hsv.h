// rgb_to_hsv()
//
// RGB to HSV (Kornia 0.9 `kornia.color.rgb_to_hsv`): hue in radians in
// [0, 2*pi), saturation and value in [0, 1] for an image in [0, 1]. The hue
// sextant is that of the first maximal channel (r, then g, then b: torch.max's
// tie-breaking), chosen with where; grey pixels (delta 0) get hue 0; black
// pixels get saturation 0 (the divisor is guarded before dividing); a hue that
// rounds up to 2*pi folds to 0.
// Shape:     (*, 3, H, W) -> (*, 3, H, W)
// Dtypes:    float16, bfloat16, float32, float64
// Errors:    fewer than 3 dims or C != 3; a non-floating dtype
// Native:    float32 runs one native pass (kornia_cpp::_rgb_to_hsv, ops/native)
//            with the composite's values; the composite where a gradient is
//            recorded
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& rgb_to_hsv_op();

at::Tensor rgb_to_hsv(const at::Tensor& image, double eps = 1e-8);

namespace detail {

// Its composite ATen form (unchecked), the reference the native float32
// kernel (kornia_cpp::_rgb_to_hsv) is compared with.
at::Tensor RgbToHsvComposite(const at::Tensor& image, double eps);

}  // namespace detail

}  // namespace kornia::color
