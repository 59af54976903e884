// The RGB kernel family (native.h says what and why): one pass over the three
// planes of an image for rgb_to_hsv, hsv_to_rgb, adjust_hue, adjust_saturation
// and adjust_saturation_with_gray_subtraction (detail::RgbMode), float32 (and
// uint8 as its levels for the hue and saturation). Their operators are
// registered in their op files, beside their composite form.
//
// The SIMD part is Highway's dynamic dispatch: foreach_target.h includes this
// file once per x86 target (HWY_TARGET_INCLUDE), compiling the HWY_NAMESPACE
// functions with that target's instructions, and HWY_DYNAMIC_DISPATCH picks
// the best one the CPU has on first call. Everything else is compiled once
// (HWY_ONCE).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/native/rgb.cc"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "ops/native/internal.h"

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// ---- float32 HSV: rgb_to_hsv, hsv_to_rgb and adjust_hue's fused pass ----
//
// Each output element is the composite's sequence of ATen operations on that
// element, one IEEE operation each in the same order (the library compiles
// with -ffp-contract=off, and none of these ATen kernels fuses a multiply and
// an add): so the values are the composite's on every target and CPU. Two
// things are chosen, not followed, where ATen's own result depends on its
// internal path (vector body or scalar tail, so on the layout and the tail
// length): a NaN's sign and payload (the contract compares NaN as NaN), and
// which zero amax / amin return when +0.0 and -0.0 tie for the maximum or
// minimum (here: the later channel, as ATen's vector body does).
constexpr float kTwoPiF = static_cast<float>(2.0 * M_PI);
// Every NaN the HSV kernels write: which NaN ATen's composite gives depends
// on its path, and which one a kernel gives could depend on the Highway
// target (the order a compiler puts two NaN operands in), so the kernels
// write one pattern, the same bytes on every target and CPU.
constexpr uint32_t kCanonicalNaN = 0x7fc00000u;

// ATen's remainder on floats: fmod (exact), then + b where the signs differ.
inline float RemainderScalar(float a, float b) {
  float m = std::fmod(a, b);
  if (m != 0 && ((b < 0) != (m < 0))) m += b;
  return m;
}

// amax / amin over (r, g, b): NaN if any is NaN, a tie to the later one.
inline float Max3Scalar(float r, float g, float b) {
  if (std::isnan(r) || std::isnan(g) || std::isnan(b)) return NAN;
  float m = g >= r ? g : r;
  return b >= m ? b : m;
}

inline float Min3Scalar(float r, float g, float b) {
  if (std::isnan(r) || std::isnan(g) || std::isnan(b)) return NAN;
  float m = g <= r ? g : r;
  return b <= m ? b : m;
}

// ops/color/rgb_to_hsv.cc's composite on one pixel.
inline void HsvScalar(float r, float g, float b, float eps, float& h, float& s, float& v) {
  const float mx = Max3Scalar(r, g, b), mn = Min3Scalar(r, g, b);
  const float deltac = mx - mn;
  v = mx;
  s = deltac / (mx == 0 ? 1.0f : mx + eps);
  const float dd = deltac == 0 ? 1.0f : deltac;
  const float rc = mx - r, gc = mx - g, bc = mx - b;
  const float h1 = bc - gc, h2 = (rc - bc) + 2.0f * dd, h3 = (gc - rc) + 4.0f * dd;
  float hh = (r >= g && r >= b) ? h1 : (g >= b ? h2 : h3);
  hh = hh / dd;
  hh = kTwoPiF * RemainderScalar(hh / 6.0f, 1.0f);
  h = hh >= kTwoPiF ? 0.0f : hh;
}

// adjust_hue_raw's shift: (h + shift) mod 2 pi, a result of 2 pi folded to 0.
inline float HueShiftScalar(float h, float shift) {
  const float hh = RemainderScalar(h + shift, kTwoPiF);
  return hh >= kTwoPiF ? 0.0f : hh;
}

