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
#include <type_traits>

#include "ops/native/each_vector-inl.h"

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// acc + tap * weight: one fused multiply-add (kFuse, on the x86 targets
// with FMA), else a multiply and an add, each rounded.
template <bool kFuse, class V>
HWY_INLINE V Accumulate(V acc, V tap, V weight) {
#if HWY_TARGET <= HWY_AVX2  // the x86 targets with FMA
  if (kFuse) return hn::MulAdd(tap, weight, acc);
#endif
  return hn::Add(acc, hn::Mul(tap, weight));
}

// Vectors a step of the unrolled tap kernels: their chains interleave.
constexpr size_t kTapBlock = 2;

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
        acc = Accumulate<kFuse>(acc, hn::LoadU(d, in + i * stride + j + x),
                                hn::Set(d, w[i * tx + j]));
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

// One output row of `n` elements, one tap per input row: with tap_at(i) the
// i-th tap's row, out[x] = tap_at(0)[x] w[0], then for each next tap i
// out[x] += tap_at(i)[x] w[i] (kFuse: one rounding, as TapRowOf). The
// separable passes' kernel: the horizontal pass's taps are one padded row
// shifted (tap_at(i) = in + i), the vertical pass's the padded rows of the
// horizontal passes (tap_at(i) = rows[i]). kTaps known when compiled where it
// is not 0: the weights broadcast and the rows' addresses read once, the taps
// unrolled, so each vector's chain of dependent operations overlaps the
// next's; blocks of kTapBlock vectors, the last vector overlapping the one
// before.
template <bool kFuse, int kTaps, class T, class TapAt>
void TapSumOf(const TapAt& tap_at, const T* HWY_RESTRICT w, int64_t given_taps, T* HWY_RESTRICT out,
              size_t n) {
  const int64_t taps = kTaps > 0 ? kTaps : given_taps;
  const hn::ScalableTag<T> d;
  using V = hn::Vec<decltype(d)>;
  const size_t lanes = hn::Lanes(d);
  constexpr int kHeld = kTaps > 0 ? kTaps : 1;
  V held_w[kHeld];
  const T* held_row[kHeld];
  if constexpr (kTaps > 0) {
    for (int i = 0; i < kTaps; ++i) {
      held_w[i] = hn::Set(d, w[i]);
      held_row[i] = tap_at(i);
    }
  }
  const auto weight = [&](int64_t i) {
    if constexpr (kTaps > 0) {
      return held_w[i];
    } else {
      return hn::Set(d, w[i]);
    }
  };
  const auto row = [&](int64_t i) -> const T* {
    if constexpr (kTaps > 0) {
      return held_row[i];
    } else {
      return tap_at(i);
    }
  };
  // kBlock vectors at x, their chains interleaved.
  const auto vectors = [&](auto block, size_t x) {
    constexpr size_t kBlock = decltype(block)::value;
    V acc[kBlock];
#pragma GCC unroll 8
    for (size_t b = 0; b < kBlock; ++b)
      acc[b] = hn::Mul(hn::LoadU(d, row(0) + x + b * lanes), weight(0));
#pragma GCC unroll 8
    for (int64_t i = 1; i < taps; ++i)
#pragma GCC unroll 8
      for (size_t b = 0; b < kBlock; ++b)
        acc[b] = Accumulate<kFuse>(acc[b], hn::LoadU(d, row(i) + x + b * lanes), weight(i));
#pragma GCC unroll 8
    for (size_t b = 0; b < kBlock; ++b) hn::StoreU(acc[b], d, out + x + b * lanes);
  };
  size_t x = EachVectorBlock<kTapBlock>(
      n, lanes, [&](size_t x) { vectors(std::integral_constant<size_t, kTapBlock>(), x); },
      [&](size_t x) { vectors(std::integral_constant<size_t, 1>(), x); });
  for (; x < n; ++x) {
    T acc = tap_at(0)[x] * w[0];
    for (int64_t i = 1; i < taps; ++i) {
      const T tap = tap_at(i)[x];
      acc = kFuse ? std::fma(tap, w[i], acc) : acc + tap * w[i];
    }
    out[x] = acc;
  }
}

