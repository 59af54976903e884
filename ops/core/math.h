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
// of x. The output is a new tensor of x's shape, dense in x's memory format
// (channels-last where x is, as op(x)'s would be; contiguous otherwise).
at::Tensor ScalarPath(const at::Tensor& x, const std::function<at::Tensor(const at::Tensor&)>& op);

// Sqrt(x): the square root, correctly rounded for float32, float16 and
// bfloat16 on every CPU, for an elementwise op's bits to hold on Intel and
// AMD alike.
//
// NOTE [ MKL VML and CPU vendors ]: ATen's float32/float64 kernels of sqrt,
// exp, log, log2, log10, sin, cos, tan, tanh, atan, asin, acos, erf, erfc and
// erfinv call MKL's vector math (VML) in the PyPI builds. VML's HA mode is
// accurate to about one ulp, not correctly rounded, and MKL takes a path of
// its own per CPU: MKL_CBWR selects one on Intel only (on AMD MKL runs its
// own choice whatever is asked). Measured: float32 sqrt on an Intel Xeon
// differs from the correctly rounded value on 16% of inputs under
// MKL_CBWR=COMPATIBLE, 0.7% under AUTO and on none under AVX2, and the AMD
// EPYC's result (rgb255_to_normals' goldens) matched none of them.
// A float32 sqrt computed in float64 and rounded once is correctly rounded
// whatever the float64 kernel's path, as long as that kernel errs by less
// than two float64 ulps (VML's HA mode: below one): the exact square root of
// a float32 lies at least 2**-51 (relative) from every rounding boundary of
// float32 (x - m**2 is a nonzero multiple of m's last place squared), so an
// error of a few 2**-53 cannot cross one. float64 has no wider type: VML's
// float64 sqrt even depends on where an element falls in its call (seen:
// rgb255_to_normals at 2 threads), so float64 takes libm's pow(x, 0.5) on
// every element (ScalarPath): glibc's code, the same on every x86-64 CPU with
// FMA, within 0.52 ulp (correctly rounded on 99.9% of inputs), sqrt's -0 and
// NaNs kept.
at::Tensor Sqrt(const at::Tensor& x);

// Float32InFloat64(x, op): for a float32 x, op computed in float64 and
// rounded once to float32; op(x) for any other dtype. The float32 form of a
// VML function (NOTE [ MKL VML and CPU vendors ]) whose float64 kernel errs
// by at most one float64 ulp: the float32 result then differs between CPUs
// only where the exact value lies within 2**-52 (relative) of a float32
// rounding boundary. Seen: adjust_log's float32 log2 on a 2,049-wide row
// differed between the AMD EPYC and the Intel Xeon; in float64, rounded, the
// two agree.
at::Tensor Float32InFloat64(const at::Tensor& x,
                            const std::function<at::Tensor(const at::Tensor&)>& op);

}  // namespace kornia::core
