// in_range()
//
// The pixels whose every channel lies in [lower, upper], both inclusive
// (Kornia 0.9 `kornia.filters.in_range`): a mask of the input's dtype, 1 for
// a pass (return_mask), or the input times that mask. The image is read as
// Kornia's _to_bchw reads it: (H, W) is (1, 1, H, W), (C, H, W) is
// (1, C, H, W), more dims flatten into the batch; the result gets the
// input's leading dims back around its own (1 or C, H, W), an (H, W) input
// its first plane.
//   - Bounds as host lists, one value per channel, taken as float64 (the
//     schema's float[]): Kornia's tuple of ints is int64, which compares the
//     same up to 2**53 (an int64 image against bounds past it differs: see
//     docs/LIMITS.md). Bounds as tensors: 0-d, (C,) or (1,) per
//     channel, or two to four dims aligned with (B, C, H, W) from the last,
//     each 1 or the input's.
//   - Floating image: the bounds are cast to its dtype first (a bound that
//     rounds across a value moves with it; only an interval still reversed
//     after the cast selects nothing). A NaN channel fails its pixel, and
//     input * mask keeps a failing NaN or inf as NaN (NaN * 0, inf * 0).
//   - Integer or bool image: integer bounds compare exactly (promoted);
//     floating bounds round inward (lower up, upper down), a bound past the
//     dtype's range never wraps (below the range: no lower limit; above:
//     nothing passes), a NaN bound passes nothing.
// Every decision is a tensor op: one graph for every bound value.
// Shape:     (*, C, H, W) or (H, W) -> (*, 1, H, W) mask / (*, C, H, W)
//            image ((H, W) -> (H, W)); lower, upper as above
// Dtypes:    image every real dtype (float16, bfloat16, float32, float64,
//            uint8, int8, int16, int32, int64, bool), out in its dtype;
//            tensor bounds every real dtype
// Errors:    an image of fewer than 2 dims or empty; a complex image or
//            bound; a list bound without one value per channel; a tensor
//            bound of another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& in_range_op();

// Bounds as lists (Kornia's tuples).
at::Tensor in_range(const at::Tensor& input, const std::vector<double>& lower,
                    const std::vector<double>& upper, bool return_mask = false);
at::Tensor in_range(const at::Tensor& input, const at::Tensor& lower, const at::Tensor& upper,
                    bool return_mask = false);

}  // namespace kornia::filters
