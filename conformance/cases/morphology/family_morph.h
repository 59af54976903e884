// The morphology ops' case (dilation, erosion, opening, closing, gradient,
// top_hat, bottom_hat: one signature, ops/morphology/morph.h). Points, on
// 2 x 3 x 9 x 11 images unless said:
//   - per floating dtype x border_type, one shape class per kernel shape
//     whose graph (kernel an input) replays across kernels of that shape:
//     3 x 3 full, cross, ring (a hole at the origin) and all-zero; 5 x 3
//     full and a single pixel off the origin; 1 x 1;
//   - non-flat: a structuring_element input (values in [-0.5, 0.5]) over the
//     full and the cross kernel, per dtype and border;
//   - origins (0, 0) and (2, 1) of a 3 x 3 kernel; constant border_value 0.5;
//   - every value class and the threads-size image (3 x 3 full, geodesic);
//   - dtype promotion: a float16 image with a float32 kernel (float32 out)
//     and a float32 image with a float64 structuring_element (float64 out);
//   - 1 x N, N x 1 and 2 x 2 images under a 5 x 5 kernel;
//   - composite-only (the window kernel against its composite form): float32
//     and float64 images 7 to 33 wide of every value class, each through
//     every border and kernel, flat and not, centred and not.
// Errors: the kernel's, structuring_element's, origin's, border's and
// engine's refusals; and the signature's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

using MorphFn = at::Tensor (*)(const at::Tensor&, const at::Tensor&,
                               const std::optional<at::Tensor>&,
                               const std::optional<std::vector<int64_t>>&, const std::string&,
                               double, double, const std::string&);

OpCase MorphOp(const core::OpSpec& op, MorphFn fn);

}  // namespace kornia::conformance::cases
