// The tap-sum kernel family (native.h): kornia_cpp::_tap_sum, a filter's
// weighted sum over its kernel's taps, declared in ops/filters/
// gaussian_blur2d.cc beside its composite form (gaussian_blur2d's 1-D passes
// and its 2-D form). The composite is one multiply and then one addcmul per
// tap, so a traced or compiled graph of a 31 x 39 kernel has some 1,200
// nodes; here it is one operator.
//
// Each output element follows the composite's ATen operations one IEEE
// operation at a time: the first tap's product, then per tap in row-major
// order one multiply and one add, or one fused multiply-add where ATen's
// addcmul kernel fuses (detail::AtenFuses(); the library compiles with
// -ffp-contract=off, so nothing else fuses). The values are then the
// composite's on every SIMD target and CPU.
//
// Highway's dynamic dispatch, as rgb.cc: foreach_target.h includes this file
// once per x86 target (HWY_TARGET_INCLUDE); everything else is compiled once
// (HWY_ONCE).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/native/taps.cc"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include <cmath>
#include <cstddef>
#include <cstdint>

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// One output row of `n` elements: out[x] = in[x] w[0], then for each next tap
// (i, j) in row-major order out[x] += in[i * stride + j + x] w[i * tx + j]
// (kFuse: one rounding, as a fused multiply-add).
template <bool kFuse, class T>
void TapRowOf(const T* HWY_RESTRICT in, int64_t stride, const T* HWY_RESTRICT w, int64_t ty,
              int64_t tx, T* HWY_RESTRICT out, size_t n) {
  const hn::ScalableTag<T> d;
  const size_t lanes = hn::Lanes(d);
  size_t x = 0;
  for (; x + lanes <= n; x += lanes) {
    auto acc = hn::Mul(hn::LoadU(d, in + x), hn::Set(d, w[0]));
    for (int64_t i = 0; i < ty; ++i)
      for (int64_t j = i == 0 ? 1 : 0; j < tx; ++j) {
        const auto tap = hn::LoadU(d, in + i * stride + j + x);
        const auto weight = hn::Set(d, w[i * tx + j]);
#if HWY_TARGET <= HWY_AVX2  // the x86 targets with FMA
        if (kFuse) {
          acc = hn::MulAdd(tap, weight, acc);
          continue;
        }
#endif
        acc = hn::Add(acc, hn::Mul(tap, weight));
      }
    hn::StoreU(acc, d, out + x);
  }
  for (; x < n; ++x) {
    T acc = in[x] * w[0];
    for (int64_t i = 0; i < ty; ++i)
      for (int64_t j = i == 0 ? 1 : 0; j < tx; ++j) {
        const T tap = in[i * stride + j + x];
        acc = kFuse ? std::fma(tap, w[i * tx + j], acc) : acc + tap * w[i * tx + j];
      }
    out[x] = acc;
  }
}

// The element type (float32 or float64) and the fusion chosen at run time.
void TapRow(bool dbl, bool fuse, const void* in, int64_t stride, const void* w, int64_t ty,
            int64_t tx, void* out, size_t n) {
#if HWY_TARGET <= HWY_AVX2
  const bool fused = fuse;
#else  // no FMA on this target (nor then in ATen's kernel)
  const bool fused = false;
  (void)fuse;
#endif
  if (dbl) {
    const auto* a = static_cast<const double*>(in);
    const auto* b = static_cast<const double*>(w);
    auto* c = static_cast<double*>(out);
    return fused ? TapRowOf<true>(a, stride, b, ty, tx, c, n)
                 : TapRowOf<false>(a, stride, b, ty, tx, c, n);
  }
  const auto* a = static_cast<const float*>(in);
  const auto* b = static_cast<const float*>(w);
  auto* c = static_cast<float*>(out);
  return fused ? TapRowOf<true>(a, stride, b, ty, tx, c, n)
               : TapRowOf<false>(a, stride, b, ty, tx, c, n);
}

}  // namespace HWY_NAMESPACE
}  // namespace kornia::native
HWY_AFTER_NAMESPACE();

#if HWY_ONCE

#include <ATen/Parallel.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/empty.h>

#include <algorithm>

#include "ops/core/check.h"
#include "ops/native/internal.h"
#include "ops/native/native.h"

namespace kornia::native {

HWY_EXPORT(TapRow);

namespace detail {

at::Tensor TapSumCpu(const at::Tensor& padded, const at::Tensor& weights) {
  constexpr const char* kOp = "_tap_sum";
  const at::ScalarType t = padded.scalar_type();
  KC_CHECK_DTYPE(t == at::kFloat || t == at::kDouble, kOp, "a float32 or float64 input", "dtype ",
                 t);
  KC_CHECK_DTYPE(weights.scalar_type() == t, kOp, c10::str("weights of the input's dtype ", t),
                 "dtype ", weights.scalar_type());
  KC_CHECK(padded.dim() == 4, kOp, "an input of shape (B, C, H, W)", "shape ", padded.sizes());
  const int64_t batch = padded.size(0), channels = padded.size(1);
  KC_CHECK(weights.dim() == 3 && (weights.size(0) == 1 || weights.size(0) == batch) &&
               weights.size(1) >= 1 && weights.size(2) >= 1 && weights.size(1) <= padded.size(2) &&
               weights.size(2) <= padded.size(3),
           kOp, c10::str("weights of shape (1 or ", batch, ", ty, tx) within the input's H x W"),
           "shape ", weights.sizes());
  const int64_t ty = weights.size(1), tx = weights.size(2);
  const int64_t height = padded.size(2) - ty + 1, width = padded.size(3) - tx + 1;
  CountKernelRun();
  const at::Tensor in = padded.contiguous(), w = weights.contiguous();
  at::Tensor out = at::empty({batch, channels, height, width}, in.options());
  if (out.numel() == 0) return out;
  const bool dbl = t == at::kDouble, fuse = AtenFuses();
  const int64_t bytes = dbl ? 8 : 4, in_stride = in.size(3);
  const char* src = static_cast<const char*>(in.data_ptr());
  const char* taps = static_cast<const char*>(w.data_ptr());
  char* dst = static_cast<char*>(out.data_ptr());
  // One task per run of output rows (each element computed alone: the split
  // changes no byte).
  const int64_t rows = batch * channels * height;
  const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(1, width * ty * tx));
  at::parallel_for(0, rows, grain, [&](int64_t begin, int64_t end) {
    for (int64_t r = begin; r < end; ++r) {
      const int64_t plane = r / height, y = r % height, b = plane / channels;
      const char* in_row = src + ((plane * in.size(2) + y) * in_stride) * bytes;
      const char* weight = taps + (weights.size(0) == 1 ? 0 : b) * ty * tx * bytes;
      HWY_DYNAMIC_DISPATCH(TapRow)
      (dbl, fuse, in_row, in_stride, weight, ty, tx, dst + r * width * bytes,
       static_cast<size_t>(width));
    }
  });
  return out;
}

}  // namespace detail
}  // namespace kornia::native

#endif  // HWY_ONCE
