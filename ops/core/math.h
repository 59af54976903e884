// Elementwise math whose bits depend on the element alone.
//
// ATen's CPU kernels for transcendental functions (pow, exp, log, sin, ...)
// run a vector implementation (Sleef) over whole vectors and the scalar one
// (libm) over the tail of each inner loop, and the two round differently. An
// element's result then depends on where it falls in the loop: on the
// tensor's layout, on its size and on how the work is split among threads
// (seen: rgb_to_linear_rgb's pow(x, 2.4) differed by up to 11 ulp between a
// contiguous and a transposed image). Exact operations (+, -, *, /, sqrt,
// comparisons, where) have no such split.
#pragma once

#include <ATen/core/Tensor.h>

#include <functional>

namespace kornia::core {

// ScalarPath(x, op): op(x) for an elementwise `op` of one tensor, computed
// on a view of x whose innermost stride is 2, so that TensorIterator takes
// its strided (scalar) loop for every element: every element goes through
// the scalar kernel (libm), whatever the layout, size and thread count.
// Same values as op(x) where op(x) took the scalar kernel; one extra copy
// of x. The output is a new contiguous tensor of x's shape.
at::Tensor ScalarPath(const at::Tensor& x, const std::function<at::Tensor(const at::Tensor&)>& op);

}  // namespace kornia::core
