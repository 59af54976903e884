// The order-statistic kernel family (native.h): kornia_cpp::_median_window,
// median_blur's 3 x 3 and 5 x 5 window median, declared in
// ops/filters/median_blur.cc beside its composite form (the padded image's
// taps through Kornia's pruned median network, one ATen minimum or maximum
// per exchange, then +0.0 and NaN for a window holding a non-finite value).
//
// Here each output row reads `side` padded rows, built per row from the
// unpadded input (the border's index map: no padded copy of the image), and
// runs the same network on SIMD lanes: on uint8 lanes for a uint8 image (64
// per AVX-512 vector; the levels' median widened to float32 after), on
// float32 or float64 lanes for a floating one. A median is an order
// statistic of the window's values, so on finite values every exact
// selection gives the same value, and a tie of -0.0 and +0.0 is made +0.0 as
// the composite's `+ 0.0` makes it; a window with a NaN or an infinity is
// NaN in both, masked here as there. The bytes are then the composite's on
// every SIMD target and CPU.
//
// Highway's dynamic dispatch, as taps.cc: foreach_target.h includes this file
// once per x86 target (HWY_TARGET_INCLUDE); everything else is compiled once
// (HWY_ONCE).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/native/rank.cc"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

#include "ops/native/each_vector-inl.h"
#include "ops/native/internal.h"
#include "ops/native/native.h"

// What every task of one _morph_window call shares (once for every target:
// foreach_target.h includes this file once per target).
#ifndef KORNIA_NATIVE_RANK_MORPH_PLAN_
#define KORNIA_NATIVE_RANK_MORPH_PLAN_
namespace kornia::native::detail {
struct MorphPlan {
  const void* src;  // (planes, height, width), contiguous
  void* dst;        // the same shape
  int64_t height, width, kh, kw, left, top;
  WindowBorder border;
  double border_value;
  bool flat;    // every tap a member, every offset 0
  bool finite;  // every offset finite
  bool dilate;
  const int64_t* tap_y;  // the member taps (taps of them), row-major
  const int64_t* tap_x;
  const void* offsets;  // their offsets, in the image's dtype
  int64_t taps;
};
}  // namespace kornia::native::detail
#endif

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
using detail::MorphPlan;
using detail::SourceIndex;

// MedianNetwork(9) and MedianNetwork(25) as compile-time tables, so the
// kernel's loops unroll and its side * side vectors stay in registers (a
// network walked at run time indexes a stack array: 5 to 10 times slower).
// KernelNetworksAreMedianNetwork() (HWY_ONCE) holds them to MedianNetwork.
constexpr MedianExchange kNet9[] = {
    {0, 1, true, true},  {2, 3, true, true},  {0, 2, true, true},  {1, 3, true, true},
    {1, 2, true, true},  {4, 5, true, true},  {6, 7, true, true},  {4, 6, true, true},
    {5, 7, true, true},  {5, 6, true, true},  {0, 4, true, true},  {2, 6, true, true},
    {2, 4, true, true},  {1, 5, true, true},  {3, 7, true, false}, {3, 5, true, true},
    {1, 2, false, true}, {3, 4, true, true},  {5, 6, true, false}, {0, 8, false, true},
    {4, 8, true, false}, {2, 4, false, true}, {3, 5, true, false}, {3, 4, false, true}};
