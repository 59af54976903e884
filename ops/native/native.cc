// The native backend's kernels and operators (native.h says what and why).
//
// The SIMD part is Highway's dynamic dispatch: foreach_target.h includes this
// file once per x86 target (HWY_TARGET_INCLUDE), compiling the HWY_NAMESPACE
// functions with that target's instructions, and HWY_DYNAMIC_DISPATCH picks
// the best one the CPU has on first call. Everything else is compiled once
// (HWY_ONCE).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/native/native.cc"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

const char* TargetNameOf() { return hwy::TargetName(HWY_TARGET); }

void InvertU8Of(const uint8_t* HWY_RESTRICT in, uint8_t* HWY_RESTRICT out, size_t n) {
  const hn::ScalableTag<uint8_t> d;
  const size_t lanes = hn::Lanes(d);
  const auto top = hn::Set(d, uint8_t{255});
  size_t i = 0;
  for (; i + lanes <= n; i += lanes) hn::StoreU(top - hn::LoadU(d, in + i), d, out + i);
  for (; i < n; ++i) out[i] = static_cast<uint8_t>(255 - in[i]);
}

// int32 lanes: each uint8 widened, weighted, summed, rounded by +2**14 and a
// shift of 15 (the composite's floor_divide of a non-negative int32).
void GrayU8Of(const uint8_t* HWY_RESTRICT c0, const uint8_t* HWY_RESTRICT c1,
              const uint8_t* HWY_RESTRICT c2, uint8_t* HWY_RESTRICT out, size_t n, int32_t w0,
              int32_t w1, int32_t w2) {
  const hn::ScalableTag<int32_t> d32;
  const hn::Rebind<uint8_t, decltype(d32)> d8;
  const size_t lanes = hn::Lanes(d32);
  const auto v0 = hn::Set(d32, w0), v1 = hn::Set(d32, w1), v2 = hn::Set(d32, w2);
  const auto half = hn::Set(d32, int32_t{1} << 14);
  size_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    auto acc = hn::PromoteTo(d32, hn::LoadU(d8, c0 + i)) * v0;
    acc = acc + hn::PromoteTo(d32, hn::LoadU(d8, c1 + i)) * v1;
    acc = acc + hn::PromoteTo(d32, hn::LoadU(d8, c2 + i)) * v2;
    hn::StoreU(hn::DemoteTo(d8, hn::ShiftRight<15>(acc + half)), d8, out + i);
  }
  for (; i < n; ++i)
    out[i] = static_cast<uint8_t>((c0[i] * w0 + c1[i] * w1 + c2[i] * w2 + (1 << 14)) >> 15);
}

// An unsigned compare and a blend; above/below -1 is the input itself.
void SelectU8Of(const uint8_t* HWY_RESTRICT in, uint8_t* HWY_RESTRICT out, size_t n, int cut,
                int above, int below) {
  const hn::ScalableTag<uint8_t> d;
  const size_t lanes = hn::Lanes(d);
  const auto vcut = hn::Set(d, static_cast<uint8_t>(cut));
  const auto va = hn::Set(d, static_cast<uint8_t>(above)),
             vb = hn::Set(d, static_cast<uint8_t>(below));
  size_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    const auto x = hn::LoadU(d, in + i);
    const auto a = above < 0 ? x : va, b = below < 0 ? x : vb;
    hn::StoreU(hn::IfThenElse(x > vcut, a, b), d, out + i);
  }
  for (; i < n; ++i) {
    const int x = in[i];
    out[i] = static_cast<uint8_t>(x > cut ? (above < 0 ? x : above) : (below < 0 ? x : below));
  }
}

// uint8 to float32, then (x - mean) / std, or mean + x * std (denormalize's
// addcmul) as ATen computes them here: its addcmul kernel is compiled per
// capability and contracts to one fused multiply-add in its AVX2 and AVX-512
// builds (measured: the separate roundings differ by an ulp), so `fuse` is
// whether ATen runs one of those (AtenFuses); everything else is one IEEE
// operation each (the library compiles with -ffp-contract=off).
void ScaleU8Of(const uint8_t* HWY_RESTRICT in, float* HWY_RESTRICT out, size_t n, float mean,
               float std, bool inverse, bool fuse) {
  const hn::ScalableTag<float> df;
  const hn::Rebind<int32_t, decltype(df)> di;
  const hn::Rebind<uint8_t, decltype(df)> d8;
  const size_t lanes = hn::Lanes(df);
#if HWY_TARGET <= HWY_AVX2  // the x86 targets with FMA
  const bool fused = fuse;
#else
  const bool fused = false;  // ATen cannot fuse on a CPU without FMA either
  (void)fuse;
#endif
  const auto vm = hn::Set(df, mean), vs = hn::Set(df, std);
  size_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    const auto x = hn::ConvertTo(df, hn::PromoteTo(di, hn::LoadU(d8, in + i)));
    hn::StoreU(!inverse ? (x - vm) / vs : fused ? hn::MulAdd(x, vs, vm) : vm + x * vs, df, out + i);
  }
  for (; i < n; ++i) {
    const auto x = static_cast<float>(in[i]);
    out[i] = !inverse ? (x - mean) / std : fused ? std::fma(x, std, mean) : mean + x * std;
  }
}