// ops/color/hsv_to_rgb.cc's composite on one pixel (a NaN sextant is 0).
inline void RgbScalar(float h, float s, float v, float& r, float& g, float& b) {
  const float x6 = (h / kTwoPiF) * 6.0f;
  float hi = RemainderScalar(std::floor(x6), 6.0f);
  const float f = RemainderScalar(x6, 6.0f) - hi;
  const float p = v * (1.0f - s), q = v * (1.0f - f * s), t = v * (1.0f - (1.0f - f) * s);
  if (std::isnan(hi)) hi = 0.0f;
  const int k = hi == 0.0f   ? 0
                : hi == 1.0f ? 1
                : hi == 2.0f ? 2
                : hi == 3.0f ? 3
                : hi == 4.0f ? 4
                             : 5;
  const float rows[3][6] = {{v, q, p, p, t, v}, {t, v, v, q, p, p}, {p, p, t, v, v, q}};
  r = rows[0][k];
  g = rows[1][k];
  b = rows[2][k];
}

// The vector forms. `ok` turns false in a lane the vector form does not
// follow (a NaN input, a remainder's operand that is not finite or at least
// 2**5 times the divisor); the caller recomputes such a vector with the
// scalar forms above.
template <class D, class V = hn::Vec<D>>
HWY_INLINE V RemainderVec(D d, V a, float b, hn::Mask<D>& ok) {
  // fmod(|a|, b) by long division: at step k, |r| < 2 b 2**k, so r - b 2**k
  // (taken where r >= b 2**k) is exact (Sterbenz); then a's sign, as fmod's.
  constexpr int kSteps = 5;
  ok = hn::And(ok, hn::Abs(a) < hn::Set(d, b * float{1 << kSteps}));  // false for NaN, inf
  V r = hn::Abs(a);
  for (int k = kSteps - 1; k >= 0; --k) {
    const V bk = hn::Set(d, b * float(1 << k));
    r = hn::IfThenElse(r >= bk, r - bk, r);
  }
  r = hn::CopySign(r, a);
  return hn::IfThenElse(r < hn::Zero(d), r + hn::Set(d, b), r);
}

template <class D, class V = hn::Vec<D>>
HWY_INLINE void HsvVec(D d, V r, V g, V b, V eps, V& h, V& s, V& v, hn::Mask<D>& ok) {
  ok = hn::And(ok, hn::Not(hn::Or(hn::IsNaN(r), hn::Or(hn::IsNaN(g), hn::IsNaN(b)))));
  V mx = hn::IfThenElse(g >= r, g, r);
  mx = hn::IfThenElse(b >= mx, b, mx);
  V mn = hn::IfThenElse(g <= r, g, r);
  mn = hn::IfThenElse(b <= mn, b, mn);
  const V zero = hn::Zero(d), one = hn::Set(d, 1.0f);
  const V deltac = mx - mn;
  v = mx;
  s = deltac / hn::IfThenElse(mx == zero, one, mx + eps);
  const V dd = hn::IfThenElse(deltac == zero, one, deltac);
  const V rc = mx - r, gc = mx - g, bc = mx - b;
  const V h1 = bc - gc;
  const V h2 = (rc - bc) + hn::Set(d, 2.0f) * dd;
  const V h3 = (gc - rc) + hn::Set(d, 4.0f) * dd;
  V hh = hn::IfThenElse(hn::And(r >= g, r >= b), h1, hn::IfThenElse(g >= b, h2, h3));
  hh = hh / dd;
  const V two_pi = hn::Set(d, kTwoPiF);
  hh = two_pi * RemainderVec(d, hh / hn::Set(d, 6.0f), 1.0f, ok);
  h = hn::IfThenElse(hh >= two_pi, zero, hh);
}

