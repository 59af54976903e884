#include "ops/filters/kernels.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/abs.h>
#include <ATen/ops/addcmul.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/cos.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/exp.h>
#include <ATen/ops/full.h>
#include <ATen/ops/full_like.h>
#include <ATen/ops/isclose.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/BFloat16.h>
#include <c10/util/Half.h>
#include <c10/util/StringUtil.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/math.h"

namespace kornia::filters::detail {
namespace {

// Python's `c / t` on a tensor: Tensor.__rtruediv__ is t.reciprocal() * c.
at::Tensor ScalarOver(double c, const at::Tensor& t) { return t.reciprocal() * c; }

// exp(x), float32 computed in float64 and rounded once: the same bits on
// Intel and AMD (NOTE [ MKL VML and CPU vendors ], ops/core/math.h).
at::Tensor VendorFreeExp(const at::Tensor& x) {
  return core::Float32InFloat64(x, [](const at::Tensor& t) { return t.exp(); });
}

// Kornia's _modified_bessel_0(x, scaled=True), branch-free.
at::Tensor Bessel0Scaled(const at::Tensor& x) {
  const at::Tensor ax = at::abs(x);
  const at::Tensor idx_a = ax < 3.75;
  const at::Tensor x_a = at::where(idx_a, x, at::zeros_like(x));
  at::Tensor y = (x_a / 3.75) * (x_a / 3.75);
  at::Tensor out_a =
      (y * ((y * ((y * ((y * ((y * ((y * 0.45813e-2) + 0.360768e-1)) + 0.2659732)) + 1.2067492)) +
                  3.0899424)) +
            3.5156229)) +
      1.0;
  const at::Tensor ax_b = at::where(idx_a, at::full_like(ax, 3.75), ax);
  y = ScalarOver(3.75, ax_b);
  const at::Tensor ans =
      (y * ((y * ((y * ((y * 0.392377e-2) + -0.1647633e-1)) + 0.2635537e-1)) + -0.2057706e-1)) +
      0.916281e-2;
  const at::Tensor coef =
      (y * ((y * ((y * ((y * ans) + -0.157565e-2)) + 0.225319e-2)) + 0.1328592e-1)) + 0.39894228;
  const at::Tensor out_b = coef / core::Sqrt(ax_b);
  out_a = out_a * VendorFreeExp(-x_a.abs());
  return at::where(idx_a, out_a, out_b);
}

// Kornia's _modified_bessel_1(x, scaled=True), branch-free.
at::Tensor Bessel1Scaled(const at::Tensor& x) {
  const at::Tensor ax = at::abs(x);
  const at::Tensor idx_a = ax < 3.75;
  const at::Tensor x_a = at::where(idx_a, x, at::zeros_like(x));
  at::Tensor y = (x_a / 3.75) * (x_a / 3.75);
  at::Tensor ans =
      (y * ((y * ((y * ((y * 0.32411e-3) + 0.301532e-2)) + 0.2658733e-1)) + 0.15084934)) +
      0.51498869;
  at::Tensor out_a = x_a.abs() * ((y * ((y * ans) + 0.87890594)) + 0.5);
  const at::Tensor ax_b = at::where(idx_a, at::full_like(ax, 3.75), ax);
  y = ScalarOver(3.75, ax_b);
  // 0.1787654e-1 - y * 0.420059e-2: Python's float - tensor is rsub.
  ans = (y * ((y * at::rsub(y * 0.420059e-2, 0.1787654e-1)) + -0.2895312e-1)) + 0.2282967e-1;
  ans = (y * ((y * ((y * ((y * ((y * ans) + -0.1031555e-1)) + 0.163801e-2)) + -0.362018e-2)) +
              -0.3988024e-1)) +
        0.39894228;
  ans = ans / core::Sqrt(ax_b);
  out_a = out_a * VendorFreeExp(-x_a.abs());
  const at::Tensor out_b = at::where(x < 0, -ans, ans);
  return at::where(idx_a, out_a, out_b);
}

// Kornia's _modified_bessel_i(n, x, scaled=True, max_order=order).
at::Tensor BesselIScaled(int64_t n, const at::Tensor& x, int64_t order) {
  const at::Tensor is_zero_mask = at::isclose(x, at::scalar_tensor(0.0, x.options()));
  // Python's order * order / 4 (true division).
  const double quarter = static_cast<double>(order * order) / 4;
  const at::Tensor use_forward = x.abs() > quarter;
  const at::Tensor x_nz = at::where(is_zero_mask | use_forward, at::ones_like(x), x);
  const at::Tensor tox = ScalarOver(2.0, x_nz.abs());
  at::Tensor ans = at::zeros_like(x);
  at::Tensor bip = at::zeros_like(x);
  at::Tensor bi = at::ones_like(x);
  const auto m = static_cast<int64_t>(
      2 * (order + static_cast<int64_t>(std::sqrt(40.0 * static_cast<double>(order)))));
  for (int64_t j = m; j > 0; --j) {
    at::Tensor bim = at::addcmul(bip, tox, bi, j);
    bip = bi;
    bi = bim;
    const at::Tensor scale_mask = bi.abs() > 1.0e10;
    ans = at::where(scale_mask, ans * 1e-10, ans);
    bi = at::where(scale_mask, bi * 1e-10, bi);
    bip = at::where(scale_mask, bip * 1e-10, bip);
    if (j == n) ans = bip;
  }
  at::Tensor out = ans * Bessel0Scaled(x_nz) / bi;
  if (n % 2 == 1) out = at::where(x_nz < 0.0, -out, out);
  const at::Tensor x_up = at::where(use_forward, x.abs(), at::full_like(x, quarter));
  at::Tensor previous = Bessel0Scaled(x_up);
  at::Tensor current = Bessel1Scaled(x_up);
  for (int64_t k = 1; k < n; ++k) {
    at::Tensor next = previous - ScalarOver(2.0 * static_cast<double>(k), x_up) * current;
    previous = current;
    current = next;
  }
  if (n % 2 == 1) current = at::where(x < 0, -current, current);
  out = at::where(use_forward, current, out);
  return at::where(is_zero_mask, at::zeros_like(x), out);
}

template <class T>
double Rounded(double v) {
  return static_cast<double>(static_cast<T>(static_cast<float>(v)));
}

// v rounded to a floating dtype (integer dtypes hold the integers used here).
double RoundTo(double v, c10::ScalarType dtype) {
  switch (dtype) {
    case c10::kHalf:
      return Rounded<c10::Half>(v);
    case c10::kBFloat16:
      return Rounded<c10::BFloat16>(v);
    case c10::kFloat:
      return static_cast<double>(static_cast<float>(v));
    default:
      return v;
  }
}

}  // namespace

at::Tensor GaussianKernel(int64_t window_size, const at::Tensor& sigma,
                          const std::optional<at::Tensor>& mean, std::optional<double> host_mean) {
  const double m = host_mean.value_or(static_cast<double>(window_size / 2));
  const at::Tensor ramp = at::arange(window_size, sigma.options());
  at::Tensor x =
      (mean.has_value() ? ramp - *mean : ramp - m).expand_symint({sigma.sym_size(0), -1});
  if (window_size % 2 == 0) x = x + 0.5;
  // Distance from the nearest sample, so the nearest tap always weighs exp(0).
  at::Tensor dist = x.pow(2.0);
  if (window_size > 0) dist = dist - std::get<0>(dist.min(-1, /*keepdim=*/true));
  const at::Tensor denominator = 2 * sigma.pow(2.0);
  const at::Tensor is_impulse = denominator == 0;
  const at::Tensor safe = at::where(is_impulse, at::ones_like(denominator), denominator);
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  at::Tensor gauss = at::exp(-dist / safe);
  gauss = at::where(is_impulse, (dist == 0).to(dist.scalar_type()), gauss);
  return gauss / gauss.sum(-1, /*keepdim=*/true);
}

namespace {

// GaussianKernelHost's host part in T: -d / (2 sigma^2) per tap, or (an
// impulse, 2 sigma^2 == 0) the taps' 0 or 1.
template <class T>
std::vector<double> GaussianExponents(int64_t window_size, double sigma, bool* impulse) {
  const auto n = static_cast<size_t>(window_size);
  std::vector<T> d(n);
  const T mean = static_cast<T>(static_cast<double>(window_size / 2));
  for (size_t i = 0; i < n; ++i) {
    T x = static_cast<T>(static_cast<double>(i)) - mean;
    if (window_size % 2 == 0) x = x + static_cast<T>(0.5);
    d[i] = x * x;
  }
  const T least = *std::min_element(d.begin(), d.end());
  const T s = static_cast<T>(sigma);
  const T denominator = static_cast<T>(2) * (s * s);
  *impulse = denominator == 0;
  std::vector<double> out(n);
  for (size_t i = 0; i < n; ++i) {
    const T di = d[i] - least;
    out[i] = *impulse ? (di == 0 ? 1.0 : 0.0) : static_cast<double>(-di / denominator);
  }
  return out;
}

}  // namespace

at::Tensor GaussianKernelHost(int64_t window_size, double sigma, const at::TensorOptions& options) {
  KC_CHECK(window_size > 0, "gaussian", "a positive window size", "window_size = ", window_size);
  bool impulse = false;
  const std::vector<double> values = options.dtype() == at::kDouble
                                         ? GaussianExponents<double>(window_size, sigma, &impulse)
                                         : GaussianExponents<float>(window_size, sigma, &impulse);
  const at::Tensor q = core::Constant(values, options).view({1, window_size});
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  const at::Tensor gauss = impulse ? q : at::exp(q);
  return gauss / gauss.sum(-1, /*keepdim=*/true);
}

at::Tensor GaussianErfKernel(int64_t window_size, const at::Tensor& sigma) {
  const double centre = static_cast<double>(window_size - 1) / 2;
  const at::Tensor x =
      (at::arange(window_size, sigma.options()) - centre).expand_symint({sigma.sym_size(0), -1});
  const at::Tensor t = ScalarOver(0.70710678, sigma.abs());
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  at::Tensor gauss = 0.5 * ((t * (x + 0.5)).erf() - (t * (x - 0.5)).erf());
  gauss = gauss.clamp_min(0);
  return gauss / gauss.sum(-1, /*keepdim=*/true);
}

at::Tensor GaussianDiscreteKernel(int64_t window_size, const at::Tensor& sigma) {
  const at::Tensor sigma2 = sigma * sigma;
  const int64_t tail = window_size / 2 + 1;
  std::vector<at::Tensor> bessels = {Bessel0Scaled(sigma2)};
  if (tail > 1) bessels.push_back(Bessel1Scaled(sigma2));
  for (int64_t k = 2; k < tail; ++k) bessels.push_back(BesselIScaled(k, sigma2, tail));
  // bessels[:0:-1] + bessels: I_(tail-1) .. I_1, then I_0 .. I_(tail-1).
  std::vector<at::Tensor> taps(bessels.rbegin(), bessels.rend() - 1);
  taps.insert(taps.end(), bessels.begin(), bessels.end());
  const at::Tensor out = at::cat(taps, -1);
  return out / out.sum(-1, /*keepdim=*/true);
}

at::Tensor BoxKernel1d(int64_t k, const at::TensorOptions& options) {
  return at::full({1, k}, 1.0 / static_cast<double>(k), options);
}

at::Tensor BoxKernel2d(int64_t ky, int64_t kx, const at::TensorOptions& options) {
  return at::full({1, ky, kx}, 1.0 / static_cast<double>(kx * ky), options);
}

std::vector<double> LaplacianTaps(int64_t ky, int64_t kx, c10::ScalarType dtype) {
  std::vector<double> taps(static_cast<size_t>(ky * kx), 1.0);
  const double sum = RoundTo(static_cast<double>(ky * kx), dtype);
  taps[static_cast<size_t>((ky / 2) * kx + kx / 2)] = RoundTo(1.0 - sum, dtype);
  return taps;
}

at::Tensor LaplacianKernel2d(int64_t ky, int64_t kx, const at::TensorOptions& options) {
  return core::Constant(LaplacianTaps(ky, kx, c10::typeMetaToScalarType(options.dtype())), options)
      .view({ky, kx});
}

namespace {

std::vector<double> Transposed(const std::vector<double>& k, int64_t n) {
  std::vector<double> t(k.size());
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) t[i * n + j] = k[j * n + i];
  return t;
}

at::Tensor Stack(const std::vector<std::vector<double>>& stencils, at::IntArrayRef shape,
                 const at::TensorOptions& options) {
  std::vector<at::Tensor> ks;
  for (const auto& s : stencils) ks.push_back(core::Constant(s, options).view(shape));
  return at::stack(ks);
}

}  // namespace