// Each of `rows` rows of `width` lanes of T, reversed: out[w] = in[width-1-w].
template <class T>
void ReverseRowsOf(const T* HWY_RESTRICT in, T* HWY_RESTRICT out, size_t rows, size_t width) {
  const hn::ScalableTag<T> d;
  const size_t lanes = hn::Lanes(d);
  for (size_t r = 0; r < rows; ++r, in += width, out += width) {
    size_t w = 0;
    for (; w + lanes <= width; w += lanes)
      hn::StoreU(hn::Reverse(d, hn::LoadU(d, in + width - w - lanes)), d, out + w);
    for (; w < width; ++w) out[w] = in[width - 1 - w];
  }
}

// Bytes: a whole vector at a time, its 8-byte lanes reversed, then the bytes
// within each lane by one shuffle (Highway 1.0 reverses wider lanes only).
void ReverseRowsU8(const uint8_t* HWY_RESTRICT in, uint8_t* HWY_RESTRICT out, size_t rows,
                   size_t width) {
#if HWY_TARGET == HWY_SCALAR  // one lane: no 16-byte vector to shuffle
  for (size_t r = 0; r < rows; ++r, in += width, out += width)
    for (size_t w = 0; w < width; ++w) out[w] = in[width - 1 - w];
#else
  const hn::ScalableTag<uint8_t> d;
  const hn::Repartition<uint64_t, decltype(d)> d64;
  const size_t lanes = hn::Lanes(d);
  alignas(16) constexpr uint8_t kSwap[16] = {7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8};
  const auto order = hn::LoadDup128(d, kSwap);
  for (size_t r = 0; r < rows; ++r, in += width, out += width) {
    size_t w = 0;
    for (; w + lanes <= width; w += lanes) {
      const auto v = hn::LoadU(d, in + width - w - lanes);
      const auto lanes_reversed = hn::BitCast(d, hn::Reverse(d64, hn::BitCast(d64, v)));
      hn::StoreU(hn::TableLookupBytes(lanes_reversed, order), d, out + w);
    }
    for (; w < width; ++w) out[w] = in[width - 1 - w];
  }
#endif
}

// A 256-entry byte table: sixteen 16-byte tables, one shuffle each. Lane x
// reads table k = x / 16 where x - 16 k (wrapping) lies in [0, 15]: plus 0x70
// (saturating) it keeps bit 7 clear there and only there, and the shuffle
// gives 0 wherever bit 7 is set, so the OR of the sixteen holds the entry.
void LutU8Of(const uint8_t* HWY_RESTRICT in, uint8_t* HWY_RESTRICT out, size_t n,
             const uint8_t* HWY_RESTRICT table) {
#if HWY_TARGET == HWY_SCALAR  // one lane: no 16-byte table to shuffle
  for (size_t i = 0; i < n; ++i) out[i] = table[in[i]];
#else
  const hn::ScalableTag<uint8_t> d;
  const size_t lanes = hn::Lanes(d);
  using V = hn::Vec<decltype(d)>;
  V t[16];
  for (size_t k = 0; k < 16; ++k) t[k] = hn::LoadDup128(d, table + 16 * k);
  const auto bias = hn::Set(d, uint8_t{0x70});
  const auto sixteen = hn::Set(d, uint8_t{16});
  size_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    auto y = hn::LoadU(d, in + i);
    auto acc = hn::TableLookupBytesOr0(t[0], hn::SaturatedAdd(y, bias));
    for (size_t k = 1; k < 16; ++k) {
      y = y - sixteen;
      acc = hn::Or(acc, hn::TableLookupBytesOr0(t[k], hn::SaturatedAdd(y, bias)));
    }
    hn::StoreU(acc, d, out + i);
  }
  for (; i < n; ++i) out[i] = table[in[i]];
#endif
}

void ReverseRowsOfSize(const void* in, void* out, size_t rows, size_t width, size_t bytes) {
  switch (bytes) {
    case 1:
      return ReverseRowsU8(static_cast<const uint8_t*>(in), static_cast<uint8_t*>(out), rows,
                           width);
    case 2:
      return ReverseRowsOf(static_cast<const uint16_t*>(in), static_cast<uint16_t*>(out), rows,
                           width);
    case 4:
      return ReverseRowsOf(static_cast<const uint32_t*>(in), static_cast<uint32_t*>(out), rows,
                           width);
    default:
      return ReverseRowsOf(static_cast<const uint64_t*>(in), static_cast<uint64_t*>(out), rows,
                           width);
  }
}

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