// f(std::integral_constant<int, K>()) with K the tap count where it is 3, 5
// or 7 (the row kernels' loops unrolled for the common kernels), else 0 (the
// count read at run time).
template <class F>
HWY_INLINE void WithTapCount(int64_t taps, const F& f) {
  switch (taps) {
    case 3:
      return f(std::integral_constant<int, 3>());
    case 5:
      return f(std::integral_constant<int, 5>());
    case 7:
      return f(std::integral_constant<int, 7>());
    default:
      return f(std::integral_constant<int, 0>());
  }
}

// The horizontal pass: taps along one padded row.
template <bool kFuse, class T>
void TapLine(const T* in, const T* w, int64_t taps, T* out, size_t n) {
  WithTapCount(taps, [&](auto k) {
    TapSumOf<kFuse, decltype(k)::value>([in](int64_t i) { return in + i; }, w, taps, out, n);
  });
}

// The vertical pass: one tap per row of `rows`.
template <bool kFuse, class T>
void TapColumnOfTaps(const T* const* rows, const T* w, int64_t taps, T* out, size_t n) {
  WithTapCount(taps, [&](auto k) {
    TapSumOf<kFuse, decltype(k)::value>([rows](int64_t i) { return rows[i]; }, w, taps, out, n);
  });
}

// The fusion this target takes: ATen's choice (`fuse`) where it has FMA,
// none otherwise (nor then in ATen's kernel).
bool FusedOn(bool fuse) {
#if HWY_TARGET <= HWY_AVX2
  return fuse;
#else
  (void)fuse;
  return false;
#endif
}

void TapColumn(bool dbl, bool fuse, const void* const* rows, const void* w, int64_t taps, void* out,
               size_t n) {
  const bool fused = FusedOn(fuse);
  if (dbl) {
    const auto* const* r = reinterpret_cast<const double* const*>(rows);
    const auto* b = static_cast<const double*>(w);
    auto* c = static_cast<double*>(out);
    return fused ? TapColumnOfTaps<true>(r, b, taps, c, n)
                 : TapColumnOfTaps<false>(r, b, taps, c, n);
  }
  const auto* const* r = reinterpret_cast<const float* const*>(rows);
  const auto* b = static_cast<const float*>(w);
  auto* c = static_cast<float*>(out);
  return fused ? TapColumnOfTaps<true>(r, b, taps, c, n) : TapColumnOfTaps<false>(r, b, taps, c, n);
}

// The element type (float32 or float64) and the fusion chosen at run time.
void TapRow(bool dbl, bool fuse, const void* in, int64_t stride, const void* w, int64_t ty,
            int64_t tx, void* out, size_t n) {
  const bool fused = FusedOn(fuse);
  if (dbl) {
    const auto* a = static_cast<const double*>(in);
    const auto* b = static_cast<const double*>(w);
    auto* c = static_cast<double*>(out);
    if (ty == 1) return fused ? TapLine<true>(a, b, tx, c, n) : TapLine<false>(a, b, tx, c, n);
    return fused ? TapRowOf<true>(a, stride, b, ty, tx, c, n)
                 : TapRowOf<false>(a, stride, b, ty, tx, c, n);
  }
  const auto* a = static_cast<const float*>(in);
  const auto* b = static_cast<const float*>(w);
  auto* c = static_cast<float*>(out);
  if (ty == 1) return fused ? TapLine<true>(a, b, tx, c, n) : TapLine<false>(a, b, tx, c, n);
  return fused ? TapRowOf<true>(a, stride, b, ty, tx, c, n)
               : TapRowOf<false>(a, stride, b, ty, tx, c, n);
}

