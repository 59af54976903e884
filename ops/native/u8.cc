// The uint8 kernel family (native.h says what and why): invert, gray, select,
// scale (normalize's and denormalize's float32 out of uint8) and the 256-entry
// table (the pointwise enhance ops' levels), each an elementwise pass over a
// contiguous input; the operators _invert_uint8, _gray_uint8, _select_uint8
// and _lut_uint8 (the normalize ones are registered in their op files, beside
// their composite form); and sobel's magnitude (_sobel_uint8, registered in
// ops/filters/sobel.cc), a 3 x 3 stencil in integers.
//
// The SIMD part is Highway's dynamic dispatch: foreach_target.h includes this
// file once per x86 target (HWY_TARGET_INCLUDE), compiling the HWY_NAMESPACE
// functions with that target's instructions, and HWY_DYNAMIC_DISPATCH picks
// the best one the CPU has on first call. Everything else is compiled once
// (HWY_ONCE).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/native/u8.cc"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "ops/native/each_vector-inl.h"

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

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

// One output row of the Sobel magnitude of uint8 levels (sobel's native
// form): a, b, c the padded rows y - 1, y, y + 1 (n + 2 wide, the border
// replicated), gx and gy the 3 x 3 Sobel sums in int32 lanes, then in
// float32 sqrt((gx s)^2 + (gy s)^2 + eps), s = 1/8 (normalized) or 1. The
// composite's taps are exact on levels (products of a level and k / 8 and
// their sums are multiples of 1/8 below 2**11), so its gx and gy are these
// integers times s; the squares and their sum are exact too, and + eps and
// the square root are one rounding each, as there.
void SobelRowU8Of(const uint8_t* HWY_RESTRICT a, const uint8_t* HWY_RESTRICT b,
                  const uint8_t* HWY_RESTRICT c, float* HWY_RESTRICT out, size_t n, float scale,
                  float eps) {
  const hn::ScalableTag<float> df;
  const hn::Rebind<int32_t, decltype(df)> di;
  const hn::Rebind<uint8_t, decltype(df)> d8;
  const size_t lanes = hn::Lanes(df);
  const auto s = hn::Set(df, scale), e = hn::Set(df, eps);
  const auto level = [&](const uint8_t* p) { return hn::PromoteTo(di, hn::LoadU(d8, p)); };
  const auto row = [&](size_t x) {
    const auto a0 = level(a + x), a1 = level(a + x + 1), a2 = level(a + x + 2);
    const auto b0 = level(b + x), b2 = level(b + x + 2);
    const auto c0 = level(c + x), c1 = level(c + x + 1), c2 = level(c + x + 2);
    const auto gx =
        hn::Add(hn::Add(hn::Sub(a2, a0), hn::ShiftLeft<1>(hn::Sub(b2, b0))), hn::Sub(c2, c0));
    const auto gy = hn::Sub(hn::Add(hn::Add(c0, hn::ShiftLeft<1>(c1)), c2),
                            hn::Add(hn::Add(a0, hn::ShiftLeft<1>(a1)), a2));
    const auto fx = hn::Mul(hn::ConvertTo(df, gx), s), fy = hn::Mul(hn::ConvertTo(df, gy), s);
    hn::StoreU(hn::Sqrt(hn::Add(hn::Add(hn::Mul(fx, fx), hn::Mul(fy, fy)), e)), df, out + x);
  };
  size_t x = EachVector(n, lanes, row);
  for (; x < n; ++x) {
    const int gx = (a[x + 2] - a[x]) + 2 * (b[x + 2] - b[x]) + (c[x + 2] - c[x]);
    const int gy = (c[x] + 2 * c[x + 1] + c[x + 2]) - (a[x] + 2 * a[x + 1] + a[x + 2]);
    const float fx = static_cast<float>(gx) * scale, fy = static_cast<float>(gy) * scale;
    const float sum = fx * fx + fy * fy;
    out[x] = std::sqrt(sum + eps);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace kornia::native
HWY_AFTER_NAMESPACE();

#if HWY_ONCE

#include <ATen/Parallel.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/empty_like.h>
#include <ATen/ops/floor_divide.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <initializer_list>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/native/internal.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::native {

HWY_EXPORT(InvertU8Of);
HWY_EXPORT(GrayU8Of);
HWY_EXPORT(SelectU8Of);
HWY_EXPORT(ScaleU8Of);
HWY_EXPORT(LutU8Of);
HWY_EXPORT(SobelRowU8Of);

namespace {

using detail::CheckUint8;
using detail::kGrain;

// An elementwise uint8 kernel over a contiguous input, in tasks of ATen's
// pool: kernel(in, out, n) on each range.
template <class Kernel>
at::Tensor ElementwiseU8(const at::Tensor& input, Kernel kernel) {
  detail::CountKernelRun();
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
  detail::CountKernelRun();
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
  detail::CountKernelRun();
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

at::Tensor GrayComposite(const at::Tensor& image, at::IntArrayRef weights) {
  CheckUint8("_gray_uint8", image, "image");
  return detail::GrayUint8Composite(image, WeightsOf(weights));
}

at::Tensor SelectComposite(const at::Tensor& input, int64_t cut, int64_t above, int64_t below) {
  CheckSelect(input, cut, above, below);
  return detail::SelectUint8Composite(input, cut, above, below);
}

at::Tensor InvertComposite(const at::Tensor& image) {
  CheckUint8("_invert_uint8", image, "image");
  return detail::InvertUint8Composite(image);
}

}  // namespace

void ScaleU8(const uint8_t* in, float* out, size_t n, float mean, float std, bool inverse) {
  HWY_DYNAMIC_DISPATCH(ScaleU8Of)(in, out, n, mean, std, inverse, inverse && detail::AtenFuses());
}

at::Tensor detail::ScaleUint8Cpu(const at::Tensor& data, const at::Tensor& mean,
                                 const at::Tensor& std, bool inverse) {
  KC_CHECK_DTYPE(data.scalar_type() == at::kByte && data.dim() >= 2 && data.is_contiguous(),
                 inverse ? "_denormalize_uint8" : "_normalize_uint8",
                 "contiguous uint8 data of shape (B, C, *)", core::DtypeName(data.scalar_type()),
                 " data of shape ", data.sizes());
  detail::CountKernelRun();
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

at::Tensor detail::SobelUint8Cpu(const at::Tensor& input, bool normalized, double eps) {
  constexpr const char* kOp = "_sobel_uint8";
  CheckUint8(kOp, input, "input");
  KC_CHECK(input.dim() == 4, kOp, "an input of shape (B, C, H, W)", "shape ", input.sizes());
  const int64_t planes = input.size(0) * input.size(1), height = input.size(2),
                width = input.size(3);
  at::Tensor out = at::empty(input.sizes(), input.options().dtype(at::kFloat));
  if (out.numel() == 0) return out;
  detail::CountKernelRun();
  const at::Tensor in = input.contiguous();
  const uint8_t* src = in.data_ptr<uint8_t>();
  float* dst = out.data_ptr<float>();
  const float scale = normalized ? 0.125f : 1.0f;
  // As ATen's add converts the scalar: to float32, rounded.
  const auto e = static_cast<float>(eps);
  at::parallel_for(
      0, planes * height, std::max<int64_t>(1, kGrain / width), [&](int64_t begin, int64_t end) {
        std::vector<uint8_t> padded(static_cast<size_t>(3 * (width + 2)));
        uint8_t* rows[3];
        for (int64_t r = begin; r < end; ++r) {
          const int64_t plane = r / height, y = r % height;
          ReplicatePaddedRows3(src + plane * height * width, height, width, y, padded.data(), rows);
          HWY_DYNAMIC_DISPATCH(SobelRowU8Of)
          (rows[0], rows[1], rows[2], dst + r * width, static_cast<size_t>(width), scale, e);
        }
      });
  return out;
}

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

KC_NATIVE_OPERATOR(_invert_uint8, "(Tensor image) -> Tensor", &kornia::native::InvertCpu,
                   &kornia::native::InvertComposite,
                   {.dtypes = {at::kByte}, .family = kornia::native::Family::kU8});
KC_NATIVE_OPERATOR(_gray_uint8, "(Tensor image, int[3] weights) -> Tensor",
                   &kornia::native::GrayCpu, &kornia::native::GrayComposite,
                   {.dtypes = {at::kByte}, .family = kornia::native::Family::kU8});
KC_NATIVE_OPERATOR(_select_uint8, "(Tensor input, int cut, int above, int below) -> Tensor",
                   &kornia::native::SelectCpu, &kornia::native::SelectComposite,
                   {.dtypes = {at::kByte}, .family = kornia::native::Family::kU8});
KC_NATIVE_OPERATOR(_lut_uint8, "(Tensor input, Tensor table) -> Tensor", &kornia::native::LutCpu,
                   &kornia::native::LutCompositeChecked,
                   {.dtypes = {at::kByte}, .family = kornia::native::Family::kU8});

#endif  // HWY_ONCE