// One pixel of mode 0 (RGB -> HSV), 1 (HSV -> RGB), 2 (RGB -> RGB with the
// hue shifted by `param`: adjust_hue), 3 (RGB -> RGB, saturation times
// `param`: adjust_saturation) or 4 and 5 (adjust_saturation_with_gray_
// subtraction with factor `param`, 5 with the gray's addcmul fused), scalar.
template <int kMode>
inline void RgbPixelScalar(float a, float b, float c, float eps, float param, float& x, float& y,
                           float& z) {
  if (kMode == 4 || kMode == 5) return GrayBlendScalar<kMode == 5>(a, b, c, param, x, y, z);
  if (kMode == 3) return SaturationScalar(a, b, c, param, x, y, z);
  if (kMode == 1) return RgbScalar(a, b, c, x, y, z);
  float h, s, v;
  HsvScalar(a, b, c, eps, h, s, v);
  if (kMode == 0) {
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
// modes 2 and 3 only). A vector the vector forms do not follow (`ok`) is
// recomputed with the scalar ones.
template <int kMode, class T>
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
    if (kMode == 4 || kMode == 5) {
      GrayBlendVec<kMode == 5>(d, a, b, c, vparam, x, y, z);
    } else if (kMode == 3) {
      SaturationVec(d, a, b, c, vparam, x, y, z);
    } else if (kMode == 1) {
      RgbVec(d, a, b, c, x, y, z, ok);
    } else {
      V h, s, v;
      HsvVec(d, a, b, c, veps, h, s, v, ok);
      if (kMode == 0) {
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

// Mode and element type chosen at run time (uint8 with mode 2 or 3).
void RgbPlanesOfMode(int mode, bool uint8, const void* in0, const void* in1, const void* in2,
                     void* out0, void* out1, void* out2, size_t n, float eps, float param) {
  if (uint8) {
    const auto* a = static_cast<const uint8_t*>(in0);
    const auto* b = static_cast<const uint8_t*>(in1);
    const auto* c = static_cast<const uint8_t*>(in2);
    auto *x = static_cast<uint8_t*>(out0), *y = static_cast<uint8_t*>(out1),
         *z = static_cast<uint8_t*>(out2);
    if (mode == 3) return RgbPlanesOf<3>(a, b, c, x, y, z, n, eps, param);
    return RgbPlanesOf<2>(a, b, c, x, y, z, n, eps, param);
  }
  const auto* a = static_cast<const float*>(in0);
  const auto* b = static_cast<const float*>(in1);
  const auto* c = static_cast<const float*>(in2);
  auto *x = static_cast<float*>(out0), *y = static_cast<float*>(out1),
       *z = static_cast<float*>(out2);
  switch (mode) {
    case 0:
      return RgbPlanesOf<0>(a, b, c, x, y, z, n, eps, param);
    case 1:
      return RgbPlanesOf<1>(a, b, c, x, y, z, n, eps, param);
    case 2:
      return RgbPlanesOf<2>(a, b, c, x, y, z, n, eps, param);
    case 3:
      return RgbPlanesOf<3>(a, b, c, x, y, z, n, eps, param);
#if HWY_TARGET <= HWY_AVX2
    case 5:
      return RgbPlanesOf<5>(a, b, c, x, y, z, n, eps, param);
#endif
    default:  // 4, and 5 where the CPU has no FMA (nor then has ATen's kernel)
      return RgbPlanesOf<4>(a, b, c, x, y, z, n, eps, param);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace kornia::native
HWY_AFTER_NAMESPACE();

#if HWY_ONCE

#include <ATen/Parallel.h>
#include <ATen/TensorOperators.h>
#include <ATen/Version.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/core/grad_mode.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/empty_like.h>
#include <ATen/ops/flip.h>
#include <ATen/ops/floor_divide.h>
#include <ATen/ops/full.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>
#include <torch/library.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <initializer_list>
#include <string>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/native/native.h"

namespace kornia::native {

HWY_EXPORT(TargetNameOf);
HWY_EXPORT(InvertU8Of);
HWY_EXPORT(GrayU8Of);
HWY_EXPORT(SelectU8Of);
HWY_EXPORT(ReverseRowsOfSize);
HWY_EXPORT(ScaleU8Of);
HWY_EXPORT(LutU8Of);
HWY_EXPORT(RgbPlanesOfMode);

namespace {

thread_local bool composite_only = false;
std::atomic<uint64_t> kernel_runs{0};

// Elements per task of ATen's pool: 64 KiB of uint8, so a 256x256x3 image
// runs as 3 tasks and a batch spreads over every thread.
constexpr int64_t kGrain = int64_t{1} << 16;

void CheckUint8(const char* op, const at::Tensor& t, const char* name) {
  KC_CHECK_DTYPE(t.scalar_type() == at::kByte, op, c10::str("a uint8 ", name),
                 core::DtypeName(t.scalar_type()));
}

template <class T>
void FillTyped(char* to, const char* value, int64_t count) {
  T lane;
  std::memcpy(&lane, value, sizeof(T));
  std::fill_n(reinterpret_cast<T*>(to), count, lane);
}

// An elementwise uint8 kernel over a contiguous input, in tasks of ATen's
// pool: kernel(in, out, n) on each range.
template <class Kernel>
at::Tensor ElementwiseU8(const at::Tensor& input, Kernel kernel) {
  kernel_runs.fetch_add(1, std::memory_order_relaxed);
  at::Tensor out = at::empty_like(input);
  const uint8_t* in = input.data_ptr<uint8_t>();
  uint8_t* dst = out.data_ptr<uint8_t>();
  at::parallel_for(0, input.numel(), kGrain, [&](int64_t begin, int64_t end) {
    kernel(in + begin, dst + begin, static_cast<size_t>(end - begin));
  });
  return out;
}

at::Tensor InvertCpu(const at::Tensor& image) {
  CheckUint8("_invert_uint8", image, "image");
  if (!image.is_contiguous()) return detail::InvertUint8Composite(image);
  return ElementwiseU8(image,
                       [](const uint8_t* in, uint8_t* out, size_t n) { InvertU8(in, out, n); });
}

std::array<int64_t, 3> WeightsOf(at::IntArrayRef weights) {
  KC_CHECK(weights.size() == 3, "_gray_uint8", "3 weights", weights.size(), " weights");
  for (const int64_t w : weights)
    KC_CHECK(w >= 0 && w <= (int64_t{1} << 15), "_gray_uint8", "weights in [0, 2**15]", "weights ",
             weights);
  KC_CHECK(weights[0] + weights[1] + weights[2] <= (int64_t{1} << 15), "_gray_uint8",
           "weights summing to at most 2**15", "weights ", weights);
  return {weights[0], weights[1], weights[2]};
}

at::Tensor GrayCpu(const at::Tensor& image, at::IntArrayRef weights) {
  CheckUint8("_gray_uint8", image, "image");
  const std::array<int64_t, 3> w = WeightsOf(weights);
  KC_CHECK(image.dim() >= 3 && image.size(-3) == 3, "_gray_uint8", "an image of shape (*, 3, H, W)",
           "shape ", image.sizes());
  if (!image.is_contiguous()) return detail::GrayUint8Composite(image, w);
  std::vector<int64_t> shape(image.sizes().begin(), image.sizes().end());
  shape[shape.size() - 3] = 1;
  kernel_runs.fetch_add(1, std::memory_order_relaxed);
  at::Tensor out = at::empty(shape, image.options());
  const int64_t plane = image.size(-2) * image.size(-1);
  const uint8_t* in = image.data_ptr<uint8_t>();
  uint8_t* dst = out.data_ptr<uint8_t>();
  // Over the output's elements: image b's plane runs from b * plane.
  at::parallel_for(0, out.numel(), kGrain, [&](int64_t begin, int64_t end) {
    for (int64_t o = begin; o < end;) {
      const int64_t b = o / plane, i = o % plane;
      const int64_t count = std::min(end - o, plane - i);
      const uint8_t* c0 = in + b * 3 * plane + i;
      GrayU8(c0, c0 + plane, c0 + 2 * plane, dst + o, static_cast<size_t>(count),
             static_cast<int32_t>(w[0]), static_cast<int32_t>(w[1]), static_cast<int32_t>(w[2]));
      o += count;
    }
  });
  return out;
}

void CheckSelect(const at::Tensor& input, int64_t cut, int64_t above, int64_t below) {
  CheckUint8("_select_uint8", input, "input");
  KC_CHECK(cut >= -1 && cut <= 255, "_select_uint8", "cut in [-1, 255]", "cut = ", cut);
  KC_CHECK(above >= -1 && above <= 255 && below >= -1 && below <= 255, "_select_uint8",
           "above and below in [-1, 255]", "above = ", above, ", below = ", below);
}

at::Tensor SelectCpu(const at::Tensor& input, int64_t cut, int64_t above, int64_t below) {
  CheckSelect(input, cut, above, below);
  if (!input.is_contiguous()) return detail::SelectUint8Composite(input, cut, above, below);
  // Every value above (cut -1) or none (cut 255): one side for all, and the
  // kernel's compare (cut in [0, 254]) picks it either way.
  if (cut < 0) below = above;
  if (cut > 254) above = below;
  const int c = static_cast<int>(std::clamp<int64_t>(cut, 0, 254));
  const int a = static_cast<int>(above), b = static_cast<int>(below);
  return ElementwiseU8(
      input, [=](const uint8_t* in, uint8_t* out, size_t n) { SelectU8(in, out, n, c, a, b); });
}

// Whether the byte-moving kernels (_hflip_where, _planes) take this input.
bool MovableLanes(const at::Tensor& input) {
  const int64_t bytes = input.element_size();
  return input.is_contiguous() && !input.is_complex() &&
         (bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8);
}

// out[b] = gate[b] ? flip(input[b], -1) : input[b], row by row over ATen's
// pool: a gated image's rows reversed, the others copied.
void CheckGate(const char* op, const at::Tensor& input, const at::Tensor& gate) {
  KC_CHECK(input.dim() >= 2, op, "an input of at least 2 dims", "shape ", input.sizes());
  KC_CHECK_DTYPE(
      gate.scalar_type() == at::kBool && gate.dim() == 1 && gate.size(0) == input.size(0), op,
      c10::str("a bool gate of shape (", input.size(0), ",)"), core::DtypeName(gate.scalar_type()),
      " gate of shape ", gate.sizes());
}

at::Tensor HflipWhereCpu(const at::Tensor& input, const at::Tensor& gate) {
  CheckGate("_hflip_where", input, gate);
  if (!MovableLanes(input)) return detail::HflipWhereComposite(input, gate);
  const auto bytes = static_cast<size_t>(input.element_size());
  kernel_runs.fetch_add(1, std::memory_order_relaxed);
  const at::Tensor g = gate.contiguous();
  at::Tensor out = at::empty_like(input);
  const int64_t width = input.size(-1);
  const int64_t rows = width == 0 ? 0 : input.numel() / width;
  const int64_t per_image = input.size(0) == 0 ? 0 : rows / input.size(0);
  const auto* in = static_cast<const char*>(input.data_ptr());
  auto* dst = static_cast<char*>(out.data_ptr());
  const bool* flip = g.data_ptr<bool>();
  const int64_t row_bytes = width * static_cast<int64_t>(bytes);
  at::parallel_for(0, rows, std::max<int64_t>(1, kGrain / std::max<int64_t>(row_bytes, 1)),
                   [&](int64_t begin, int64_t end) {
                     for (int64_t r = begin; r < end;) {
                       const int64_t b = r / per_image;
                       const int64_t count = std::min(end, (b + 1) * per_image) - r;
                       const char* from = in + r * row_bytes;
                       char* to = dst + r * row_bytes;
                       // lint: allow(host-readback) the CPU kernel reads its gate input; the op is
                       // one node to a tracer
                       if (flip[b]) {
                         ReverseRows(from, to, static_cast<size_t>(count),
                                     static_cast<size_t>(width), bytes);
                       } else {
                         std::memcpy(to, from, static_cast<size_t>(count * row_bytes));
                       }
                       r += count;
                     }
                   });
  return out;
}

// out[b] = gate[b] ? flip(input[b], -2) : input[b], row by row over ATen's
// pool: row r of a gated image's plane is the plane's row H - 1 - r.
at::Tensor VflipWhereCpu(const at::Tensor& input, const at::Tensor& gate) {
  CheckGate("_vflip_where", input, gate);
  if (!MovableLanes(input)) return detail::VflipWhereComposite(input, gate);
  kernel_runs.fetch_add(1, std::memory_order_relaxed);
  const at::Tensor g = gate.contiguous();
  at::Tensor out = at::empty_like(input);
  const int64_t height = input.size(-2), width = input.size(-1);
  const int64_t rows = width == 0 ? 0 : input.numel() / width;
  if (rows == 0) return out;
  const int64_t per_image = rows / input.size(0);
  const auto* in = static_cast<const char*>(input.data_ptr());
  auto* dst = static_cast<char*>(out.data_ptr());
  const bool* flip = g.data_ptr<bool>();
  const int64_t row_bytes = width * static_cast<int64_t>(input.element_size());
  at::parallel_for(
      0, rows, std::max<int64_t>(1, kGrain / std::max<int64_t>(row_bytes, 1)),
      [&](int64_t begin, int64_t end) {
        for (int64_t r = begin; r < end; ++r) {
          const int64_t within = r % height;
          // lint: allow(host-readback) the CPU kernel reads its gate input; the op is
          // one node to a tracer
          const int64_t from = flip[r / per_image] ? r - within + height - 1 - within : r;
          std::memcpy(dst + r * row_bytes, in + from * row_bytes, static_cast<size_t>(row_bytes));
        }
      });
  return out;
}

void CheckPlanes(const at::Tensor& input, at::IntArrayRef source,
                 const c10::optional<at::Tensor>& fill) {
  KC_CHECK(input.dim() >= 3, "_planes", "an input of shape (*, C, H, W)", "shape ",
           input.sym_sizes());
  // C read alone (its composite form is the Meta kernel: a dynamic batch
  // stays symbolic).
  const int64_t channels = core::HostSize(input, -3);
  bool fills = false;
  for (const int64_t s : source) {
    KC_CHECK(s >= -1 && s < channels, "_planes",
             c10::str("source planes in [-1, ", channels - 1, "]"), "source ", source);
    fills = fills || s == -1;
  }
  if (fills)
    KC_CHECK(fill.has_value() && fill->dim() == 0 && fill->scalar_type() == input.scalar_type(),
             "_planes", c10::str("a 0-dim ", core::DtypeName(input.scalar_type()), " fill"),
             fill.has_value() ? c10::str("fill of shape ", fill->sizes(), " and dtype ",
                                         core::DtypeName(fill->scalar_type()))
                              : std::string("no fill"));
}

// Every element of `count` lanes of `bytes` at `to` set to the lane at `value`.
void FillLanes(char* to, const char* value, int64_t count, size_t bytes) {
  switch (bytes) {
    case 1:
      std::memset(to, *value, static_cast<size_t>(count));
      return;
    case 2:
      return FillTyped<uint16_t>(to, value, count);
    case 4:
      return FillTyped<uint32_t>(to, value, count);
    default:
      return FillTyped<uint64_t>(to, value, count);
  }
}

// Plane by plane over ATen's pool: a copy of the source plane (memcpy) or
// the fill.
at::Tensor PlanesCpu(const at::Tensor& input, at::IntArrayRef source,
                     const c10::optional<at::Tensor>& fill) {
  CheckPlanes(input, source, fill);
  if (!MovableLanes(input)) return detail::PlanesComposite(input, source, fill);
  kernel_runs.fetch_add(1, std::memory_order_relaxed);
  std::vector<int64_t> shape(input.sizes().begin(), input.sizes().end());
  const int64_t channels = input.size(-3);
  const auto planes_out = static_cast<int64_t>(source.size());
  shape[shape.size() - 3] = planes_out;
  at::Tensor out = at::empty(shape, input.options());
  const auto bytes = static_cast<size_t>(input.element_size());
  const int64_t plane_bytes = input.size(-2) * input.size(-1) * static_cast<int64_t>(bytes);
  const int64_t tasks = out.numel() == 0 ? 0 : out.numel() / (input.size(-2) * input.size(-1));
  if (tasks == 0) return out;
  const std::vector<int64_t> from_plane(source.begin(), source.end());
  const auto* in = static_cast<const char*>(input.data_ptr());
  auto* dst = static_cast<char*>(out.data_ptr());
  const at::Tensor value = fill.has_value() ? fill->contiguous() : at::Tensor();
  const char* fill_lane = value.defined() ? static_cast<const char*>(value.data_ptr()) : nullptr;
  at::parallel_for(0, tasks, std::max<int64_t>(1, kGrain / std::max<int64_t>(plane_bytes, 1)),
                   [&](int64_t begin, int64_t end) {
                     for (int64_t t = begin; t < end; ++t) {
                       const int64_t b = t / planes_out, i = t % planes_out;
                       char* to = dst + t * plane_bytes;
                       const int64_t s = from_plane[static_cast<size_t>(i)];
                       if (s >= 0) {
                         std::memcpy(to, in + (b * channels + s) * plane_bytes,
                                     static_cast<size_t>(plane_bytes));
                       } else {
                         FillLanes(to, fill_lane, plane_bytes / static_cast<int64_t>(bytes), bytes);
                       }
                     }
                   });
  return out;
}

void CheckLut(const at::Tensor& input, const at::Tensor& table) {
  CheckUint8("_lut_uint8", input, "input");
  CheckUint8("_lut_uint8", table, "table");
  KC_CHECK(input.dim() >= 2, "_lut_uint8", "an input of at least 2 dims", "shape ",
           input.sym_sizes());
  bool fits = table.dim() == input.dim() && table.sym_size(-2) == 1 && table.sym_size(-1) == 256;
  for (int64_t i = 0; fits && i + 2 < input.dim(); ++i)
    fits = table.sym_size(i) == 1 || table.sym_size(i) == input.sym_size(i);
  KC_CHECK(fits, "_lut_uint8",
           c10::str("a table of shape (*, 1, 256), * broadcasting to ",
                    input.sym_sizes().slice(0, input.dim() - 2)),
           "shape ", table.sym_sizes());
}

// Plane by plane over ATen's pool: each element replaced by its entry in the
// plane's table.
at::Tensor LutCpu(const at::Tensor& input, const at::Tensor& table) {
  CheckLut(input, table);
  if (!input.is_contiguous()) return detail::LutUint8Composite(input, table);
  kernel_runs.fetch_add(1, std::memory_order_relaxed);
  at::Tensor out = at::empty_like(input);
  const int64_t plane = input.size(-2) * input.size(-1);
  if (out.numel() == 0) return out;
  std::vector<int64_t> rows_shape(input.sizes().begin(), input.sizes().end() - 2);
  rows_shape.insert(rows_shape.end(), {1, 256});
  const at::Tensor rows = table.expand(rows_shape).contiguous();
  const uint8_t* in = input.data_ptr<uint8_t>();
  const uint8_t* entries = rows.data_ptr<uint8_t>();
  uint8_t* dst = out.data_ptr<uint8_t>();
  at::parallel_for(0, input.numel(), kGrain, [&](int64_t begin, int64_t end) {
    for (int64_t o = begin; o < end;) {
      const int64_t p = o / plane, i = o % plane;
      const int64_t count = std::min(end - o, plane - i);
      LutU8(in + o, dst + o, static_cast<size_t>(count), entries + p * 256);
      o += count;
    }
  });
  return out;
}

at::Tensor LutCompositeChecked(const at::Tensor& input, const at::Tensor& table) {
  CheckLut(input, table);
  return detail::LutUint8Composite(input, table);
}

// The RGB kernels (the HSV ones, adjust_saturation's) over ATen's pool: the
// image (float32, or uint8 for modes 2 and 3) made contiguous, split into
// ranges of pixels within a plane (each pixel computed alone: the split
// changes no byte), one parameter per image (P, ...) or none.
at::Tensor RgbImage(int mode, const at::Tensor& image, float eps, const float* params) {
  kernel_runs.fetch_add(1, std::memory_order_relaxed);
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

at::Tensor PlanesCompositeChecked(const at::Tensor& input, at::IntArrayRef source,
                                  const c10::optional<at::Tensor>& fill) {
  CheckPlanes(input, source, fill);
  return detail::PlanesComposite(input, source, fill);
}

at::Tensor GrayComposite(const at::Tensor& image, at::IntArrayRef weights) {
  CheckUint8("_gray_uint8", image, "image");
  return detail::GrayUint8Composite(image, WeightsOf(weights));
}

at::Tensor SelectComposite(const at::Tensor& input, int64_t cut, int64_t above, int64_t below) {
  CheckSelect(input, cut, above, below);
  return detail::SelectUint8Composite(input, cut, above, below);
}

}  // namespace

bool Enabled() { return !composite_only; }

bool EnabledFor(const at::Tensor& input) {
  return Enabled() && !(at::GradMode::is_enabled() && input.requires_grad());
}

CompositeOnly::CompositeOnly() : previous_(composite_only) { composite_only = true; }
CompositeOnly::~CompositeOnly() { composite_only = previous_; }

void ReverseRows(const void* in, void* out, size_t rows, size_t width, size_t bytes) {
  HWY_DYNAMIC_DISPATCH(ReverseRowsOfSize)(in, out, rows, width, bytes);
}

// Whether ATen's CPU kernels run its AVX2 or AVX-512 build here (its config
// names the capability in use; ATEN_CPU_CAPABILITY=default turns it off).
bool AtenFuses() {
  static const bool fuses = [] {
    const std::string config = at::show_config();
    const std::string key = "CPU capability usage: ";
    const size_t at = config.find(key);
    return at != std::string::npos && config.compare(at + key.size(), 3, "AVX") == 0;
  }();
  return fuses;
}

void ScaleU8(const uint8_t* in, float* out, size_t n, float mean, float std, bool inverse) {
  HWY_DYNAMIC_DISPATCH(ScaleU8Of)(in, out, n, mean, std, inverse, inverse && AtenFuses());
}

at::Tensor detail::ScaleUint8Cpu(const at::Tensor& data, const at::Tensor& mean,
                                 const at::Tensor& std, bool inverse) {
  KC_CHECK_DTYPE(data.scalar_type() == at::kByte && data.dim() >= 2 && data.is_contiguous(),
                 inverse ? "_denormalize_uint8" : "_normalize_uint8",
                 "contiguous uint8 data of shape (B, C, *)", core::DtypeName(data.scalar_type()),
                 " data of shape ", data.sizes());
  kernel_runs.fetch_add(1, std::memory_order_relaxed);
  const int64_t batch = data.size(0), channels = data.size(1);
  const at::Tensor m = mean.to(at::kFloat).expand({batch, channels}).contiguous();
  const at::Tensor s = std.to(at::kFloat).expand({batch, channels}).contiguous();
  at::Tensor out = at::empty(data.sizes(), data.options().dtype(at::kFloat));
  const int64_t planes = batch * channels;
  const int64_t plane = planes == 0 ? 0 : data.numel() / planes;
  const uint8_t* in = data.data_ptr<uint8_t>();
  float* dst = out.data_ptr<float>();
  const float* pm = m.data_ptr<float>();
  const float* ps = s.data_ptr<float>();
  at::parallel_for(0, data.numel(), kGrain, [&](int64_t begin, int64_t end) {
    for (int64_t o = begin; o < end;) {
      const int64_t p = o / plane, i = o % plane;
      const int64_t count = std::min(end - o, plane - i);
      ScaleU8(in + o, dst + o, static_cast<size_t>(count), pm[p], ps[p], inverse);
      o += count;
    }
  });
  return out;
}

uint64_t KernelRuns() { return kernel_runs.load(std::memory_order_relaxed); }

const char* Target() { return HWY_DYNAMIC_DISPATCH(TargetNameOf)(); }

void InvertU8(const uint8_t* in, uint8_t* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(InvertU8Of)(in, out, n);
}

void GrayU8(const uint8_t* c0, const uint8_t* c1, const uint8_t* c2, uint8_t* out, size_t n,
            int32_t w0, int32_t w1, int32_t w2) {
  HWY_DYNAMIC_DISPATCH(GrayU8Of)(c0, c1, c2, out, n, w0, w1, w2);
}

void SelectU8(const uint8_t* in, uint8_t* out, size_t n, int cut, int above, int below) {
  HWY_DYNAMIC_DISPATCH(SelectU8Of)(in, out, n, cut, above, below);
}

void LutU8(const uint8_t* in, uint8_t* out, size_t n, const uint8_t* table) {
  HWY_DYNAMIC_DISPATCH(LutU8Of)(in, out, n, table);
}

namespace detail {

at::Tensor InvertUint8Composite(const at::Tensor& image) {
  return at::scalar_tensor(255, image.options()) - image;
}

at::Tensor GrayUint8Composite(const at::Tensor& image, std::array<int64_t, 3> weights) {
  const auto c = image.unbind(-3);
  const at::Tensor acc = c[0].to(at::kInt) * weights[0] + c[1].to(at::kInt) * weights[1] +
                         c[2].to(at::kInt) * weights[2];
  return at::floor_divide(acc + 16384, 32768).to(at::kByte).unsqueeze(-3);
}

at::Tensor SelectUint8Composite(const at::Tensor& input, int64_t cut, int64_t above,
                                int64_t below) {
  const auto side = [&](int64_t v) {
    return v < 0 ? input : at::scalar_tensor(v, input.options());
  };
  // The host cut decides only what the mask is made of (a uint8 compare
  // cannot say "above -1" or "above 255").
  const at::Tensor mask = cut < 0     ? at::ones_like(input, input.options().dtype(at::kBool))
                          : cut > 254 ? at::zeros_like(input, input.options().dtype(at::kBool))
                                      : input > at::scalar_tensor(cut, input.options());
  return at::where(mask, side(above), side(below));
}

at::Tensor LutUint8Composite(const at::Tensor& input, const at::Tensor& table) {
  core::SymShape shape = core::SymSizes(input);
  shape.back() = 256;
  return table.expand_symint(shape).gather(-1, input.to(at::kLong));
}

// where(gate[b], input[b].flip(dim), input[b]): both flips' composite form.
at::Tensor FlipWhereComposite(const at::Tensor& input, const at::Tensor& gate, int64_t dim) {
  std::vector<int64_t> shape(input.dim(), 1);
  shape[0] = input.size(0);
  return at::where(gate.view(shape), input.flip(dim), input);
}

at::Tensor HflipWhereComposite(const at::Tensor& input, const at::Tensor& gate) {
  return FlipWhereComposite(input, gate, -1);
}

at::Tensor VflipWhereComposite(const at::Tensor& input, const at::Tensor& gate) {
  return FlipWhereComposite(input, gate, -2);
}

at::Tensor PlanesComposite(const at::Tensor& input, at::IntArrayRef source,
                           const c10::optional<at::Tensor>& fill) {
  std::vector<at::Tensor> pieces;
  for (const int64_t s : source) {
    if (s >= 0) {
      pieces.push_back(input.narrow(-3, s, 1));
    } else {
      c10::SymDimVector plane(input.sym_sizes().begin(), input.sym_sizes().end());
      plane[plane.size() - 3] = 1;
      pieces.push_back(fill->expand_symint(plane));
    }
  }
  return at::cat(pieces, -3);
}

at::Tensor Planes(const at::Tensor& input, const std::vector<int64_t>& source,
                  const c10::optional<at::Tensor>& fill) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_planes", "")
                             .typed<at::Tensor(const at::Tensor&, at::IntArrayRef,
                                               const c10::optional<at::Tensor>&)>();
  return op.call(input, source, fill);
}

at::Tensor PlanesIfNative(const at::Tensor& input, const std::vector<int64_t>& source,
                          std::optional<double> fill_value) {
  // uint8 only: there one pass instead of the composite's two or three ops is
  // 1.4-2.8x (a 256x256 image, bench/RESULTS.md); on a float32 batch ATen's
  // flip and cat already run at memory speed (a (32, 3, 256, 256) batch:
  // 2.9 ms for the kernel, 1.9 ms for flip, measured in one run).
  if (!Enabled() || input.scalar_type() != at::kByte || !input.is_contiguous()) return {};
  if (!fill_value) return Planes(input, source, c10::nullopt);
  return Planes(input, source, at::full({}, *fill_value, input.options()));
}

void CheckRgbImage(const char* op, const at::Tensor& image, bool uint8) {
  KC_CHECK(image.dim() >= 3 && image.size(-3) == 3, op, "an image of shape (*, 3, H, W)", "shape ",
           image.sizes());
  const at::ScalarType t = image.scalar_type();
  KC_CHECK_DTYPE(t == at::kFloat || (uint8 && t == at::kByte), op,
                 uint8 ? "a float32 or uint8 image" : "a float32 image", "dtype ", t);
}

at::Tensor RgbToHsvCpu(const at::Tensor& image, double eps) {
  CheckRgbImage("_rgb_to_hsv", image, false);
  return RgbImage(0, image, static_cast<float>(eps), nullptr);
}

at::Tensor HsvToRgbCpu(const at::Tensor& image) {
  CheckRgbImage("_hsv_to_rgb", image, false);
  return RgbImage(1, image, 0.0f, nullptr);
}

// Modes 2 and 3: one float32 parameter per image, (P,).
at::Tensor PerImageRgb(const char* op, const char* name, int mode, const at::Tensor& image,
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

at::Tensor AdjustHueCpu(const at::Tensor& image, const at::Tensor& shift) {
  return PerImageRgb("_adjust_hue", "shift", 2, image, shift);
}

at::Tensor AdjustSaturationCpu(const at::Tensor& image, const at::Tensor& factor) {
  return PerImageRgb("_adjust_saturation", "factor", 3, image, factor);
}

at::Tensor SaturationGraySubtractionCpu(const at::Tensor& image, const at::Tensor& factor) {
  CheckRgbImage("_saturation_gray_subtraction", image, false);
  return PerImageRgb("_saturation_gray_subtraction", "factor", AtenFuses() ? 5 : 4, image, factor);
}

at::Tensor HflipWhere(const at::Tensor& input, const at::Tensor& gate) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_hflip_where", "")
                             .typed<at::Tensor(const at::Tensor&, const at::Tensor&)>();
  return op.call(input, gate);
}

at::Tensor VflipWhere(const at::Tensor& input, const at::Tensor& gate) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_vflip_where", "")
                             .typed<at::Tensor(const at::Tensor&, const at::Tensor&)>();
  return op.call(input, gate);
}

at::Tensor InvertUint8(const at::Tensor& image) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_invert_uint8", "")
                             .typed<at::Tensor(const at::Tensor&)>();
  return op.call(image);
}

at::Tensor GrayUint8(const at::Tensor& image, std::array<int64_t, 3> weights) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_gray_uint8", "")
                             .typed<at::Tensor(const at::Tensor&, at::IntArrayRef)>();
  return op.call(image, weights);
}

at::Tensor LutUint8(const at::Tensor& input, const at::Tensor& table) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_lut_uint8", "")
                             .typed<at::Tensor(const at::Tensor&, const at::Tensor&)>();
  return op.call(input, table);
}

at::Tensor SelectUint8(const at::Tensor& input, int64_t cut, int64_t above, int64_t below) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_select_uint8", "")
                             .typed<at::Tensor(const at::Tensor&, int64_t, int64_t, int64_t)>();
  return op.call(input, cut, above, below);
}

}  // namespace detail
}  // namespace kornia::native

// The operators: the schema, the CPU kernels above, and the composite forms
// as CompositeExplicitAutograd, the kernel of every other backend (Meta
// included: fake tensors get their shapes from it). To Python's graph capture
// the operator is one node (torch.compile calls the CPU kernel from its code;
// torch.export keeps it, as it keeps any operator with a backend kernel);
// kornia_cpp.decompositions() lowers it to its composite ATen form for a
// program of ATen ops only (ONNX, other runtimes). Not CompositeImplicit:
// torch.export never decomposes an implicit operator that has a backend
// kernel, even when given a table.
TORCH_LIBRARY_FRAGMENT(kornia_cpp, m) {
  m.def("_invert_uint8(Tensor image) -> Tensor");
  m.def("_gray_uint8(Tensor image, int[3] weights) -> Tensor");
  m.def("_select_uint8(Tensor input, int cut, int above, int below) -> Tensor");
  m.def("_hflip_where(Tensor input, Tensor gate) -> Tensor");
  m.def("_vflip_where(Tensor input, Tensor gate) -> Tensor");
  m.def("_planes(Tensor input, int[] source, Tensor? fill=None) -> Tensor");
  m.def("_lut_uint8(Tensor input, Tensor table) -> Tensor");
}

TORCH_LIBRARY_IMPL(kornia_cpp, CPU, m) {
  m.impl("_invert_uint8", &kornia::native::InvertCpu);
  m.impl("_gray_uint8", &kornia::native::GrayCpu);
  m.impl("_select_uint8", &kornia::native::SelectCpu);
  m.impl("_hflip_where", &kornia::native::HflipWhereCpu);
  m.impl("_vflip_where", &kornia::native::VflipWhereCpu);
  m.impl("_planes", &kornia::native::PlanesCpu);
  m.impl("_lut_uint8", &kornia::native::LutCpu);
}

TORCH_LIBRARY_IMPL(kornia_cpp, CompositeExplicitAutograd, m) {
  m.impl("_invert_uint8", [](const at::Tensor& image) {
    kornia::native::CheckUint8("_invert_uint8", image, "image");
    return kornia::native::detail::InvertUint8Composite(image);
  });
  m.impl("_gray_uint8", &kornia::native::GrayComposite);
  m.impl("_select_uint8", &kornia::native::SelectComposite);
  m.impl("_hflip_where", &kornia::native::detail::HflipWhereComposite);
  m.impl("_vflip_where", &kornia::native::detail::VflipWhereComposite);
  m.impl("_planes", &kornia::native::PlanesCompositeChecked);
  m.impl("_lut_uint8", &kornia::native::LutCompositeChecked);
}

#endif  // HWY_ONCE