constexpr MedianExchange kNet25[] = {
    {0, 1, true, true},    {2, 3, true, true},    {0, 2, true, true},    {1, 3, true, true},
    {1, 2, true, true},    {4, 5, true, true},    {6, 7, true, true},    {4, 6, true, true},
    {5, 7, true, true},    {5, 6, true, true},    {0, 4, true, true},    {2, 6, true, true},
    {2, 4, true, true},    {1, 5, true, true},    {3, 7, true, true},    {3, 5, true, true},
    {1, 2, true, true},    {3, 4, true, true},    {5, 6, true, true},    {8, 9, true, true},
    {10, 11, true, true},  {8, 10, true, true},   {9, 11, true, true},   {9, 10, true, true},
    {12, 13, true, true},  {14, 15, true, true},  {12, 14, true, true},  {13, 15, true, true},
    {13, 14, true, true},  {8, 12, true, true},   {10, 14, true, true},  {10, 12, true, true},
    {9, 13, true, true},   {11, 15, true, true},  {11, 13, true, true},  {9, 10, true, true},
    {11, 12, true, true},  {13, 14, true, true},  {0, 8, true, true},    {4, 12, true, true},
    {4, 8, true, true},    {2, 10, true, true},   {6, 14, true, true},   {6, 10, true, true},
    {2, 4, true, true},    {6, 8, true, true},    {10, 12, true, true},  {1, 9, true, true},
    {5, 13, true, true},   {5, 9, true, true},    {3, 11, true, true},   {7, 15, true, false},
    {7, 11, true, true},   {3, 5, true, true},    {7, 9, true, true},    {11, 13, true, true},
    {1, 2, true, true},    {3, 4, true, true},    {5, 6, true, true},    {7, 8, true, true},
    {9, 10, true, true},   {11, 12, true, true},  {13, 14, true, false}, {16, 17, true, true},
    {18, 19, true, true},  {16, 18, true, true},  {17, 19, true, true},  {17, 18, true, true},
    {20, 21, true, true},  {22, 23, true, true},  {20, 22, true, true},  {21, 23, true, true},
    {21, 22, true, true},  {16, 20, true, true},  {18, 22, true, true},  {18, 20, true, true},
    {17, 21, true, true},  {19, 23, true, true},  {19, 21, true, true},  {17, 18, true, true},
    {19, 20, true, true},  {21, 22, true, true},  {16, 24, true, true},  {20, 24, true, true},
    {18, 20, true, true},  {22, 24, true, true},  {19, 21, true, true},  {17, 18, true, true},
    {19, 20, true, true},  {21, 22, true, true},  {23, 24, true, true},  {0, 16, false, true},
    {8, 24, true, false},  {8, 16, false, true},  {4, 20, false, true},  {12, 20, true, false},
    {12, 16, true, false}, {2, 18, false, true},  {10, 18, true, false}, {6, 22, true, false},
    {6, 10, false, true},  {10, 12, false, true}, {1, 17, false, true},  {9, 17, false, true},
    {5, 21, false, true},  {13, 21, true, false}, {13, 17, true, false}, {3, 19, false, true},
    {11, 19, true, false}, {7, 23, true, false},  {7, 11, false, true},  {11, 13, true, false},
    {11, 12, false, true}};

// One output row of `n` elements: out[x] = the median of the side x side
// values rows[i][x + j] (the network of side * side values, the middle
// element side * side / 2). Floating T: +0.0 added, NaN where a value of the
// window is not finite.
template <int kSide, class T>
void MedianRowOf(const T* const* rows, T* HWY_RESTRICT out, size_t n) {
  constexpr bool kFloating = !std::numeric_limits<T>::is_integer;
  constexpr int kTaps = kSide * kSide, kMid = kTaps / 2;
  constexpr const MedianExchange* kNet = kSide == 3 ? kNet9 : kNet25;
  constexpr size_t kCount = kSide == 3 ? std::size(kNet9) : std::size(kNet25);
  const hn::ScalableTag<T> d;
  using V = hn::Vec<decltype(d)>;
  const size_t lanes = hn::Lanes(d);
  size_t x = 0;
  for (; x + lanes <= n; x += lanes) {
    V v[kTaps];
#pragma GCC unroll 32
    for (int k = 0; k < kTaps; ++k) v[k] = hn::LoadU(d, rows[k / kSide] + x + k % kSide);
    if constexpr (kFloating) {
      auto bad = hn::Not(hn::IsFinite(v[0]));
#pragma GCC unroll 32
      for (int k = 1; k < kTaps; ++k) bad = hn::Or(bad, hn::Not(hn::IsFinite(v[k])));
#pragma GCC unroll 128
      for (size_t e = 0; e < kCount; ++e) {
        const V a = v[kNet[e].low], b = v[kNet[e].high];
        if (kNet[e].keep_min) v[kNet[e].low] = hn::Min(a, b);
        if (kNet[e].keep_max) v[kNet[e].high] = hn::Max(a, b);
      }
      hn::StoreU(hn::IfThenElse(bad, hn::Set(d, std::numeric_limits<T>::quiet_NaN()),
                                hn::Add(v[kMid], hn::Zero(d))),
                 d, out + x);
    } else {
#pragma GCC unroll 128
      for (size_t e = 0; e < kCount; ++e) {
        const V a = v[kNet[e].low], b = v[kNet[e].high];
        if (kNet[e].keep_min) v[kNet[e].low] = hn::Min(a, b);
        if (kNet[e].keep_max) v[kNet[e].high] = hn::Max(a, b);
      }
      hn::StoreU(v[kMid], d, out + x);
    }
  }
  T s[kTaps];
  for (; x < n; ++x) {
    bool bad = false;
    for (int k = 0; k < kTaps; ++k) {
      s[k] = rows[k / kSide][x + k % kSide];
      if constexpr (kFloating) bad = bad || !std::isfinite(s[k]);
    }
    for (size_t e = 0; e < kCount; ++e) {
      const T a = s[kNet[e].low], b = s[kNet[e].high];
      if (kNet[e].keep_min) s[kNet[e].low] = std::min(a, b);
      if (kNet[e].keep_max) s[kNet[e].high] = std::max(a, b);
    }
    if constexpr (kFloating) {
      out[x] = bad ? std::numeric_limits<T>::quiet_NaN() : s[kMid] + T(0);
    } else {
      out[x] = s[kMid];
    }
  }
}

