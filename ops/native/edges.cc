// The edge kernels (native.h): canny's non-maximum suppression and double
// threshold (kornia_cpp::_canny_nms, declared in ops/filters/canny.cc beside
// its composite form). The composite form is some twenty ATen passes over
// the image (the padded magnitude, the angle's 45-degree direction and its
// two remainders, a stack of the nine window planes, a gather of the two
// neighbours, the comparisons and the thresholds); here it is one pass per
// row over a padded magnitude plane.
//
// Each value follows the composite's IEEE operations: the magnitude
// sqrt((gx * gx + gy * gy) + eps) one rounding each (float32: the SIMD
// square root, correctly rounded as core::Sqrt's; float64: libm's pow(x,
// 0.5) per element, as core::Sqrt's scalar path), the direction
// round(nan_to_num(angle) * (4 / pi)) in the work dtype (half to even), the
// comparisons and the products by 0 or 1 as ATen's. The direction's
// remainders pick one of four neighbour pairs (0/4: (0, 1) and (0, -1),
// 1/5: (1, 1) and (-1, -1), 2/6: (1, 0) and (-1, 0), 3/7: (1, -1) and
// (-1, 1)); Kornia's tie rule (a tie beats the neighbour at directions 0
// and 2) becomes >= against (0, 1) and (1, 0), > against the others,
// whichever of the pair the direction names first.
//
// Highway's dynamic dispatch, as taps.cc.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/native/edges.cc"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "ops/native/each_vector-inl.h"

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// out[x] = sqrt((gx[x] * gx[x] + gy[x] * gy[x]) + eps), each operation
// rounded to float32 (the square root correctly rounded).
void MagnitudeRow(const float* HWY_RESTRICT gx, const float* HWY_RESTRICT gy, float eps,
                  float* HWY_RESTRICT out, size_t n) {
  const hn::ScalableTag<float> d;
  const auto e = hn::Set(d, eps);
  size_t x = EachVector(n, hn::Lanes(d), [&](size_t x) {
    const auto a = hn::LoadU(d, gx + x), b = hn::LoadU(d, gy + x);
    hn::StoreU(hn::Sqrt(hn::Add(hn::Add(hn::Mul(a, a), hn::Mul(b, b)), e)), d, out + x);
  });
  for (; x < n; ++x) out[x] = std::sqrt((gx[x] * gx[x] + gy[x] * gy[x]) + eps);
}