template <class D, class V = hn::Vec<D>>
HWY_INLINE V HueShiftVec(D d, V h, V shift, hn::Mask<D>& ok) {
  const V two_pi = hn::Set(d, kTwoPiF);
  const V hh = RemainderVec(d, h + shift, kTwoPiF, ok);
  return hn::IfThenElse(hh >= two_pi, hn::Zero(d), hh);
}

template <class D, class V = hn::Vec<D>>
HWY_INLINE void RgbVec(D d, V h, V s, V v, V& r, V& g, V& b, hn::Mask<D>& ok) {
  const V one = hn::Set(d, 1.0f), six = hn::Set(d, 6.0f);
  const V x6 = (h / hn::Set(d, kTwoPiF)) * six;
  const V hi = RemainderVec(d, hn::Floor(x6), 6.0f, ok);  // NaN: ok is false
  const V f = RemainderVec(d, x6, 6.0f, ok) - hi;
  const V p = v * (one - s), q = v * (one - f * s), t = v * (one - (one - f) * s);
  const auto m0 = hi == hn::Zero(d), m1 = hi == one, m2 = hi == hn::Set(d, 2.0f),
             m3 = hi == hn::Set(d, 3.0f), m4 = hi == hn::Set(d, 4.0f);
  const auto pick = [&](V a0, V a1, V a2, V a3, V a4, V a5) {
    return hn::IfThenElse(
        m0, a0,
        hn::IfThenElse(m1, a1,
                       hn::IfThenElse(m2, a2, hn::IfThenElse(m3, a3, hn::IfThenElse(m4, a4, a5)))));
  };
  r = pick(v, q, p, p, t, v);
  g = pick(t, v, v, q, p, p);
  b = pick(p, p, t, v, v, q);
}

// ATen's clamp(s, 0, 1): NaN kept, and -0.0 too (not below 0).
inline float ClampUnitScalar(float s) {
  s = s < 0.0f ? 0.0f : s;
  return s > 1.0f ? 1.0f : s;
}

// adjust_saturation's direct RGB form (ops/enhance/adjust_saturation.cc,
// Kornia's) on one pixel.

inline void SaturationScalar(float r, float g, float b, float factor, float& x, float& y,
                             float& z) {
  const float mx = Max3Scalar(r, g, b), mn = Min3Scalar(r, g, b);
  const float delta = mx - mn;
  const float sat = ClampUnitScalar(delta / (mx == 0 ? 1.0f : mx + 1e-8f) * factor);
  const float adjusted = mx * sat;
  const float scale = adjusted / (delta == 0 ? 1.0f : delta), offset = mx - adjusted;
  x = (r - mn) * scale + offset;
  y = (g - mn) * scale + offset;
  z = (b - mn) * scale + offset;
}

// adjust_saturation_with_gray_subtraction's form (ops/enhance, Kornia's
// ColorJitter step) on one pixel: gray as rgb_to_grayscale computes it (r w0,
// then two addcmul, each one fused multiply-add where ATen's addcmul kernel
// fuses: kFuse), then clamp((1 - f) gray + f x, 0, 1) per channel, the clamp
// as above.
constexpr float kGrayW0 = static_cast<float>(0.299), kGrayW1 = static_cast<float>(0.587),
                kGrayW2 = static_cast<float>(0.114);

template <bool kFuse>
inline void GrayBlendScalar(float r, float g, float b, float f, float& x, float& y, float& z) {
  float gray = r * kGrayW0;
  gray = kFuse ? std::fma(g, kGrayW1, gray) : gray + g * kGrayW1;
  gray = kFuse ? std::fma(b, kGrayW2, gray) : gray + b * kGrayW2;
  const float term = (1.0f - f) * gray;
  x = ClampUnitScalar(term + f * r);
  y = ClampUnitScalar(term + f * g);
  z = ClampUnitScalar(term + f * b);
}

// ClampUnitScalar's vector form (a NaN or -0.0 compares false both ways).
template <class D, class V = hn::Vec<D>>
HWY_INLINE V ClampUnitVec(D d, V s) {
  const V zero = hn::Zero(d), one = hn::Set(d, 1.0f);
  s = hn::IfThenElse(s < zero, zero, s);
  return hn::IfThenElse(s > one, one, s);
}

