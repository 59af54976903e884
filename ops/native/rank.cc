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
#include <limits>
#include <type_traits>

#include "ops/native/native.h"

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

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

}  // namespace detail
}  // namespace kornia::native

#endif  // HWY_ONCE