// One output row of n pixels. above, centre and below are the padded
// magnitude's rows y, y + 1 and y + 2 (each n + 2 wide), angle the row's
// atan2; out_magnitude the suppressed magnitude (m or m * 0), edges 0, 0.5 or
// 1 by the thresholds. *finite stays 1 while every direction is finite.
template <class T>
void SuppressRowOf(const T* HWY_RESTRICT above, const T* HWY_RESTRICT centre,
                   const T* HWY_RESTRICT below, const T* HWY_RESTRICT angle, T scale, T corner,
                   T low, T high, T* HWY_RESTRICT out_magnitude, T* HWY_RESTRICT edges, size_t n,
                   bool* finite) {
  const hn::ScalableTag<T> d;
  const hn::RebindToSigned<decltype(d)> di;
  using TI = hn::TFromD<decltype(di)>;
  const auto zero = hn::Zero(d), one = hn::Set(d, T(1)), half = hn::Set(d, T(0.5));
  const auto vscale = hn::Set(d, scale), vcorner = hn::Set(d, corner);
  const auto vlow = hn::Set(d, low), vhigh = hn::Set(d, high);
  const auto biggest = hn::Set(d, std::numeric_limits<T>::max());
  const auto lowest = hn::Set(d, std::numeric_limits<T>::lowest());
  const auto inf = hn::Set(d, std::numeric_limits<T>::infinity());
  const auto three = hn::Set(di, TI(3));
  const auto quarter = hn::Set(d, T(0.25)), four = hn::Set(d, T(4));
  auto not_finite = hn::FirstN(d, 0);  // no lane yet
  const auto step = [&](size_t x) {
    auto a = hn::LoadU(d, angle + x);
    // nan_to_num: NaN 0, +-inf the dtype's extremes.
    a = hn::IfThenElse(hn::IsNaN(a), zero, a);
    a = hn::IfThenElse(hn::Eq(a, inf), biggest, a);
    a = hn::IfThenElse(hn::Eq(a, hn::Neg(inf)), lowest, a);
    const auto a45 = hn::Round(hn::Mul(a, vscale));
    not_finite = hn::Or(not_finite, hn::Not(hn::IsFinite(a45)));
    // The direction mod 4, exact in T (a45 / 4, its floor and its product by
    // 4 are exact, and so their difference): 0, 1, 2 or 3.
    const auto cls =
        hn::ConvertTo(di, hn::Sub(a45, hn::Mul(hn::Floor(hn::Mul(a45, quarter)), four)));
    const auto m = hn::LoadU(d, centre + x + 1);
    const auto c0 =
        hn::And(hn::Ge(m, hn::LoadU(d, centre + x + 2)), hn::Gt(m, hn::LoadU(d, centre + x)));
    const auto c1 =
        hn::And(hn::Gt(m, hn::LoadU(d, below + x + 2)), hn::Gt(m, hn::LoadU(d, above + x)));
    const auto c2 =
        hn::And(hn::Ge(m, hn::LoadU(d, below + x + 1)), hn::Gt(m, hn::LoadU(d, above + x + 1)));
    const auto c3 =
        hn::And(hn::Gt(m, hn::LoadU(d, below + x)), hn::Gt(m, hn::LoadU(d, above + x + 2)));
    const auto is0 = hn::RebindMask(d, hn::Eq(cls, hn::Zero(di)));
    const auto is1 = hn::RebindMask(d, hn::Eq(cls, hn::Set(di, TI(1))));
    const auto is2 = hn::RebindMask(d, hn::Eq(cls, hn::Set(di, TI(2))));
    const auto is3 = hn::RebindMask(d, hn::Eq(cls, three));
    auto is_max = hn::Or(hn::Or(hn::And(is0, c0), hn::And(is1, c1)),
                         hn::Or(hn::And(is2, c2), hn::And(is3, c3)));
    is_max = hn::And(is_max, hn::Gt(m, vcorner));
    const auto kept = hn::Mul(m, hn::IfThenElseZero(is_max, one));
    hn::StoreU(kept, d, out_magnitude + x);
    const auto e = hn::Add(hn::IfThenElseZero(hn::Gt(kept, vlow), one),
                           hn::IfThenElseZero(hn::Gt(kept, vhigh), one));
    hn::StoreU(hn::Mul(e, half), d, edges + x);
  };
  const size_t lanes = hn::Lanes(d);
  if (n < lanes) {
    // A row narrower than one vector: the same step on copies zero-padded to
    // one vector (a zero angle is finite; the padding's results dropped).
    constexpr size_t kMaxLanes = HWY_LANES(T);
    T rows[3][kMaxLanes + 2] = {}, padded_angle[kMaxLanes] = {}, kept[kMaxLanes], e[kMaxLanes];
    const T* from[3] = {above, centre, below};
    for (int i = 0; i < 3; ++i) std::copy(from[i], from[i] + n + 2, rows[i]);
    std::copy(angle, angle + n, padded_angle);
    SuppressRowOf(rows[0], rows[1], rows[2], padded_angle, scale, corner, low, high, kept, e, lanes,
                  finite);
    std::copy(kept, kept + n, out_magnitude);
    std::copy(e, e + n, edges);
    return;
  }
  EachVector(n, lanes, step);
  if (!hn::AllFalse(d, not_finite)) *finite = false;
}