// The vector form: every lane, NaN inputs included (their max and min are
// NaN, as amax's and amin's).
template <class D, class V = hn::Vec<D>>
HWY_INLINE void SaturationVec(D d, V r, V g, V b, V factor, V& x, V& y, V& z) {
  const auto any_nan = hn::Or(hn::IsNaN(r), hn::Or(hn::IsNaN(g), hn::IsNaN(b)));
  const V nan = hn::Set(d, NAN);
  V mx = hn::IfThenElse(g >= r, g, r);
  mx = hn::IfThenElse(any_nan, nan, hn::IfThenElse(b >= mx, b, mx));
  V mn = hn::IfThenElse(g <= r, g, r);
  mn = hn::IfThenElse(any_nan, nan, hn::IfThenElse(b <= mn, b, mn));
  const V zero = hn::Zero(d), one = hn::Set(d, 1.0f);
  const V delta = mx - mn;
  const V sat =
      ClampUnitVec(d, delta / hn::IfThenElse(mx == zero, one, mx + hn::Set(d, 1e-8f)) * factor);
  const V adjusted = mx * sat;
  const V scale = adjusted / hn::IfThenElse(delta == zero, one, delta), offset = mx - adjusted;
  x = (r - mn) * scale + offset;
  y = (g - mn) * scale + offset;
  z = (b - mn) * scale + offset;
}

template <bool kFuse, class D, class V = hn::Vec<D>>
HWY_INLINE void GrayBlendVec(D d, V r, V g, V b, V f, V& x, V& y, V& z) {
  V gray = r * hn::Set(d, kGrayW0);
#if HWY_TARGET <= HWY_AVX2  // the x86 targets with FMA
  if (kFuse) {
    gray = hn::MulAdd(g, hn::Set(d, kGrayW1), gray);
    gray = hn::MulAdd(b, hn::Set(d, kGrayW2), gray);
  }
#endif
  if (!kFuse) {
    gray = gray + g * hn::Set(d, kGrayW1);
    gray = gray + b * hn::Set(d, kGrayW2);
  }
  const V term = (hn::Set(d, 1.0f) - f) * gray;
  x = ClampUnitVec(d, term + f * r);
  y = ClampUnitVec(d, term + f * g);
  z = ClampUnitVec(d, term + f * b);
}

using detail::RgbMode;

// One pixel of a mode (detail::RgbMode: RGB -> HSV, HSV -> RGB, RGB -> RGB
// with the hue shifted by `param`: adjust_hue, RGB -> RGB with the saturation
// times `param`: adjust_saturation, or adjust_saturation_with_gray_subtraction
// with factor `param`, the gray's addcmul fused or not), scalar.
template <RgbMode kMode>
inline void RgbPixelScalar(float a, float b, float c, float eps, float param, float& x, float& y,
                           float& z) {
  if (kMode == RgbMode::kGrayBlend || kMode == RgbMode::kGrayBlendFused)
    return GrayBlendScalar<kMode == RgbMode::kGrayBlendFused>(a, b, c, param, x, y, z);
  if (kMode == RgbMode::kSaturation) return SaturationScalar(a, b, c, param, x, y, z);
  if (kMode == RgbMode::kHsvToRgb) return RgbScalar(a, b, c, x, y, z);
  float h, s, v;
  HsvScalar(a, b, c, eps, h, s, v);
  if (kMode == RgbMode::kRgbToHsv) {
    x = h, y = s, z = v;
    return;
  }
  RgbScalar(HueShiftScalar(h, param), s, v, x, y, z);
}

// The two element types: float32 as is, and uint8 as the levels x / 255 that
// ops/enhance/levels.h defines (the composite's image.to(float32).div(255)),
// written back by its Q: floor(clamp(255 v, 0, 255) + 0.5), NaN to 0.
inline float UnitScalar(float x) { return x; }
inline float UnitScalar(uint8_t x) { return static_cast<float>(x) / 255.0f; }