std::vector<std::vector<double>> GradientStencils2d(bool sobel, int64_t order, int64_t* side) {
  using Kernel = std::vector<double>;
  if (sobel && order == 1) {
    const Kernel gx = {-1, 0, 1, -2, 0, 2, -1, 0, 1};
    *side = 3;
    return {gx, Transposed(gx, 3)};
  }
  if (!sobel && order == 1) {
    const Kernel gx = {-0.0, 0, 0, -1, 0, 1, -0.0, 0, 0};
    *side = 3;
    return {gx, Transposed(gx, 3)};
  }
  if (sobel) {
    const Kernel gxx = {1, 0, -2, 0, 1,  4, 0, -8, 0, 4,  6, 0, -12,
                        0, 6, 4,  0, -8, 0, 4, 1,  0, -2, 0, 1};
    const Kernel gxy = {1, 2, 0,  -2, -1, 2, 4, 0,  -4, -2, 0, 0, 0,
                        0, 0, -2, -4, 0,  4, 2, -1, -2, 0,  2, 1};
    *side = 5;
    return {gxx, gxy, Transposed(gxx, 5)};
  }
  const Kernel gxx = {0, 0, 0, 1, -2, 1, 0, 0, 0};
  const Kernel gxy = {1, 0, -1, 0, 0, 0, -1, 0, 1};
  *side = 3;
  return {gxx, gxy, Transposed(gxx, 3)};
}

