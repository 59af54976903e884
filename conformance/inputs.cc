#include "conformance/inputs.h"

#include <ATen/ATen.h>

#include <cmath>
#include <limits>

#include "ops/core/check.h"

namespace kornia::conformance {
namespace {

uint64_t SplitMix64(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

struct FloatLimits {
  double max, min_normal, denorm_min;
  int max_exp;
};

FloatLimits LimitsOf(torch::ScalarType dtype) {
  switch (dtype) {
    case torch::kHalf:
      return {65504.0, std::ldexp(1.0, -14), std::ldexp(1.0, -24), 15};
    case torch::kBFloat16:
      return {3.3895313892515355e38, std::ldexp(1.0, -126), std::ldexp(1.0, -133), 127};
    case torch::kFloat:
      return {std::numeric_limits<float>::max(), std::numeric_limits<float>::min(),
              std::numeric_limits<float>::denorm_min(), 127};
    default:
      return {std::numeric_limits<double>::max(), std::numeric_limits<double>::min(),
              std::numeric_limits<double>::denorm_min(), 1023};
  }
}

}  // namespace

const char* ValueClassName(ValueClass c) {
  switch (c) {
    case ValueClass::kUniform:
      return "uniform";
    case ValueClass::kInteresting:
      return "interesting";
    case ValueClass::kLarge:
      return "large";
    case ValueClass::kExtremal:
      return "extremal";
    case ValueClass::kNanThird:
      return "nan3";
  }
  return "?";
}

double CounterUniform(uint64_t seed, uint64_t i) {
  return static_cast<double>(SplitMix64(seed * 0xD1B54A32D192ED03ull + i) >> 11) * 0x1.0p-53;
}

uint64_t SeedOf(const std::string& id) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : id) h = (h ^ c) * 1099511628211ull;
  return h;
}

torch::Tensor MakeInput(const std::vector<int64_t>& shape, torch::ScalarType dtype, ValueClass cls,
                        uint64_t seed, double lo, double hi) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  std::vector<double> v(static_cast<size_t>(n));
  const bool floating = at::isFloatingType(dtype);
  if (dtype == torch::kBool) {
    for (int64_t i = 0; i < n; ++i) v[i] = CounterUniform(seed, i) < 0.5 ? 1.0 : 0.0;
  } else if (!floating) {
    double ilo = lo, ihi = hi;
    if (cls != ValueClass::kUniform) {
      ilo = dtype == torch::kByte ? 0 : -128;
      ihi = dtype == torch::kByte ? 255 : 127;
    }
    for (int64_t i = 0; i < n; ++i)
      v[i] = std::floor(ilo + (ihi - ilo + 1) * CounterUniform(seed, i));
  } else {
    const FloatLimits l = LimitsOf(dtype);
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double interesting[] = {0.0, -0.0, l.min_normal, -l.min_normal, 0.25, -0.25,
                                  1.0, -1.0, M_PI / 2,     -M_PI / 2,     M_PI, -M_PI};
    const double extremal[] = {inf,   -inf,   nan,          l.denorm_min, -l.denorm_min,
                               l.max, -l.max, l.min_normal, -l.min_normal};
    for (int64_t i = 0; i < n; ++i) {
      const double u = CounterUniform(seed, i);
      switch (cls) {
        case ValueClass::kUniform:
          v[i] = lo + (hi - lo) * u;
          break;
        case ValueClass::kInteresting:
          v[i] = interesting[(i + seed) % 12];
          break;
        case ValueClass::kLarge: {
          const double e = 10 + std::floor((l.max_exp - 12) * CounterUniform(seed ^ 0x5A5A, i));
          v[i] = (u < 0.5 ? -1.0 : 1.0) * (1.0 + CounterUniform(seed ^ 0xA5A5, i)) *
                 std::ldexp(1.0, e);
          break;
        }
        case ValueClass::kExtremal:
          v[i] = extremal[(i + seed) % 9];
          break;
        case ValueClass::kNanThird:
          v[i] = i % 3 == 2 ? nan : lo + (hi - lo) * u;
          break;
      }
    }
  }
  return torch::from_blob(v.data(), {n}, torch::TensorOptions().dtype(torch::kDouble))
      .to(dtype)
      .reshape(shape)
      .clone();
}

torch::Tensor AllBitPatterns(torch::ScalarType dtype, const std::vector<int64_t>& shape) {
  TORCH_CHECK(core::IsHalfDtype(dtype), "AllBitPatterns(): expected float16 or bfloat16");
  return at::arange(65536, at::TensorOptions().dtype(torch::kInt))
      .to(torch::kShort)
      .view(dtype)
      .reshape(shape)
      .clone();
}

std::vector<Layout> Relayouts(const torch::Tensor& x) {
  std::vector<Layout> out;
  if (x.dim() >= 1) {
    std::vector<int64_t> wide(x.sizes().begin(), x.sizes().end());
    wide.back() *= 2;
    torch::Tensor buf = at::full(wide, 0, x.options());
    torch::Tensor v = buf.slice(-1, 0, wide.back(), 2);
    v.copy_(x);
    out.push_back({"every_other", v});
  }
  if (x.dim() >= 2)
    out.push_back({"transposed", x.transpose(-1, -2).contiguous().transpose(-1, -2)});
  if (x.dim() == 4) out.push_back({"channels_last", x.contiguous(at::MemoryFormat::ChannelsLast)});
  {
    torch::Tensor buf = at::zeros({x.numel() + 7}, x.options());
    torch::Tensor v = buf.narrow(0, 7, x.numel()).view(x.sizes());
    v.copy_(x);
    out.push_back({"offset7", v});
  }
  return out;
}

std::pair<torch::Tensor, torch::Tensor> ExpandedFirst(const torch::Tensor& x) {
  std::vector<int64_t> shape(x.sizes().begin(), x.sizes().end());
  torch::Tensor e = x.narrow(0, 0, 1).expand(shape);
  return {e, e.contiguous()};
}

std::string DtypeId(torch::ScalarType dtype) { return core::DtypeName(dtype); }

torch::Tensor StepUlp(const torch::Tensor& t, int64_t steps) {
  const auto dtype = t.scalar_type();
  const auto bits = dtype == torch::kDouble  ? torch::kLong
                    : dtype == torch::kFloat ? torch::kInt
                                             : torch::kShort;
  return (t.view(bits) + steps).view(dtype);
}

}  // namespace kornia::conformance