inline void PutScalar(float v, float* out) {
  if (std::isnan(v)) {
    std::memcpy(out, &kCanonicalNaN, sizeof(float));
  } else {
    *out = v;
  }
}

inline void PutScalar(float v, uint8_t* out) {
  float t = v * 255.0f;
  if (std::isnan(t)) t = 0.0f;
  t = t < 0.0f ? 0.0f : (t > 255.0f ? 255.0f : t);
  *out = static_cast<uint8_t>(std::floor(t + 0.5f));
}

template <class D>
HWY_INLINE hn::Vec<D> LoadUnit(D d, const float* HWY_RESTRICT p) {
  return hn::LoadU(d, p);
}

template <class D>
HWY_INLINE hn::Vec<D> LoadUnit(D d, const uint8_t* HWY_RESTRICT p) {
  const hn::Rebind<uint8_t, D> d8;
  const hn::Rebind<int32_t, D> di;
  return hn::ConvertTo(d, hn::PromoteTo(di, hn::LoadU(d8, p))) / hn::Set(d, 255.0f);
}

template <class D, class V = hn::Vec<D>>
HWY_INLINE void StoreUnit(D d, V v, float* HWY_RESTRICT p) {
  const V nan = hn::BitCast(d, hn::Set(hn::RebindToUnsigned<D>(), kCanonicalNaN));
  hn::StoreU(hn::IfThenElse(hn::IsNaN(v), nan, v), d, p);
}

template <class D, class V = hn::Vec<D>>
HWY_INLINE void StoreUnit(D d, V v, uint8_t* HWY_RESTRICT p) {
  const hn::Rebind<uint8_t, D> d8;
  const hn::Rebind<int32_t, D> di;
  const V zero = hn::Zero(d), top = hn::Set(d, 255.0f);
  V t = v * top;
  t = hn::IfThenElse(hn::IsNaN(t), zero, t);
  t = hn::IfThenElse(t < zero, zero, hn::IfThenElse(t > top, top, t));
  hn::StoreU(hn::DemoteTo(d8, hn::ConvertTo(di, hn::Floor(t + hn::Set(d, 0.5f)))), d8, p);
}

// n pixels of three planes, in and out (float32 or uint8, the latter for
// kHueShift and kSaturation only). A vector the vector forms do not follow
// (`ok`) is recomputed with the scalar ones.
template <RgbMode kMode, class T>
void RgbPlanesOf(const T* HWY_RESTRICT in0, const T* HWY_RESTRICT in1, const T* HWY_RESTRICT in2,
                 T* HWY_RESTRICT out0, T* HWY_RESTRICT out1, T* HWY_RESTRICT out2, size_t n,
                 float eps, float param) {
  const hn::ScalableTag<float> d;
  using V = hn::Vec<decltype(d)>;
  const size_t lanes = hn::Lanes(d);
  const V veps = hn::Set(d, eps), vparam = hn::Set(d, param);
  const auto pixel = [&](size_t j) {
    float x, y, z;
    RgbPixelScalar<kMode>(UnitScalar(in0[j]), UnitScalar(in1[j]), UnitScalar(in2[j]), eps, param, x,
                          y, z);
    PutScalar(x, out0 + j);
    PutScalar(y, out1 + j);
    PutScalar(z, out2 + j);
  };
  size_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    const V a = LoadUnit(d, in0 + i), b = LoadUnit(d, in1 + i), c = LoadUnit(d, in2 + i);
    auto ok = hn::FirstN(d, lanes);
    V x, y, z;
    if (kMode == RgbMode::kGrayBlend || kMode == RgbMode::kGrayBlendFused) {
      GrayBlendVec<kMode == RgbMode::kGrayBlendFused>(d, a, b, c, vparam, x, y, z);
    } else if (kMode == RgbMode::kSaturation) {
      SaturationVec(d, a, b, c, vparam, x, y, z);
    } else if (kMode == RgbMode::kHsvToRgb) {
      RgbVec(d, a, b, c, x, y, z, ok);
    } else {
      V h, s, v;
      HsvVec(d, a, b, c, veps, h, s, v, ok);
      if (kMode == RgbMode::kRgbToHsv) {
        x = h, y = s, z = v;
      } else {
        RgbVec(d, HueShiftVec(d, h, vparam, ok), s, v, x, y, z, ok);
      }
    }
    if (hn::AllTrue(d, ok)) {
      StoreUnit(d, x, out0 + i);
      StoreUnit(d, y, out1 + i);
      StoreUnit(d, z, out2 + i);
      continue;
    }
    for (size_t j = i; j < i + lanes; ++j) pixel(j);
  }
  for (; i < n; ++i) pixel(i);
}