at::Tensor GradientKernel2d(bool sobel, int64_t order, const at::TensorOptions& options) {
  int64_t side = 0;
  const auto stencils = GradientStencils2d(sobel, order, &side);
  return Stack(stencils, {side, side}, options);
}

std::vector<std::vector<double>> DiffStencils3d(int64_t order) {
  auto at = [](int d, int h, int w) { return (d * 3 + h) * 3 + w; };
  if (order == 1) {
    std::vector<std::vector<double>> k(3, std::vector<double>(27, 0.0));
    k[0][at(1, 1, 0)] = -0.5, k[0][at(1, 1, 2)] = 0.5;
    k[1][at(1, 0, 1)] = -0.5, k[1][at(1, 2, 1)] = 0.5;
    k[2][at(0, 1, 1)] = -0.5, k[2][at(2, 1, 1)] = 0.5;
    return k;
  }
  std::vector<std::vector<double>> k(6, std::vector<double>(27, 0.0));
  k[0][at(1, 1, 0)] = 1, k[0][at(1, 1, 1)] = -2, k[0][at(1, 1, 2)] = 1;
  k[1][at(1, 0, 1)] = 1, k[1][at(1, 1, 1)] = -2, k[1][at(1, 2, 1)] = 1;
  k[2][at(0, 1, 1)] = 1, k[2][at(1, 1, 1)] = -2, k[2][at(2, 1, 1)] = 1;
  k[3][at(1, 0, 0)] = 0.25, k[3][at(1, 0, 2)] = -0.25, k[3][at(1, 2, 0)] = -0.25,
                k[3][at(1, 2, 2)] = 0.25;
  k[4][at(0, 0, 1)] = 0.25, k[4][at(0, 2, 1)] = -0.25, k[4][at(2, 0, 1)] = -0.25,
                k[4][at(2, 2, 1)] = 0.25;
  k[5][at(0, 1, 0)] = 0.25, k[5][at(0, 1, 2)] = -0.25, k[5][at(2, 1, 0)] = -0.25,
                k[5][at(2, 1, 2)] = 0.25;
  return k;
}