// One output row of sobel's magnitude (SobelCpu): a, b, c the replicate-
// padded rows y - 1, y, y + 1 (n + 2 wide); gx and gy the 3 x 3 tap sums of
// w[0..8] and w[9..17], each as TapRowOf's (the first tap's product, then
// per tap in row-major order Accumulate, zero taps included), then
// (gx * gx + gy * gy) + eps, one rounding each, and for float32 its square
// root (correctly rounded, as core::Sqrt's); a float64 row is left at the
// sum for the caller's pow(x, 0.5).
template <bool kFuse, class T>
void SobelRowOf(const T* HWY_RESTRICT a, const T* HWY_RESTRICT b, const T* HWY_RESTRICT c,
                const T* HWY_RESTRICT w, T eps, T* HWY_RESTRICT out, size_t n) {
  const hn::ScalableTag<T> d;
  const T* rows[3] = {a, b, c};
  hn::Vec<decltype(d)> wv[18];
  for (int k = 0; k < 18; ++k) wv[k] = hn::Set(d, w[k]);
  const auto e = hn::Set(d, eps);
  const auto sum = [&](size_t x, int first) {
    auto acc = hn::Mul(hn::LoadU(d, rows[0] + x), wv[first]);
#pragma GCC unroll 9
    for (int k = 1; k < 9; ++k)
      acc = Accumulate<kFuse>(acc, hn::LoadU(d, rows[k / 3] + x + k % 3), wv[first + k]);
    return acc;
  };
  size_t x = EachVector(n, hn::Lanes(d), [&](size_t x) {
    const auto gx = sum(x, 0), gy = sum(x, 9);
    auto m = hn::Add(hn::Add(hn::Mul(gx, gx), hn::Mul(gy, gy)), e);
    if constexpr (std::is_same_v<T, float>) m = hn::Sqrt(m);
    hn::StoreU(m, d, out + x);
  });
  for (; x < n; ++x) {
    T g[2];
    for (int q = 0; q < 2; ++q) {
      T acc = rows[0][x] * w[9 * q];
      for (int k = 1; k < 9; ++k) {
        const T tap = rows[k / 3][x + k % 3];
        acc = kFuse ? std::fma(tap, w[9 * q + k], acc) : acc + tap * w[9 * q + k];
      }
      g[q] = acc;
    }
    const T m = (g[0] * g[0] + g[1] * g[1]) + eps;
    out[x] = std::is_same_v<T, float> ? std::sqrt(m) : m;
  }
}

void SobelRow(bool dbl, bool fuse, const void* a, const void* b, const void* c, const void* w,
              double eps, void* out, size_t n) {
  const bool fused = FusedOn(fuse);
  if (dbl) {
    const auto* pa = static_cast<const double*>(a);
    const auto* pb = static_cast<const double*>(b);
    const auto* pc = static_cast<const double*>(c);
    const auto* pw = static_cast<const double*>(w);
    auto* o = static_cast<double*>(out);
    return fused ? SobelRowOf<true>(pa, pb, pc, pw, eps, o, n)
                 : SobelRowOf<false>(pa, pb, pc, pw, eps, o, n);
  }
  const auto* pa = static_cast<const float*>(a);
  const auto* pb = static_cast<const float*>(b);
  const auto* pc = static_cast<const float*>(c);
  const auto* pw = static_cast<const float*>(w);
  auto* o = static_cast<float*>(out);
  const auto e = static_cast<float>(eps);
  return fused ? SobelRowOf<true>(pa, pb, pc, pw, e, o, n)
               : SobelRowOf<false>(pa, pb, pc, pw, e, o, n);
}

}  // namespace HWY_NAMESPACE
}  // namespace kornia::native
HWY_AFTER_NAMESPACE();

#if HWY_ONCE

#include <ATen/Parallel.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/empty.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <type_traits>
#include <vector>

#include "ops/core/check.h"
#include "ops/native/internal.h"
#include "ops/native/native.h"