// Mode and element type chosen at run time (uint8 with kHueShift or
// kSaturation).
void RgbPlanesOfMode(RgbMode mode, bool uint8, const void* in0, const void* in1, const void* in2,
                     void* out0, void* out1, void* out2, size_t n, float eps, float param) {
  if (uint8) {
    const auto* a = static_cast<const uint8_t*>(in0);
    const auto* b = static_cast<const uint8_t*>(in1);
    const auto* c = static_cast<const uint8_t*>(in2);
    auto *x = static_cast<uint8_t*>(out0), *y = static_cast<uint8_t*>(out1),
         *z = static_cast<uint8_t*>(out2);
    if (mode == RgbMode::kSaturation)
      return RgbPlanesOf<RgbMode::kSaturation>(a, b, c, x, y, z, n, eps, param);
    return RgbPlanesOf<RgbMode::kHueShift>(a, b, c, x, y, z, n, eps, param);
  }
  const auto* a = static_cast<const float*>(in0);
  const auto* b = static_cast<const float*>(in1);
  const auto* c = static_cast<const float*>(in2);
  auto *x = static_cast<float*>(out0), *y = static_cast<float*>(out1),
       *z = static_cast<float*>(out2);
  switch (mode) {
    case RgbMode::kRgbToHsv:
      return RgbPlanesOf<RgbMode::kRgbToHsv>(a, b, c, x, y, z, n, eps, param);
    case RgbMode::kHsvToRgb:
      return RgbPlanesOf<RgbMode::kHsvToRgb>(a, b, c, x, y, z, n, eps, param);
    case RgbMode::kHueShift:
      return RgbPlanesOf<RgbMode::kHueShift>(a, b, c, x, y, z, n, eps, param);
    case RgbMode::kSaturation:
      return RgbPlanesOf<RgbMode::kSaturation>(a, b, c, x, y, z, n, eps, param);
#if HWY_TARGET <= HWY_AVX2
    case RgbMode::kGrayBlendFused:
      return RgbPlanesOf<RgbMode::kGrayBlendFused>(a, b, c, x, y, z, n, eps, param);
#endif
    // kGrayBlend, and kGrayBlendFused where the CPU has no FMA (nor then has
    // ATen's kernel).
    default:
      return RgbPlanesOf<RgbMode::kGrayBlend>(a, b, c, x, y, z, n, eps, param);
  }
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
#include "ops/native/native.h"

namespace kornia::native {

HWY_EXPORT(RgbPlanesOfMode);

namespace {

using detail::kGrain;
using detail::RgbMode;

// The RGB kernels (the HSV ones, adjust_saturation's) over ATen's pool: the
// image (float32, or uint8 for kHueShift and kSaturation) made contiguous,
// split into ranges of pixels within a plane (each pixel computed alone: the
// split changes no byte), one parameter per image (P, ...) or none.
at::Tensor RgbImage(RgbMode mode, const at::Tensor& image, float eps, const float* params) {
  detail::CountKernelRun();
  const at::Tensor x = image.contiguous();
  at::Tensor out = at::empty(x.sizes(), x.options());
  if (out.numel() == 0) return out;
  const bool uint8 = x.scalar_type() == at::kByte;
  const int64_t bytes = uint8 ? 1 : 4;
  const int64_t plane = x.size(-2) * x.size(-1);
  const int64_t pixels = x.numel() / 3;
  const char* in = static_cast<const char*>(x.data_ptr());
  char* dst = static_cast<char*>(out.data_ptr());
  at::parallel_for(0, pixels, kGrain / 4, [&](int64_t begin, int64_t end) {
    for (int64_t o = begin; o < end;) {
      const int64_t k = o / plane, i = o % plane;
      const int64_t count = std::min(end - o, plane - i);
      const char* a = in + (k * 3 * plane + i) * bytes;
      char* z = dst + (k * 3 * plane + i) * bytes;
      const int64_t step = plane * bytes;
      HWY_DYNAMIC_DISPATCH(RgbPlanesOfMode)
      (mode, uint8, a, a + step, a + 2 * step, z, z + step, z + 2 * step,
       static_cast<size_t>(count), eps, params == nullptr ? 0.0f : params[k]);
      o += count;
    }
  });
  return out;
}

void CheckRgbImage(const char* op, const at::Tensor& image, bool uint8) {
  KC_CHECK(image.dim() >= 3 && image.size(-3) == 3, op, "an image of shape (*, 3, H, W)", "shape ",
           image.sizes());
  const at::ScalarType t = image.scalar_type();
  KC_CHECK_DTYPE(t == at::kFloat || (uint8 && t == at::kByte), op,
                 uint8 ? "a float32 or uint8 image" : "a float32 image", "dtype ", t);
}

// The modes with a parameter: one float32 per image, (P,).
at::Tensor PerImageRgb(const char* op, const char* name, RgbMode mode, const at::Tensor& image,
                       const at::Tensor& param) {
  CheckRgbImage(op, image, true);
  int64_t images = 1;
  for (int64_t d = 0; d + 3 < image.dim(); ++d) images *= image.size(d);
  KC_CHECK(param.scalar_type() == at::kFloat && param.dim() == 1 && param.size(0) == images, op,
           c10::str("a float32 ", name, " of shape (", images, ",): one per image"), "a ",
           param.scalar_type(), " ", name, " of shape ", param.sizes());
  const at::Tensor per_image = param.contiguous();
  return RgbImage(mode, image, 1e-8f, images == 0 ? nullptr : per_image.data_ptr<float>());
}

}  // namespace

namespace detail {

at::Tensor RgbToHsvCpu(const at::Tensor& image, double eps) {
  CheckRgbImage("_rgb_to_hsv", image, false);
  return RgbImage(RgbMode::kRgbToHsv, image, static_cast<float>(eps), nullptr);
}

at::Tensor HsvToRgbCpu(const at::Tensor& image) {
  CheckRgbImage("_hsv_to_rgb", image, false);
  return RgbImage(RgbMode::kHsvToRgb, image, 0.0f, nullptr);
}

at::Tensor AdjustHueCpu(const at::Tensor& image, const at::Tensor& shift) {
  return PerImageRgb("_adjust_hue", "shift", RgbMode::kHueShift, image, shift);
}

at::Tensor AdjustSaturationCpu(const at::Tensor& image, const at::Tensor& factor) {
  return PerImageRgb("_adjust_saturation", "factor", RgbMode::kSaturation, image, factor);
}

at::Tensor SaturationGraySubtractionCpu(const at::Tensor& image, const at::Tensor& factor) {
  CheckRgbImage("_saturation_gray_subtraction", image, false);
  return PerImageRgb("_saturation_gray_subtraction", "factor",
                     detail::AtenFuses() ? RgbMode::kGrayBlendFused : RgbMode::kGrayBlend, image,
                     factor);
}

}  // namespace detail
}  // namespace kornia::native

#endif  // HWY_ONCE
