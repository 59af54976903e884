// Compare()
//
// The contract's comparison: shape, dtype, NaN mask and sign of zero, then bit
// equality. On a mismatch it says how far off: max abs diff, max ulp distance
// (float16/bfloat16/float32/float64), count of differing elements, first index.
// Part of the judge: depends on LibTorch only, never on ops/.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace kornia::golden {

// What differs first, in the order Compare() looks: a tolerance (the fused
// replay's ulp or absolute bound) applies to kValues only, never to a shape,
// dtype, NaN mask, sign-of-zero or infinity difference (an infinity on one
// side only, or of opposite signs: max_abs and max_ulp are taken over pairs
// that are both finite, so a bound on them cannot judge it).
enum class Mismatch { kNone, kShape, kDtype, kNanMask, kSignOfZero, kInfinity, kValues };

struct Comparison {
  bool equal = false;
  Mismatch kind = Mismatch::kNone;
  std::string reason;          // empty when equal; else what differs, readable
  double max_abs = 0.0;        // over elements that differ and are both finite
  int64_t max_ulp = 0;         // ulp distance (floating dtypes; saturates at 2**63 - 1), else 0
  int64_t count = 0;           // elements whose bits differ
  std::vector<int64_t> first;  // index of the first differing element
};

// Bit-for-bit comparison of `actual` against `expected` (any layout, CPU or not).
Comparison Compare(const torch::Tensor& expected, const torch::Tensor& actual);

// Per element, the number of representable values between a and b (same
// floating dtype), computed on int64 ordered bits: exact for every dtype,
// +0 and -0 at distance 0, saturating at 2**63 - 1 (only float64 values of
// opposite sign far apart get there). Infinities are the largest finite
// values' neighbours; NaN patterns give meaningless distances (mask them).
torch::Tensor UlpDistance(const torch::Tensor& a, const torch::Tensor& b);

// One line: "equal" or "<reason>: count=.. max_abs=.. max_ulp=.. first=[..]".
std::string Describe(const Comparison& c);

// The allclose mode, for peer comparisons only (Kornia, OpenCV, torchvision,
// albumentations): the contract's own checks are bitwise and never use it.
// Close: same shape, same NaN mask, infinities equal, and every finite pair
// within |actual - expected| <= atol + rtol * |expected|.
struct PeerTolerance {
  double rtol, atol;
};
// torch.testing.assert_close's defaults per dtype (what Kornia's tests use):
// float16 1e-3/1e-5, bfloat16 1.6e-2/1e-5, float32 1.3e-6/1e-5,
// float64 1e-7/1e-7; other dtypes exact.
PeerTolerance DefaultPeerTolerance(torch::ScalarType dtype);
bool AllClose(const torch::Tensor& expected, const torch::Tensor& actual, PeerTolerance tol);

}  // namespace kornia::golden