at::Tensor DiffKernel3d(int64_t order, const at::TensorOptions& options) {
  return Stack(DiffStencils3d(order), {1, 3, 3, 3}, options);
}

at::Tensor HanningKernel1d(int64_t k, std::optional<at::Device> device,
                           std::optional<c10::ScalarType> dtype) {
  at::TensorOptions options;
  if (device.has_value()) options = options.device(*device);
  at::Tensor x = at::arange(k, dtype.has_value() ? options.dtype(*dtype) : options);
  // An integer ramp (dtype None, or an integer dtype) times a float is the
  // default dtype: the ramp converted to it first gives the same values.
  if (!at::isFloatingType(x.scalar_type())) x = x.to(DefaultDtype(device));
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  return at::rsub(0.5 * at::cos(x * (2.0 * M_PI) / static_cast<double>(k - 1)), 0.5);
}

at::Tensor LaplacianKernel1d(int64_t k, const at::TensorOptions& options) {
  std::vector<double> taps(static_cast<size_t>(k), 1.0);
  taps[static_cast<size_t>(k / 2)] = static_cast<double>(1 - k);
  // Through a view, so that a trace records the constant as the graph's.
  return core::Constant(taps, options).view({k});
}

c10::ScalarType DefaultDtype(std::optional<at::Device> device) {
  at::TensorOptions options;
  if (device.has_value()) options = options.device(*device);
  return at::empty({0}, options).scalar_type();
}