template <class T>
void MedianRowOfSide(const T* const* rows, int64_t side, T* out, size_t n) {
  return side == 3 ? MedianRowOf<3>(rows, out, n) : MedianRowOf<5>(rows, out, n);
}

// kind 0: uint8, 1: float32, 2: float64.
void MedianRow(int kind, const void* const* rows, int64_t side, void* out, size_t n) {
  switch (kind) {
    case 0:
      return MedianRowOfSide(reinterpret_cast<const uint8_t* const*>(rows), side,
                             static_cast<uint8_t*>(out), n);
    case 1:
      return MedianRowOfSide(reinterpret_cast<const float* const*>(rows), side,
                             static_cast<float*>(out), n);
    default:
      return MedianRowOfSide(reinterpret_cast<const double* const*>(rows), side,
                             static_cast<double*>(out), n);
  }
}

// The extreme (maximum where kMax, else minimum) of a and b, for finite and
// infinite values (NaN is tracked beside it: Highway's Max and Min leave a
// NaN operand's result to the target).
template <bool kMax, class V>
HWY_INLINE V Extreme(V a, V b) {
  if constexpr (kMax) {
    return hn::Max(a, b);
  } else {
    return hn::Min(a, b);
  }
}

template <bool kMax, class T>
inline T ExtremeScalar(T a, T b) {
  return kMax ? std::max(a, b) : std::min(a, b);
}

// The flat rectangle's first pass: out[x] = the extreme of in[x + j] for
// j < k, x < n; NaN where one of them is NaN. kNaN: the NaN masked; without,
// Max and Min alone, and the return says whether in[0, n + k - 1) holds a
// NaN (then the caller runs the masked pass).
template <bool kMax, bool kNaN, int kK = 0, class T>
bool ExtremeAlongRow(const T* HWY_RESTRICT in, int64_t k_given, T* HWY_RESTRICT out, size_t n) {
  const int64_t k = kK > 0 ? kK : k_given;  // kK: the width known when compiled
  const hn::ScalableTag<T> d;
  using V = hn::Vec<decltype(d)>;
  const size_t lanes = hn::Lanes(d);
  const auto nan = hn::Set(d, std::numeric_limits<T>::quiet_NaN());
  auto seen = hn::IsNaN(hn::Zero(d));
  // kBlock vectors at x (kK known: the taps unrolled, the vectors' chains
  // interleaved; a loop of k - 1 taken branches per vector ran 2.5x slower).
  const auto vectors = [&](auto block, size_t x) {
    constexpr size_t kBlock = decltype(block)::value;
    V m[kBlock];
    hn::Mask<decltype(d)> bad[kBlock];
#pragma GCC unroll 8
    for (size_t b = 0; b < kBlock; ++b) {
      m[b] = hn::LoadU(d, in + x + b * lanes);
      bad[b] = hn::IsNaN(m[b]);
      if constexpr (!kNaN) seen = hn::Or(seen, bad[b]);
    }
#pragma GCC unroll 8
    for (int64_t j = 1; j < k; ++j)
#pragma GCC unroll 8
      for (size_t b = 0; b < kBlock; ++b) {
        const auto v = hn::LoadU(d, in + x + b * lanes + j);
        if constexpr (kNaN) bad[b] = hn::Or(bad[b], hn::IsNaN(v));
        m[b] = Extreme<kMax>(m[b], v);
      }
#pragma GCC unroll 8
    for (size_t b = 0; b < kBlock; ++b)
      hn::StoreU(kNaN ? hn::IfThenElse(bad[b], nan, m[b]) : m[b], d, out + x + b * lanes);
  };
  size_t x = EachVectorBlock<2>(
      n, lanes, [&](size_t x) { vectors(std::integral_constant<size_t, 2>(), x); },
      [&](size_t x) { vectors(std::integral_constant<size_t, 1>(), x); });
  bool any = !hn::AllFalse(d, seen);
  for (; x < n; ++x) {
    T m = in[x];
    bool bad = std::isnan(m);
    for (int64_t j = 1; j < k; ++j) {
      bad = bad || std::isnan(in[x + j]);
      m = ExtremeScalar<kMax>(m, in[x + j]);
    }
    any = any || bad;
    out[x] = bad ? std::numeric_limits<T>::quiet_NaN() : m;
  }
  for (size_t e = n; e + 1 < n + static_cast<size_t>(k); ++e) any = any || std::isnan(in[e]);
  return any;
}