namespace kornia::native {

HWY_EXPORT(TapRow);
HWY_EXPORT(TapColumn);
HWY_EXPORT(SobelRow);

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

namespace {

// Output rows [begin, end) of SeparableTapSumCpu's planes' rows (plane *
// height + y). Output row y reads the horizontal passes of the padded rows
// y - ry .. y + ry; padded row p's pass is kept in ring slot p mod ty, so
// while the window slides down a plane each pass is computed once and each
// output row computes one new one (a task's first row and a plane's first
// row ty). A padded row outside the plane is its source row's pass again
// (reflect, replicate, circular) or zeros (constant); the intermediate
// never leaves the ring.
template <class In, class T>
void SeparableRows(const In* in, T* out, const T* wx, int64_t tx, const T* wy, int64_t ty,
                   int64_t channels, int64_t height, int64_t width, WindowBorder border,
                   bool weights_per_sample_x, bool weights_per_sample_y, bool fuse, int64_t begin,
                   int64_t end) {
  const bool dbl = std::is_same_v<T, double>;
  const int64_t rx = tx / 2, ry = ty / 2;
  std::vector<T> row(static_cast<size_t>(width + tx - 1));
  std::vector<T> zeros(static_cast<size_t>(width), T(0));
  std::vector<T> ring(static_cast<size_t>(ty * width));
  std::vector<int64_t> held(static_cast<size_t>(ty), -1);  // plane * (height + ty) + padded row
  std::vector<const void*> rows(static_cast<size_t>(ty));
  // (plane, y) and y mod ty stepped along, not divided out per row.
  int64_t plane = begin / height, y = begin % height, base = y % ty;
  for (int64_t r = begin; r < end; ++r) {
    if (r != begin && ++y == height) {
      y = 0;
      ++plane;
    }
    if (r != begin) base = y == 0 ? 0 : (base + 1 == ty ? 0 : base + 1);
    const int64_t b = plane / channels;
    const T* wxb = wx + (weights_per_sample_x ? b : 0) * tx;
    const T* wyb = wy + (weights_per_sample_y ? b : 0) * ty;
    for (int64_t i = 0; i < ty; ++i) {
      const int64_t p = y + i - ry;  // in [-ry, height + ry)
      const int64_t sy = SourceIndex(p, height, border);
      if (sy < 0) {
        rows[i] = zeros.data();
        continue;
      }
      const int64_t slot = base + i < ty ? base + i : base + i - ty;  // (y + i) mod ty
      const int64_t key = plane * (height + ty) + p + ry;
      T* pass = ring.data() + slot * width;
      rows[i] = pass;
      if (held[slot] == key) continue;
      held[slot] = key;
      const In* src = in + (plane * height + sy) * width;
      if constexpr (std::is_same_v<In, T>) {
        std::memcpy(row.data() + rx, src, static_cast<size_t>(width) * sizeof(T));
      } else {
        U8ToFloatRow(src, row.data() + rx, static_cast<size_t>(width));
      }
      for (int64_t q = 0; q < rx; ++q) {
        const int64_t left = SourceIndex(q - rx, width, border);
        const int64_t right = SourceIndex(width + q, width, border);
        row[q] = left < 0 ? T(0) : static_cast<T>(src[left]);
        row[rx + width + q] = right < 0 ? T(0) : static_cast<T>(src[right]);
      }
      HWY_DYNAMIC_DISPATCH(TapRow)
      (dbl, fuse, row.data(), static_cast<int64_t>(row.size()), wxb, 1, tx, pass,
       static_cast<size_t>(width));
    }
    HWY_DYNAMIC_DISPATCH(TapColumn)
    (dbl, fuse, rows.data(), wyb, ty, out + r * width, static_cast<size_t>(width));
  }
}

template <class In, class T>
void SeparablePlanes(const at::Tensor& in, const at::Tensor& kx, const at::Tensor& ky,
                     WindowBorder border, at::Tensor& out) {
  const int64_t batch = in.size(0), channels = in.size(1), height = in.size(2), width = in.size(3),
                tx = kx.size(1), ty = ky.size(1);
  const bool fuse = AtenFuses();
  const In* src = in.data_ptr<In>();
  T* dst = out.data_ptr<T>();
  const T* wx = kx.data_ptr<T>();
  const T* wy = ky.data_ptr<T>();
  const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(1, width * (tx + ty)));
  at::parallel_for(0, batch * channels * height, grain, [&](int64_t begin, int64_t end) {
    SeparableRows(src, dst, wx, tx, wy, ty, channels, height, width, border, kx.size(0) != 1,
                  ky.size(0) != 1, fuse, begin, end);
  });
}

}  // namespace

