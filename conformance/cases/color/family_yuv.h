// What the subsampled YUV cases share (rgb_to_yuv420, rgb_to_yuv422,
// yuv420_to_rgb, yuv422_to_rgb): the plane sizes they sweep, the (Y, UV)
// pair packed into one output, and the cases of both directions.
#pragma once

#include <torch/types.h>

#include <tuple>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// rgb_to_yuv420 / rgb_to_yuv422.
using ToPlanesOp = std::tuple<torch::Tensor, torch::Tensor> (*)(const torch::Tensor&);
// yuv420_to_rgb / yuv422_to_rgb.
using PlanesOp = torch::Tensor (*)(const torch::Tensor&, const torch::Tensor&);

// The from-RGB case: ImageOp's signature errors and the odd sizes refused.
// Its points run the op with both planes as one output, so that the harness
// judges every bit of both: each flattened from dim -3 on, concatenated
// along the last dim, (*, H * W + 2 * h * w) (tools/parity/kornia_parity.py
// packs Kornia's tuple the same way); not the descriptor's call, which
// returns the Y plane alone. Per floating dtype every plane size (2 x 3 x H
// x W, uniform in [0, 1]: even widths at and around the vector edges 2**p,
// 2**p + 2 and, for 4:2:2 (`halve_height` false), odd heights too), every
// value class at 2 x 3 x 2 x 34, all 65,536 half patterns (1 x 3 x 256 x 256)
// and empty planes (the layouts check runs every point on batch 0 too); a
// threads-size image for float32 and float64.
OpCase FromRgbCase(const core::OpSpec& op, ToPlanesOp planes, bool halve_height);

// The to-RGB case: (imagey, imageuv) with Y uniform in [0, 1] and U, V in
// [-0.615, 0.615], over the same sizes and classes as the from-RGB direction
// (the value classes in both planes). Errors: each plane's signature errors
// (the other plane legal), odd sizes, a UV plane of the wrong size or
// leading dims, mixed dtypes.
OpCase ToRgbCase(const core::OpSpec& op, PlanesOp planes, bool halve_height);

}  // namespace kornia::conformance::cases