void SuppressRow(bool dbl, const void* above, const void* centre, const void* below,
                 const void* angle, double scale, double corner, double low, double high,
                 void* out_magnitude, void* edges, size_t n, bool* finite) {
  if (dbl)
    return SuppressRowOf<double>(
        static_cast<const double*>(above), static_cast<const double*>(centre),
        static_cast<const double*>(below), static_cast<const double*>(angle), scale, corner, low,
        high, static_cast<double*>(out_magnitude), static_cast<double*>(edges), n, finite);
  SuppressRowOf<float>(static_cast<const float*>(above), static_cast<const float*>(centre),
                       static_cast<const float*>(below), static_cast<const float*>(angle),
                       static_cast<float>(scale), static_cast<float>(corner),
                       static_cast<float>(low), static_cast<float>(high),
                       static_cast<float*>(out_magnitude), static_cast<float*>(edges), n, finite);
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
#include <limits>
#include <tuple>
#include <type_traits>
#include <vector>

#include "ops/core/check.h"
#include "ops/native/internal.h"
#include "ops/native/native.h"

namespace kornia::native {

HWY_EXPORT(MagnitudeRow);
HWY_EXPORT(SuppressRow);

namespace detail {
namespace {

// sqrt((a * a + b * b) + eps) in T, one rounding each: float32 as
// MagnitudeRow's lanes, float64 by libm's pow(x, 0.5) with sqrt's -0 and
// NaN below zero (core::Sqrt's float64 path).
template <class T>
T Magnitude(T a, T b, T eps) {
  const T x = (a * a + b * b) + eps;
  if constexpr (std::is_same_v<T, float>) {
    return std::sqrt(x);
  } else {
    if (x < 0) return std::numeric_limits<double>::quiet_NaN();
    return x == 0 ? x : std::pow(x, 0.5);
  }
}

// One plane's padded magnitude ((height + 2) x (width + 2), a frame of the
// magnitude of a zero gradient) from its gx and gy planes.
template <class T>
void PaddedMagnitude(const T* gx, const T* gy, T eps, int64_t height, int64_t width, T* padded) {
  const int64_t stride = width + 2;
  const T frame = Magnitude<T>(T(0), T(0), eps);
  std::fill(padded, padded + stride, frame);
  std::fill(padded + (height + 1) * stride, padded + (height + 2) * stride, frame);
  for (int64_t y = 0; y < height; ++y) {
    T* row = padded + (y + 1) * stride;
    row[0] = frame;
    row[width + 1] = frame;
    const T* a = gx + y * width;
    const T* b = gy + y * width;
    if constexpr (std::is_same_v<T, float>) {
      HWY_DYNAMIC_DISPATCH(MagnitudeRow)(a, b, eps, row + 1, static_cast<size_t>(width));
    } else {
      for (int64_t x = 0; x < width; ++x) row[x + 1] = Magnitude<T>(a[x], b[x], eps);
    }
  }
}

template <class T>
void SuppressPlanes(const at::Tensor& gradients, const at::Tensor& angle, double eps, double low,
                    double high, at::Tensor& magnitude, at::Tensor& edges, bool* finite) {
  const int64_t planes = gradients.size(0) * gradients.size(1), height = gradients.size(3),
                width = gradients.size(4), area = height * width;
  const T* g = gradients.data_ptr<T>();
  const T* a = angle.data_ptr<T>();
  T* m = magnitude.data_ptr<T>();
  T* e = edges.data_ptr<T>();
  const T teps = static_cast<T>(eps);
  // Scalars as ATen takes them beside a tensor of T: rounded to T.
  const T scale = static_cast<T>(4 / M_PI), tlow = static_cast<T>(low),
          thigh = static_cast<T>(high), corner = Magnitude<T>(T(0), T(0), teps);
  std::vector<uint8_t> finite_planes(static_cast<size_t>(planes), 1);
  // One plane per task: each output is computed alone, so the split changes
  // no byte.
  at::parallel_for(0, planes, 1, [&](int64_t begin, int64_t end) {
    std::vector<T> padded(static_cast<size_t>((height + 2) * (width + 2)));
    for (int64_t p = begin; p < end; ++p) {
      PaddedMagnitude<T>(g + 2 * p * area, g + (2 * p + 1) * area, teps, height, width,
                         padded.data());
      bool ok = true;
      for (int64_t y = 0; y < height; ++y) {
        const T* above = padded.data() + y * (width + 2);
        HWY_DYNAMIC_DISPATCH(SuppressRow)
        (std::is_same_v<T, double>, above, above + (width + 2), above + 2 * (width + 2),
         a + p * area + y * width, scale, corner, tlow, thigh, m + p * area + y * width,
         e + p * area + y * width, static_cast<size_t>(width), &ok);
      }
      finite_planes[static_cast<size_t>(p)] = ok;
    }
  });
  for (uint8_t ok : finite_planes)
    if (!ok) *finite = false;
}

}  // namespace

std::tuple<at::Tensor, at::Tensor> CannySuppressCpu(const at::Tensor& gradients,
                                                    const at::Tensor& angle, double eps,
                                                    double low_threshold, double high_threshold) {
  constexpr const char* kOp = "_canny_nms";
  const at::ScalarType t = gradients.scalar_type();
  KC_CHECK_DTYPE(t == at::kFloat || t == at::kDouble, kOp, "float32 or float64 gradients", "dtype ",
                 t);
  KC_CHECK(gradients.dim() == 5 && gradients.size(2) == 2, kOp,
           "gradients of shape (B, C, 2, H, W)", "shape ", gradients.sizes());
  const int64_t batch = gradients.size(0), channels = gradients.size(1), height = gradients.size(3),
                width = gradients.size(4);
  KC_CHECK_DTYPE(angle.scalar_type() == t, kOp, c10::str("an angle of the gradients' dtype ", t),
                 "dtype ", angle.scalar_type());
  KC_CHECK(angle.dim() == 4 && angle.size(0) == batch && angle.size(1) == channels &&
               angle.size(2) == height && angle.size(3) == width,
           kOp,
           c10::str("an angle of shape (", batch, ", ", channels, ", ", height, ", ", width, ")"),
           "shape ", angle.sizes());
  const at::Tensor g = gradients.contiguous(), a = angle.contiguous();
  at::Tensor magnitude = at::empty({batch, channels, height, width}, g.options());
  at::Tensor edges = at::empty({batch, channels, height, width}, g.options());
  CountKernelRun();
  if (magnitude.numel() == 0) return {magnitude, edges};
  bool finite = true;
  if (t == at::kFloat) {
    SuppressPlanes<float>(g, a, eps, low_threshold, high_threshold, magnitude, edges, &finite);
  } else {
    SuppressPlanes<double>(g, a, eps, low_threshold, high_threshold, magnitude, edges, &finite);
  }
  // atan2's angles are within [-pi, pi]: an angle whose direction is not
  // finite is the composite's out-of-range gather index.
  KC_CHECK(finite, kOp, "angles whose 45-degree direction is finite", "an angle beyond that");
  return {magnitude, edges};
}

}  // namespace detail
}  // namespace kornia::native

#endif  // HWY_ONCE