// Its second pass: out[x] = the extreme of rows[i][x] for i < k, + 0.0; NaN
// where one of them is NaN (kNaN: a row may hold one).
template <bool kMax, bool kNaN, int kK = 0, class T>
void ExtremeAcrossRows(const T* const* rows, int64_t k_given, T* HWY_RESTRICT out, size_t n) {
  const int64_t k = kK > 0 ? kK : k_given;  // kK: the height known when compiled
  const hn::ScalableTag<T> d;
  using V = hn::Vec<decltype(d)>;
  const size_t lanes = hn::Lanes(d);
  const auto nan = hn::Set(d, std::numeric_limits<T>::quiet_NaN());
  const T* held[kK > 0 ? kK : 1];  // kK known: the rows' addresses read once
  if constexpr (kK > 0)
    for (int i = 0; i < kK; ++i) held[i] = rows[i];
  const auto row = [&](int64_t i) {
    if constexpr (kK > 0) {
      return held[i];
    } else {
      return rows[i];
    }
  };
  // kBlock vectors at x, as ExtremeAlongRow's.
  const auto vectors = [&](auto block, size_t x) {
    constexpr size_t kBlock = decltype(block)::value;
    V m[kBlock];
    hn::Mask<decltype(d)> bad[kBlock];
#pragma GCC unroll 8
    for (size_t b = 0; b < kBlock; ++b) {
      m[b] = hn::LoadU(d, row(0) + x + b * lanes);
      bad[b] = hn::IsNaN(m[b]);
    }
#pragma GCC unroll 8
    for (int64_t i = 1; i < k; ++i)
#pragma GCC unroll 8
      for (size_t b = 0; b < kBlock; ++b) {
        const auto v = hn::LoadU(d, row(i) + x + b * lanes);
        if constexpr (kNaN) bad[b] = hn::Or(bad[b], hn::IsNaN(v));
        m[b] = Extreme<kMax>(m[b], v);
      }
#pragma GCC unroll 8
    for (size_t b = 0; b < kBlock; ++b) {
      const V sum = hn::Add(m[b], hn::Zero(d));
      hn::StoreU(kNaN ? hn::IfThenElse(bad[b], nan, sum) : sum, d, out + x + b * lanes);
    }
  };
  size_t x = EachVectorBlock<2>(
      n, lanes, [&](size_t x) { vectors(std::integral_constant<size_t, 2>(), x); },
      [&](size_t x) { vectors(std::integral_constant<size_t, 1>(), x); });
  for (; x < n; ++x) {
    T m = rows[0][x];
    bool bad = std::isnan(m);
    for (int64_t i = 1; i < k; ++i) {
      bad = bad || std::isnan(rows[i][x]);
      m = ExtremeScalar<kMax>(m, rows[i][x]);
    }
    out[x] = bad ? std::numeric_limits<T>::quiet_NaN() : m + T(0);
  }
}

// ExtremeAcrossRows (no NaN) for two output rows at once: out0 from rows[0,
// kK), out1 from rows[1, kK]; the extreme of their kK - 1 shared rows is
// taken once. A maximum or minimum of the same values in another order, then
// + 0.0 (a zero's sign, the one thing the order could change, made +0):
// the same values as ExtremeAcrossRows'.
template <bool kMax, int kK, class T>
void ExtremeAcrossRowPair(const T* const* rows, T* HWY_RESTRICT out0, T* HWY_RESTRICT out1,
                          size_t n) {
  const hn::ScalableTag<T> d;
  const size_t lanes = hn::Lanes(d);
  const T* r[kK + 1];
  for (int i = 0; i <= kK; ++i) r[i] = rows[i];
  const auto zero = hn::Zero(d);
  size_t x = EachVector(n, lanes, [&](size_t x) {
    auto shared = hn::LoadU(d, r[1] + x);
#pragma GCC unroll 8
    for (int i = 2; i < kK; ++i) shared = Extreme<kMax>(shared, hn::LoadU(d, r[i] + x));
    hn::StoreU(hn::Add(Extreme<kMax>(hn::LoadU(d, r[0] + x), shared), zero), d, out0 + x);
    hn::StoreU(hn::Add(Extreme<kMax>(shared, hn::LoadU(d, r[kK] + x)), zero), d, out1 + x);
  });
  if (x < n) {  // a row narrower than one vector
    ExtremeAcrossRows<kMax, false, kK>(rows, kK, out0, n);
    ExtremeAcrossRows<kMax, false, kK>(rows + 1, kK, out1, n);
  }
}