at::TensorOptions KernelOptions(std::optional<at::Device> device, c10::ScalarType dtype) {
  at::TensorOptions options = at::TensorOptions().dtype(dtype);
  return device.has_value() ? options.device(*device) : options;
}

c10::ScalarType FloatingDtype(const char* op, std::optional<c10::ScalarType> dtype,
                              const char* kernel) {
  const c10::ScalarType d = dtype.has_value() ? *dtype : DefaultDtype();
  KC_CHECK_DTYPE(at::isFloatingType(d), op,
                 c10::str("a floating dtype (", kernel, " has fractional taps)"),
                 core::DtypeName(d));
  return d;
}

void CheckTapRange(const char* op, c10::ScalarType dtype, int64_t low) {
  KC_CHECK_DTYPE(!at::isComplexType(dtype), op, "a real dtype", core::DtypeName(dtype));
  if (at::isFloatingType(dtype)) return;
  int64_t min = 0;
  switch (dtype) {
    case c10::kChar:
      min = std::numeric_limits<int8_t>::min();
      break;
    case c10::kShort:
      min = std::numeric_limits<int16_t>::min();
      break;
    case c10::kInt:
      min = std::numeric_limits<int32_t>::min();
      break;
    case c10::kLong:
      min = std::numeric_limits<int64_t>::min();
      break;
    default:  // uint8, bool
      break;
  }
  KC_CHECK_DTYPE(low >= min, op, c10::str("a dtype that holds the Laplacian taps ", low, " to 1"),
                 core::DtypeName(dtype));
}

c10::ScalarType StencilDtype(const char* op, std::optional<c10::ScalarType> dtype) {
  const c10::ScalarType d = dtype.has_value() ? *dtype : DefaultDtype();
  KC_CHECK_DTYPE(d != c10::kByte && !at::isComplexType(d), op,
                 "a dtype that holds the taps (floating, signed integer or bool)",
                 core::DtypeName(d));
  return d;
}

bool ParseGradientMode(const char* op, const std::string& mode) {
  return core::ParseEnum<bool>(op, "mode", mode, {{"sobel", true}, {"diff", false}},
                               core::LetterCase::kIgnore);
}

void CheckRampDtype(const char* op, std::optional<c10::ScalarType> dtype) {
  KC_CHECK_DTYPE(!dtype.has_value() || (*dtype != c10::kBool && !at::isComplexType(*dtype)), op,
                 "a floating or integer dtype", core::DtypeName(dtype.value_or(c10::kFloat)));
}

}  // namespace kornia::filters::detail
