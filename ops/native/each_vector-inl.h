// EachVector, for the SIMD kernels' rows: compiled once per Highway target
// (this header is included by each kernel file after highway.h, and so once
// per target foreach_target.h compiles it), so that the row step, a lambda
// of that target's instructions, inlines into it. A plain function outside
// the target region cannot inline a step of wider instructions: each vector
// became a call (rank.cc's window kernels ran 2x slower that way).
//
// Per-target include guard, Highway's convention for -inl.h headers.
#if defined(KORNIA_NATIVE_EACH_VECTOR_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef KORNIA_NATIVE_EACH_VECTOR_INL_H_
#undef KORNIA_NATIVE_EACH_VECTOR_INL_H_
#else
#define KORNIA_NATIVE_EACH_VECTOR_INL_H_
#endif

#include <hwy/highway.h>

#include <cstddef>

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {

// step(x) on every vector of `lanes` elements in [0, n), the last one
// overlapping the one before where n is not a multiple of lanes (a row
// kernel writes the same values there again); returns where a scalar loop
// takes over: n, or 0 for a row narrower than one vector.
template <class Step>
HWY_INLINE size_t EachVector(size_t n, size_t lanes, const Step& step) {
  if (n < lanes) return 0;
  size_t x = 0;
  for (; x + lanes <= n; x += lanes) step(x);
  if (x < n) step(n - lanes);
  return n;
}

// EachVector with block(x) on kBlock vectors at x where that many are left
// (a block interleaves its vectors' chains of dependent operations, which a
// step of long chains, as the tap kernels', otherwise waits out one by one),
// then step(x) on the rest.
template <size_t kBlock, class Block, class Step>
HWY_INLINE size_t EachVectorBlock(size_t n, size_t lanes, const Block& block, const Step& step) {
  if (n < lanes) return 0;
  size_t x = 0;
  for (; x + kBlock * lanes <= n; x += kBlock * lanes) block(x);
  for (; x + lanes <= n; x += lanes) step(x);
  if (x < n) step(n - lanes);
  return n;
}

}  // namespace HWY_NAMESPACE
}  // namespace kornia::native
HWY_AFTER_NAMESPACE();

#endif  // KORNIA_NATIVE_EACH_VECTOR_INL_H_