at::Tensor SeparableTapSumCpu(const at::Tensor& input, const at::Tensor& kernel_x,
                              const at::Tensor& kernel_y, WindowBorder border) {
  constexpr const char* kOp = "_separable_tap_sum";
  const at::ScalarType t = input.scalar_type();
  KC_CHECK_DTYPE(t == at::kByte || t == at::kFloat || t == at::kDouble, kOp,
                 "a uint8, float32 or float64 input", "dtype ", t);
  const at::ScalarType work = t == at::kDouble ? at::kDouble : at::kFloat;
  KC_CHECK_DTYPE(kernel_x.scalar_type() == work && kernel_y.scalar_type() == work, kOp,
                 c10::str("kernels of dtype ", work), "dtypes ", kernel_x.scalar_type(), " and ",
                 kernel_y.scalar_type());
  KC_CHECK(input.dim() == 4, kOp, "an input of shape (B, C, H, W)", "shape ", input.sizes());
  const int64_t batch = input.size(0), height = input.size(2), width = input.size(3);
  for (const at::Tensor* k : {&kernel_x, &kernel_y})
    KC_CHECK(k->dim() == 2 && (k->size(0) == 1 || k->size(0) == batch) && k->size(1) % 2 == 1, kOp,
             c10::str("kernels of shape (1 or ", batch, ", an odd size)"), "shape ", k->sizes());
  CheckPadFits(kOp, border, kernel_y.size(1) / 2, kernel_x.size(1) / 2, height, width);
  at::Tensor out = at::empty(input.sizes(), input.options().dtype(work));
  if (out.numel() == 0) return out;
  CountKernelRun();
  const at::Tensor in = input.contiguous(), kx = kernel_x.contiguous(), ky = kernel_y.contiguous();
  if (t == at::kByte) {
    SeparablePlanes<uint8_t, float>(in, kx, ky, border, out);
  } else if (t == at::kFloat) {
    SeparablePlanes<float, float>(in, kx, ky, border, out);
  } else {
    SeparablePlanes<double, double>(in, kx, ky, border, out);
  }
  return out;
}

namespace {

template <class T>
void SobelPlanes(const at::Tensor& in, const at::Tensor& w, double eps, at::Tensor& out) {
  const int64_t planes = in.size(0) * in.size(1), height = in.size(2), width = in.size(3);
  const bool fuse = AtenFuses(), dbl = std::is_same_v<T, double>;
  const T* src = in.data_ptr<T>();
  const T* taps = w.data_ptr<T>();
  T* dst = out.data_ptr<T>();
  at::parallel_for(
      0, planes * height, std::max<int64_t>(1, kGrain / (18 * width)),
      [&](int64_t begin, int64_t end) {
        std::vector<T> padded(static_cast<size_t>(3 * (width + 2)));
        for (int64_t r = begin; r < end; ++r) {
          const int64_t plane = r / height, y = r % height;
          T* rows[3];
          ReplicatePaddedRows3(src + plane * height * width, height, width, y, padded.data(), rows);
          T* o = dst + r * width;
          HWY_DYNAMIC_DISPATCH(SobelRow)
          (dbl, fuse, rows[0], rows[1], rows[2], taps, eps, o, static_cast<size_t>(width));
          if constexpr (std::is_same_v<T, double>) {
            // core::Sqrt's float64 path: libm's pow(x, 0.5), sqrt's -0 and
            // NaN below zero.
            for (int64_t x = 0; x < width; ++x) {
              const double v = o[x];
              o[x] = v < 0 ? std::numeric_limits<double>::quiet_NaN()
                           : (v == 0 ? v : std::pow(v, 0.5));
            }
          }
        }
      });
}

}  // namespace

at::Tensor SobelCpu(const at::Tensor& input, const at::Tensor& weights, double eps) {
  constexpr const char* kOp = "_sobel_float";
  const at::ScalarType t = input.scalar_type();
  KC_CHECK_DTYPE(t == at::kFloat || t == at::kDouble, kOp, "a float32 or float64 input", "dtype ",
                 t);
  KC_CHECK(input.dim() == 4, kOp, "an input of shape (B, C, H, W)", "shape ", input.sizes());
  KC_CHECK_DTYPE(weights.scalar_type() == t, kOp, c10::str("weights of the input's dtype ", t),
                 "dtype ", weights.scalar_type());
  KC_CHECK(
      weights.dim() == 3 && weights.size(0) == 2 && weights.size(1) == 3 && weights.size(2) == 3,
      kOp, "weights of shape (2, 3, 3)", "shape ", weights.sizes());
  KC_CHECK(input.numel() == 0 || (input.size(2) > 0 && input.size(3) > 0), kOp,
           "a non-empty image side for the replicated border", "shape ", input.sizes());
  at::Tensor out = at::empty(input.sizes(), input.options());
  if (out.numel() == 0) return out;
  CountKernelRun();
  const at::Tensor in = input.contiguous(), w = weights.contiguous();
  if (t == at::kFloat) {
    SobelPlanes<float>(in, w, eps, out);
  } else {
    SobelPlanes<double>(in, w, eps, out);
  }
  return out;
}

}  // namespace detail
}  // namespace kornia::native

#endif  // HWY_ONCE
