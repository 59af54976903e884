// The composite check's exhaustive inputs (checks.h: composite): the values,
// layouts and vector widths on which a native kernel (ops/native) must give
// its composite ATen form's bits, and the one way a case adds them.
//
//   // conformance/cases/enhance/invert.cc
//   AddCompositePoints(c, "u8", [] { return U8Layouts(3); },
//                      {[](const torch::Tensor& x) { return invert(x); }});
//
// adds one composite-only point per input (`composite_u8_<layout>`), whose
// call is every listed call of the op on that input, their outputs
// flattened and joined: one comparison judges a whole parameter grid. Such
// points get the composite check alone (no golden, capture or Kornia call:
// too many and too big), which compares the point's call with the native
// kernels on against the same call under native::CompositeOnly, and is n/a
// where no kernel runs (a transposed input, a dtype the kernel does not take).
#pragma once

#include <torch/types.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/registry.h"
#include "ops/core/op_spec.h"

namespace kornia::conformance::cases {

// An input of the composite points: its id (part of the point id) and tensor.
using Layout = std::pair<std::string, torch::Tensor>;
using ImageCall = core::ImageFn;  // family.h's

// Adds to `c` one composite-only point per input of `inputs()` (made when the
// case's points are), `composite_<group>_<input id>`, whose call joins every
// call of `calls` on that input (each output flattened, in order). Inputs
// the op does not take (its image signature `c.image`, `c.claimed_dtypes`)
// are left out; a group left with none refuses to load.
void AddCompositePoints(OpCase& c, const std::string& group,
                        std::function<std::vector<Layout>()> inputs, std::vector<ImageCall> calls);

// An image of `shape` whose values run through 0..255 from `offset`, wrapping.
torch::Tensor Ramp(std::vector<int64_t> shape, int64_t offset = 0);

// uint8 images of C channels in every layout, each holding every value
// 0..255 where it has room: (C, 16, 16), batch 1, 5-dim, widths 2**p - 1,
// 2**p, 2**p + 1 up to 257 (each SIMD width's body and tail, SSE4 to
// AVX-512), a contiguous view at an offset, a channel slice, transposed,
// channels-last, an empty batch and plane, and (64, C, 40, 40), which ATen's
// pool cuts into several tasks mid-plane at 2 or more threads (the suite runs
// 1: the threads check judges the kernels' splits, at 1 to 3 threads against
// the goldens, on each op's large points, where the composite check equals
// them to the composite form).
std::vector<Layout> U8Layouts(int64_t channels);

// The same layouts but the channel slice and widths 2, 3 and 127 to 129 (a
// float vector holds 4, 8 or 16 lanes), of a float image made by
// `make(shape)`.
std::vector<Layout> FloatLayouts(const std::function<torch::Tensor(std::vector<int64_t>)>& make,
                                 int64_t channels = 3);

// Every lane width's bit patterns (float16/32/64 whose low bytes run through
// every pattern, NaN payloads, -0.0, infinities, denormals; widths 1 to 65),
// bool, int64, complex64 and a 3-dim float32: what a byte move must keep.
// (2, C, 5, W) for C <= 3.
std::vector<Layout> BitPatterns(int64_t channels);

// Every RGB triple once: uint8 (3, 4096, 4096), channel k the k-th byte of
// the pixel's index (made once per process, shared).
const torch::Tensor& EveryTriple();
// EveryTriple() as float32 / 255: the values uint8 images take (shared).
const torch::Tensor& EveryTripleUnit();
// The two as composite inputs: `every_triple`, `every_triple_unit`.
std::vector<Layout> EveryTripleInput();
std::vector<Layout> EveryTripleUnitInput();

// HSV images of `shape` whose hues sit on, one ulp either side of, and
// between every sextant boundary over four turns each way, plus NaN, +-inf
// and -0.0, with saturations and values in and out of [0, 1] (NaN, inf and
// -0.0 too).
torch::Tensor HsvValues(std::vector<int64_t> shape);

// RGB images of `shape` cycling through every triple of 22 special values
// (10,648: 0, denormals, around 1, extremes, negatives, infinities, NaN), the
// zero signed as `zero` (+0.0 or -0.0, never both: ATen's amax and amin
// return a layout-dependent zero when the two tie, so no kernel can match the
// composite there on every layout).
torch::Tensor RgbSpecials(std::vector<int64_t> shape, float zero);
// FloatLayouts of RgbSpecials with +0.0, then with -0.0 (ids `_neg0`); 4-dim
// ones only where `four_dims` (an augmentation's input).
std::vector<Layout> RgbSpecialLayouts(bool with_negative_zero = true, bool four_dims = false);

// A uint8 level op's calls (ops/enhance/levels.h: a table of the float op on
// the 256 levels, applied by _lut_uint8), its parameter grid: every call on
// all 256 levels in batch 1 and batch 2 (`composite_levels_batch1`,
// `_batch2`, where per-sample parameters differ), every 37th call and every
// one of `tensor_calls` (tensor parameters made for the input) on every
// uint8 layout.
void AddLevelPoints(OpCase& c, std::vector<ImageCall> host_calls,
                    std::vector<ImageCall> tensor_calls);
// The grid from `from` to `to` in steps of `step`.
std::vector<double> Grid(double from, double to, double step);
// A tensor parameter per pixel column of `x`: linspace(lo, hi) over W, of
// shape (1, ..., 1, W) (the ops' ATen form: no kernel takes it).
torch::Tensor PerPixel(const torch::Tensor& x, double lo, double hi);

// A tensor parameter per sample of `x` (dim 0), or per channel (every dim
// before H), from linspace(lo, hi).
torch::Tensor PerSampleOrChannel(const torch::Tensor& x, bool channel, double lo, double hi);

// A tensor parameter per sample of `x` (linspace(lo, hi) over dim 0; a
// 0-dim one for a 3-dim image, which has no batch).
torch::Tensor PerSample(const torch::Tensor& x, double lo, double hi);

}  // namespace kornia::conformance::cases