// Any element: out[x] = the extreme of `fill` and rows[tap_y[t]][x + tap_x[t]]
// + offset[t] over the taps t < taps, + 0.0; NaN where one of those sums is
// (kNaN: a row holds a NaN or an offset is not finite).
template <bool kMax, bool kNaN, class T>
void ExtremeOverTaps(const T* const* rows, const int64_t* tap_y, const int64_t* tap_x,
                     const T* offset, int64_t taps, T fill, T* HWY_RESTRICT out, size_t n) {
  const hn::ScalableTag<T> d;
  const size_t lanes = hn::Lanes(d);
  const auto nan = hn::Set(d, std::numeric_limits<T>::quiet_NaN());
  size_t x = EachVector(n, lanes, [&](size_t x) {
    auto m = hn::Set(d, fill);
    auto bad = hn::IsNaN(m);
    for (int64_t t = 0; t < taps; ++t) {
      const auto v = hn::Add(hn::LoadU(d, rows[tap_y[t]] + x + tap_x[t]), hn::Set(d, offset[t]));
      if constexpr (kNaN) bad = hn::Or(bad, hn::IsNaN(v));
      m = Extreme<kMax>(m, v);
    }
    m = hn::Add(m, hn::Zero(d));
    hn::StoreU(kNaN ? hn::IfThenElse(bad, nan, m) : m, d, out + x);
  });
  for (; x < n; ++x) {
    T m = fill;
    bool bad = false;
    for (int64_t t = 0; t < taps; ++t) {
      const T v = rows[tap_y[t]][x + tap_x[t]] + offset[t];
      bad = bad || std::isnan(v);
      m = ExtremeScalar<kMax>(m, v);
    }
    out[x] = bad ? std::numeric_limits<T>::quiet_NaN() : m + T(0);
  }
}

// Whether in[0, n) holds a NaN.
template <class T>
bool AnyNaN(const T* HWY_RESTRICT in, size_t n) {
  const hn::ScalableTag<T> d;
  const size_t lanes = hn::Lanes(d);
  auto bad = hn::IsNaN(hn::Zero(d));
  size_t x = 0;
  for (; x + lanes <= n; x += lanes) bad = hn::Or(bad, hn::IsNaN(hn::LoadU(d, in + x)));
  bool any = !hn::AllFalse(d, bad);
  for (; x < n; ++x) any = any || std::isnan(in[x]);
  return any;
}

