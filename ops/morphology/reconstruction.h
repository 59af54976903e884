// reconstruction()
//
// Morphological reconstruction of `seed` under `mask`, per channel (Kornia
// 0.9 `kornia.morphology.reconstruction`): from min(seed, mask), the geodesic
// dilation min(dilation(x, kernel), mask) repeated (`method` "erosion": the
// dual, -reconstruction(-seed, -mask)); `kernel` is a membership mask (its
// non-zero cells, and always its centre), default a 3 x 3 square; the border
// is geodesic. `num_iters` runs exactly that many steps; None runs them until
// nothing changes, which Kornia decides on the host every `check_every` steps.
//
// One path for every run: with num_iters None the closure is one operator,
// kornia_cpp::_reconstruction, which a trace records as one call and replays
// on any input. Its composite form (the reference, every other backend, ONNX)
// runs the step H x W - 1 times: after k steps a pixel holds the best value
// over the paths of at most k steps (the best of min(seed at the start, mask
// along the path)), and a best path never visits a pixel twice (cutting the
// loop out loses no value), so H x W - 1 steps reach every value and each
// later step is a no-op. Its CPU kernel (native::detail::Converge) runs the
// same step until one changes no bit (NaN as NaN), at most H x W - 1 times:
// the same bits in the steps the input needs. `check_every` is checked and
// changes nothing: Kornia's result does not depend on it without NaN; with
// NaN (which spreads through every step) the closure is NaN over the plane,
// where Kornia stops at its first check.
// Shape:     seed (B, C, H, W), mask the same shape; kernel (kH, kW), odd
// Dtypes:    seed and mask float16, bfloat16, float32, float64 (the promoted
//            dtype out); the kernel any dtype (its non-zero cells)
// Errors:    seed not 4-D or not floating; mask of another shape or not
//            floating; a kernel not 2-D or of an even size; method not
//            dilation or erosion; engine not auto, unfold or shift
//            ("convolution" refused, as Kornia's); num_iters < 0;
//            check_every < 1
// Native:    the closure in kornia_cpp::_reconstruction (every floating dtype)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::morphology {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& reconstruction_op();

at::Tensor reconstruction(const at::Tensor& seed, const at::Tensor& mask,
                          const std::optional<at::Tensor>& kernel = std::nullopt,
                          const std::string& method = "dilation",
                          std::optional<int64_t> num_iters = std::nullopt, int64_t check_every = 4,
                          const std::string& engine = "auto");

}  // namespace kornia::morphology
