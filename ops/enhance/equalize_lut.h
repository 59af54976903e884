// Kornia's per-channel histogram equalization (adjust.py
// `_scale_channel_batched`, PIL's ImageOps.equalize), shared by equalize and
// equalize3d (this package only). Single-path by construction: the histogram
// is a scatter_add of ones (integer counts, exact in any order), the LUT a
// cumsum and truncating divisions, the channel with one level (step 0) left
// as it is by where: no host branch on values.
#pragma once

#include <ATen/core/Tensor.h>

namespace kornia::enhance::detail {

// `x` (N, M): each row one channel, values in [0, 1]; the value check
// (every x * 255 in (-1, 256), NaN failing it) stays in the graph:
//   <op>(): expected every input value in [0, 1], but got one outside it
//     or NaN
at::Tensor EqualizeRows(const char* op, const at::Tensor& x);

}  // namespace kornia::enhance::detail