// Output rows [begin, end) of the planes' rows (plane * height + y): each
// padded row built once (the border's index maps over the unpadded input)
// into a window of kh rows that slides down the plane, then the output row
// from the window; a flat rectangle keeps each padded row's extreme over kw
// (the first pass) in place of the row.
template <bool kMax, class T>
void MorphRowsOf(const MorphPlan& p, int64_t begin, int64_t end) {
  const int64_t kh = p.kh, kw = p.kw, height = p.height, width = p.width;
  const int64_t padded_w = width + kw - 1, slot_w = p.flat ? width : padded_w;
  const T* src = static_cast<const T*>(p.src);
  T* dst = static_cast<T*>(p.dst);
  const T value = static_cast<T>(p.border_value);
  // kh + 1 slots: the windows of two output rows (a flat rectangle's pairs).
  std::vector<T> ring(static_cast<size_t>((kh + 1) * slot_w));
  std::vector<T> line(static_cast<size_t>(p.flat ? padded_w : 0));
  std::vector<const T*> rows(static_cast<size_t>(kh + 1));
  std::vector<uint8_t> has_nan(static_cast<size_t>(kh + 1), 0);
  for (int64_t i = 0; i <= kh; ++i) rows[static_cast<size_t>(i)] = ring.data() + i * slot_w;
  // Padded row py of `plane` into b.
  const auto pad_row = [&](int64_t plane, int64_t py, T* b) {
    const int64_t sy = SourceIndex(py - p.top, height, p.border);
    if (sy < 0) {
      std::fill(b, b + padded_w, value);
      return;
    }
    const T* in = src + (plane * height + sy) * width;
    std::memcpy(b + p.left, in, static_cast<size_t>(width) * sizeof(T));
    for (int64_t q = 0; q < padded_w - width; ++q) {
      const int64_t at = q < p.left ? q : width + q;
      const int64_t sx = SourceIndex(at - p.left, width, p.border);
      b[at] = sx < 0 ? value : in[sx];
    }
  };
  // The unmasked first pass, its loop unrolled for the common widths.
  const auto middle = [kw](const T* in, T* out, size_t n) {
    return kw == 3   ? ExtremeAlongRow<kMax, false, 3>(in, kw, out, n)
           : kw == 5 ? ExtremeAlongRow<kMax, false, 5>(in, kw, out, n)
                     : ExtremeAlongRow<kMax, false>(in, kw, out, n);
  };
  // The flat rectangle's first pass over padded row py (a padded copy: the
  // row's ends read in place cost more, per row, scalar, than the copy);
  // returns whether the padded row holds a NaN (then the pass runs again,
  // masked).
  const auto first_pass = [&](int64_t plane, int64_t py, T* slot) {
    pad_row(plane, py, line.data());
    if (!middle(line.data(), slot, static_cast<size_t>(width))) return false;
    ExtremeAlongRow<kMax, true>(line.data(), kw, slot, static_cast<size_t>(width));
    return true;
  };
  // Padded row py of `plane` into window slot i.
  const auto build = [&](int64_t plane, int64_t py, int64_t i) {
    T* slot = const_cast<T*>(rows[static_cast<size_t>(i)]);
    if (p.flat) {
      has_nan[static_cast<size_t>(i)] = first_pass(plane, py, slot);
    } else {
      pad_row(plane, py, slot);
      has_nan[static_cast<size_t>(i)] = AnyNaN(slot, static_cast<size_t>(padded_w));
    }
  };
  for (int64_t row = begin; row < end;) {
    const int64_t plane = row / height, first = row % height;
    const int64_t last = std::min(height, first + (end - row));
    for (int64_t i = 0; i + 1 < kh; ++i) build(plane, first + i, i);
    for (int64_t y = first; y < last;) {
      build(plane, y + kh - 1, kh - 1);
      const auto nan_in = [&](int64_t from) {  // a NaN in the window rows[from, from + kh)
        bool nan = !p.finite;
        for (int64_t i = from; i < from + kh; ++i) nan = nan || has_nan[static_cast<size_t>(i)];
        return nan;
      };
      T* out = dst + (plane * height + y) * width;
      const auto n = static_cast<size_t>(width);
      int64_t step = 1;
      if (p.flat && (kh == 3 || kh == 5) && y + 1 < last) {
        // Rows y and y + 1 at once: their windows share kh - 1 rows.
        build(plane, y + kh, kh);
        if (!nan_in(0) && !nan_in(1)) {
          kh == 3 ? ExtremeAcrossRowPair<kMax, 3>(rows.data(), out, out + width, n)
                  : ExtremeAcrossRowPair<kMax, 5>(rows.data(), out, out + width, n);
        } else {
          for (int64_t k = 0; k < 2; ++k)
            ExtremeAcrossRows<kMax, true>(rows.data() + k, kh, out + k * width, n);
        }
        step = 2;
      } else if (p.flat) {
        const bool nan = nan_in(0);
        if (nan) {
          ExtremeAcrossRows<kMax, true>(rows.data(), kh, out, n);
        } else if (kh == 3) {
          ExtremeAcrossRows<kMax, false, 3>(rows.data(), kh, out, n);
        } else if (kh == 5) {
          ExtremeAcrossRows<kMax, false, 5>(rows.data(), kh, out, n);
        } else {
          ExtremeAcrossRows<kMax, false>(rows.data(), kh, out, n);
        }
      } else {
        const auto* offsets = static_cast<const T*>(p.offsets);
        const T fill = static_cast<T>(kMax ? -std::numeric_limits<double>::infinity()
                                           : std::numeric_limits<double>::infinity());
        nan_in(0) ? ExtremeOverTaps<kMax, true>(rows.data(), p.tap_y, p.tap_x, offsets, p.taps,
                                                fill, out, n)
                  : ExtremeOverTaps<kMax, false>(rows.data(), p.tap_y, p.tap_x, offsets, p.taps,
                                                 fill, out, n);
      }
      // Slide the window: the top slots take the next padded rows.
      std::rotate(rows.begin(), rows.begin() + step, rows.end());
      std::rotate(has_nan.begin(), has_nan.begin() + step, has_nan.end());
      y += step;
    }
    row += last - first;
  }
}

// MorphRowsOf on float32 (kind 1) or float64 (kind 2), dilating (max) or not.
void MorphRows(int kind, const MorphPlan& p, int64_t begin, int64_t end) {
  if (kind == 1) {
    return p.dilate ? MorphRowsOf<true, float>(p, begin, end)
                    : MorphRowsOf<false, float>(p, begin, end);
  }
  return p.dilate ? MorphRowsOf<true, double>(p, begin, end)
                  : MorphRowsOf<false, double>(p, begin, end);
}

// Each uint8 level of in[0, n) as float32 (exact).
void U8ToFloat(const uint8_t* HWY_RESTRICT in, float* HWY_RESTRICT out, size_t n) {
  const hn::ScalableTag<float> df;
  const hn::Rebind<int32_t, decltype(df)> di;
  const hn::Rebind<uint8_t, decltype(df)> du8;
  const size_t lanes = hn::Lanes(df);
  size_t x = 0;
  for (; x + lanes <= n; x += lanes)
    hn::StoreU(hn::ConvertTo(df, hn::PromoteTo(di, hn::LoadU(du8, in + x))), df, out + x);
  for (; x < n; ++x) out[x] = static_cast<float>(in[x]);
}

}  // namespace HWY_NAMESPACE
}  // namespace kornia::native
HWY_AFTER_NAMESPACE();

#if HWY_ONCE

#include <ATen/Parallel.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/empty.h>

#include <cstring>
#include <functional>
#include <iterator>
#include <set>
#include <utility>
#include <vector>

#include "ops/core/check.h"
#include "ops/native/internal.h"

namespace kornia::native {

HWY_EXPORT(MedianRow);
HWY_EXPORT(U8ToFloat);
HWY_EXPORT(MorphRows);

std::vector<MedianExchange> MedianNetwork(int64_t size) {
  std::vector<std::pair<int64_t, int64_t>> pairs;
  std::function<void(int64_t, int64_t, int64_t)> merge = [&](int64_t start, int64_t length,
                                                             int64_t stride) {
    const int64_t step = 2 * stride;
    if (step < length) {
      merge(start, length, step);
      merge(start + stride, length, step);
      for (int64_t i = start + stride; i < start + length - stride; i += step)
        pairs.emplace_back(i, i + stride);
    } else {
      pairs.emplace_back(start, start + stride);
    }
  };
  std::function<void(int64_t, int64_t)> sort = [&](int64_t start, int64_t length) {
    if (length > 1) {
      sort(start, length / 2);
      sort(start + length / 2, length / 2);
      merge(start, length, 1);
    }
  };
  int64_t pow2 = 1;
  while (pow2 < size) pow2 *= 2;
  sort(0, pow2);
  std::set<int64_t> needed = {size / 2};
  std::vector<MedianExchange> result;
  for (auto it = pairs.rbegin(); it != pairs.rend(); ++it) {
    const auto [left, right] = *it;
    if (right >= size) continue;
    const bool low = needed.count(left) > 0, high = needed.count(right) > 0;
    if (low || high) {
      result.push_back({left, right, low, high});
      needed.insert(left);
      needed.insert(right);
    }
  }
  return {result.rbegin(), result.rend()};
}

namespace detail {

void U8ToFloatRow(const uint8_t* in, float* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(U8ToFloat)(in, out, n);
}

namespace {

// The kernel's compile-time tables are MedianNetwork's (the composite form's
// network): checked once, before the first kernel run.
void CheckKernelNetworks() {
  static const bool same = [] {
    const auto equal = [](const MedianExchange* table, size_t count, int64_t size) {
      const std::vector<MedianExchange> net = MedianNetwork(size);
      if (net.size() != count) return false;
      for (size_t e = 0; e < count; ++e)
        if (net[e].low != table[e].low || net[e].high != table[e].high ||
            net[e].keep_min != table[e].keep_min || net[e].keep_max != table[e].keep_max)
          return false;
      return true;
    };
    return equal(HWY_NAMESPACE::kNet9, std::size(HWY_NAMESPACE::kNet9), 9) &&
           equal(HWY_NAMESPACE::kNet25, std::size(HWY_NAMESPACE::kNet25), 25);
  }();
  TORCH_CHECK(same,
              "_median_window: rank.cc's compile-time networks are not MedianNetwork(9) "
              "and MedianNetwork(25)");
}

template <class T, class Out>
void MedianPlanes(const T* src, Out* dst, int64_t planes, int64_t height, int64_t width,
                  int64_t side, WindowBorder border, int kind) {
  const int64_t r = side / 2, padded = width + 2 * r;
  const int64_t rows = planes * height;
  const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(1, width * side * side));
  at::parallel_for(0, rows, grain, [&](int64_t begin, int64_t end) {
    std::vector<T> buffer(static_cast<size_t>(side * padded));
    std::vector<T> median(std::is_same_v<T, Out> ? 0 : static_cast<size_t>(width));
    const void* row_of[5];
    for (int64_t row = begin; row < end; ++row) {
      const int64_t plane = row / height, y = row % height;
      for (int64_t i = 0; i < side; ++i) {
        T* b = buffer.data() + i * padded;
        row_of[i] = b;
        const int64_t sy = SourceIndex(y + i - r, height, border);
        if (sy < 0) {
          std::fill(b, b + padded, T(0));
          continue;
        }
        const T* in = src + (plane * height + sy) * width;
        std::memcpy(b + r, in, static_cast<size_t>(width) * sizeof(T));
        for (int64_t p = 0; p < r; ++p) {
          const int64_t left = SourceIndex(p - r, width, border);
          const int64_t right = SourceIndex(width + p, width, border);
          b[p] = left < 0 ? T(0) : in[left];
          b[r + width + p] = right < 0 ? T(0) : in[right];
        }
      }
      Out* out = dst + row * width;
      if constexpr (std::is_same_v<T, Out>) {
        HWY_DYNAMIC_DISPATCH(MedianRow)(kind, row_of, side, out, static_cast<size_t>(width));
      } else {
        HWY_DYNAMIC_DISPATCH(MedianRow)
        (kind, row_of, side, median.data(), static_cast<size_t>(width));
        U8ToFloatRow(median.data(), out, static_cast<size_t>(width));
      }
    }
  });
}

}  // namespace

at::Tensor WindowMedianCpu(const at::Tensor& input, int64_t side, WindowBorder border) {
  constexpr const char* kOp = "_median_window";
  const at::ScalarType t = input.scalar_type();
  KC_CHECK_DTYPE(t == at::kByte || t == at::kFloat || t == at::kDouble, kOp,
                 "a uint8, float32 or float64 input", "dtype ", t);
  KC_CHECK(input.dim() == 4, kOp, "an input of shape (B, C, H, W)", "shape ", input.sizes());
  KC_CHECK(side == 3 || side == 5, kOp, "side 3 or 5", "side = ", side);
  const int64_t planes = input.size(0) * input.size(1), height = input.size(2),
                width = input.size(3), r = side / 2;
  CheckPadFits(kOp, border, r, r, height, width);
  at::Tensor out = at::empty({input.size(0), input.size(1), height, width},
                             input.options().dtype(t == at::kByte ? at::kFloat : t));
  if (out.numel() == 0) return out;
  CheckKernelNetworks();
  CountKernelRun();
  const at::Tensor in = input.contiguous();
  if (t == at::kByte) {
    MedianPlanes(in.data_ptr<uint8_t>(), out.data_ptr<float>(), planes, height, width, side, border,
                 0);
  } else if (t == at::kFloat) {
    MedianPlanes(in.data_ptr<float>(), out.data_ptr<float>(), planes, height, width, side, border,
                 1);
  } else {
    MedianPlanes(in.data_ptr<double>(), out.data_ptr<double>(), planes, height, width, side, border,
                 2);
  }
  return out;
}

at::Tensor MorphWindowCpu(const at::Tensor& input, const MorphWindow& window) {
  constexpr const char* kOp = "_morph_window";
  const at::ScalarType t = input.scalar_type();
  KC_CHECK_DTYPE(t == at::kFloat || t == at::kDouble, kOp, "a float32 or float64 input", "dtype ",
                 t);
  KC_CHECK(input.dim() == 4, kOp, "an input of shape (B, C, H, W)", "shape ", input.sizes());
  const int64_t kh = window.kh, kw = window.kw;
  KC_CHECK(kh > 0 && kw > 0 && static_cast<int64_t>(window.member.size()) == kh * kw &&
               window.offsets.size() == window.member.size() && window.pad[0] >= 0 &&
               window.pad[2] >= 0 && window.pad[0] + window.pad[1] == kw - 1 &&
               window.pad[2] + window.pad[3] == kh - 1,
           kOp, "a window of kh * kw taps and padding adding up to it", kh, " x ", kw, ", ",
           window.member.size(), " taps");
  const int64_t planes = input.size(0) * input.size(1), height = input.size(2),
                width = input.size(3);
  CheckPadFits(kOp, window.border, std::max(window.pad[2], window.pad[3]),
               std::max(window.pad[0], window.pad[1]), height, width);
  at::Tensor out = at::empty(input.sizes(), input.options());
  if (out.numel() == 0) return out;
  CountKernelRun();
  const at::Tensor in = input.contiguous();
  // The member taps, in the image's dtype (exact: the op file's values are).
  bool flat = true, finite = true;
  std::vector<int64_t> tap_y, tap_x;
  std::vector<float> offsets32;
  std::vector<double> offsets64;
  for (int64_t i = 0; i < kh; ++i)
    for (int64_t j = 0; j < kw; ++j) {
      const auto k = static_cast<size_t>(i * kw + j);
      flat = flat && window.member[k] && window.offsets[k] == 0.0;
      if (!window.member[k]) continue;
      tap_y.push_back(i);
      tap_x.push_back(j);
      offsets32.push_back(static_cast<float>(window.offsets[k]));
      offsets64.push_back(window.offsets[k]);
      finite = finite && std::isfinite(window.offsets[k]);
    }
  const int kind = t == at::kFloat ? 1 : 2;
  const MorphPlan plan{.src = in.data_ptr(),
                       .dst = out.data_ptr(),
                       .height = height,
                       .width = width,
                       .kh = kh,
                       .kw = kw,
                       .left = window.pad[0],
                       .top = window.pad[2],
                       .border = window.border,
                       .border_value = window.border_value,
                       .flat = flat,
                       .finite = finite,
                       .dilate = window.dilate,
                       .tap_y = tap_y.data(),
                       .tap_x = tap_x.data(),
                       .offsets = kind == 1 ? static_cast<const void*>(offsets32.data())
                                            : static_cast<const void*>(offsets64.data()),
                       .taps = static_cast<int64_t>(tap_y.size())};
  const int64_t grain = std::max<int64_t>(1, kGrain / std::max<int64_t>(1, width * kh * kw));
  at::parallel_for(0, planes * height, grain, [&](int64_t begin, int64_t end) {
    HWY_DYNAMIC_DISPATCH(MorphRows)(kind, plan, begin, end);
  });
  return out;
}

}  // namespace detail
}  // namespace kornia::native

#endif  // HWY_ONCE
