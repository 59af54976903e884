// The native uint8 paths (ops/native) are byte for byte the ops' composite
// form: every op that chooses a native kernel, called with the kernel and
// under native::CompositeOnly (its composite ATen form), on
//   - all 256 input values (every RGB triple, 2**24 of them, for the gray
//     conversions), with every parameter value the op accepts (threshold: its
//     five types, a grid of 530 thresholds and 6 maxvals, NaN and infinities);
//   - every layout: contiguous (3- to 5-dim, batch 1, an offset view),
//     transposed, channels-last, empty, and widths 2**p - 1, 2**p, 2**p + 1 up
//     to 257 (each SIMD width's body and tail, SSE4 to AVX-512), plus a batch
//     over several of ATen's parallel tasks (chunks that split a plane);
//   - normalize and denormalize (uint8 in, float32 out) with host statistics
//     on every IEEE path (zero and negative std, NaN, infinities, extremes)
//     and tensor statistics of every accepted shape;
//   - RandomHorizontalFlip and RandomVerticalFlip (any dtype: a byte move)
//     also on float16, float32 and float64 bit patterns (NaN payloads, -0.0), bool, int64 and
//     complex, with p 0, 1 and 0.5 (two seeds), so both sides of the gate run;
//   - the pointwise enhance ops' uint8 form (posterize, solarize,
//     adjust_brightness, adjust_contrast, adjust_gamma: a table of the float
//     op on the 256 levels, applied by _lut_uint8) against the float op on
//     the whole image: every bits value, dense grids of the float parameters
//     (their edges, NaN and infinities), tensor parameters per sample and per
//     channel, and the same calls equal to the public float op on x / 255;
//   - the float32 HSV kernels (rgb_to_hsv, hsv_to_rgb, adjust_hue's fused
//     pass) through those ops and ColorJitter's hue step:
//     every uint8 triple over 255, every triple of 22 special values, hues on
//     and around every sextant boundary over several turns, on every layout;
//     equal by the contract's comparison (NaN is NaN; see that test);
//   - the plane-moving color ops (rgb_to_bgr, bgr_to_rgb, rgb_to_rgba,
//     bgr_to_rgba, grayscale_to_rgb; their kernel on uint8, the operator on
//     any dtype) on the same inputs, with
//     alpha values whose conversion the fill must share (0.5 and 127.9 on
//     integers, NaN, infinities, -0.0 and a float16 denormal on floats).
// Equal means same dtype, shape and bytes. The check counts the native
// kernel's runs, so a comparison in which it never ran fails; and it is shown
// to fire on planted kernels (one wrong table entry, a skipped tail byte).
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Parallel.h>
#include <ATen/Version.h>
#include <gtest/gtest.h>
#include <torch/types.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "golden/compare.h"
#include "ops/augmentation/color_jitter.h"
#include "ops/augmentation/random_horizontal_flip.h"
#include "ops/augmentation/random_vertical_flip.h"
#include "ops/color/bgr_to_grayscale.h"
#include "ops/color/bgr_to_rgb.h"
#include "ops/color/bgr_to_rgba.h"
#include "ops/color/grayscale_to_rgb.h"
#include "ops/color/hsv_to_rgb.h"
#include "ops/color/rgb_to_bgr.h"
#include "ops/color/rgb_to_grayscale.h"
#include "ops/color/rgb_to_hsv.h"
#include "ops/color/rgb_to_rgba.h"
#include "ops/enhance/adjust_brightness.h"
#include "ops/enhance/adjust_contrast.h"
#include "ops/enhance/adjust_gamma.h"
#include "ops/enhance/adjust_hue.h"
#include "ops/enhance/adjust_saturation.h"
#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"
#include "ops/enhance/denormalize.h"
#include "ops/enhance/invert.h"
#include "ops/enhance/normalize.h"
#include "ops/enhance/posterize.h"
#include "ops/enhance/solarize.h"
#include "ops/enhance/threshold.h"
#include "ops/native/native.h"

namespace kornia {
namespace {

using Call = std::function<torch::Tensor(const torch::Tensor&)>;

struct Native {
  std::string name;  // the call, with its parameters
  Call call;
};

// An image of `shape` whose values run through 0..255 from `offset`, wrapping.
torch::Tensor Ramp(std::vector<int64_t> shape, int64_t offset = 0) {
  int64_t n = 1;
  for (const int64_t s : shape) n *= s;
  return ((torch::arange(n, torch::kLong) + offset) % 256).to(torch::kByte).reshape(shape);
}

// Inputs in every layout, each holding every value 0..255 where it has room.
std::vector<std::pair<std::string, torch::Tensor>> Layouts(int64_t channels) {
  std::vector<std::pair<std::string, torch::Tensor>> out;
  out.emplace_back("(C, 16, 16)", Ramp({channels, 16, 16}, 7));
  out.emplace_back("(1, C, 16, 16) batch 1", Ramp({1, channels, 16, 16}, 3));
  out.emplace_back("(2, 2, C, 8, 33) 5-dim", Ramp({2, 2, channels, 8, 33}, 11));
  for (const int64_t w :
       {1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257})
    out.emplace_back(c10::str("(2, C, 3, ", w, ")"), Ramp({2, channels, 3, w}, w));
  out.emplace_back("contiguous view at an offset", Ramp({3, channels, 64, 129}, 5).narrow(0, 1, 2));
  out.emplace_back("channel slice", Ramp({2, channels + 1, 16, 16}, 9).narrow(1, 1, channels));
  out.emplace_back("transposed H, W", Ramp({2, channels, 33, 17}).transpose(-1, -2));
  out.emplace_back("channels-last",
                   Ramp({2, channels, 16, 16}).contiguous(torch::MemoryFormat::ChannelsLast));
  out.emplace_back("empty batch", Ramp({0, channels, 4, 4}));
  out.emplace_back("empty plane", Ramp({channels, 0, 5}));
  // 4 x C x 160 x 160: several 64 KiB tasks of ATen's pool, cut mid-plane.
  out.emplace_back("(4, C, 160, 160) parallel", Ramp({4, channels, 160, 160}, 1));
  return out;
}

// Every RGB triple once: (3, 4096, 4096), channel k the k-th byte of i.
torch::Tensor EveryTriple() {
  const torch::Tensor i = torch::arange(int64_t{1} << 24, torch::kLong);
  return torch::stack({i % 256, (i / 256) % 256, i / 65536})
      .to(torch::kByte)
      .reshape({3, 4096, 4096});
}

// Same bytes in logical order (any layout; NaN payloads and -0.0 count).
bool SameBytes(const torch::Tensor& a, const torch::Tensor& b) {
  const torch::Tensor x = a.contiguous(), y = b.contiguous();
  return x.nbytes() == 0 || std::memcmp(x.data_ptr(), y.data_ptr(), x.nbytes()) == 0;
}

struct Outcome {
  std::vector<std::string> failures;
  int64_t compared = 0;      // output elements compared
  uint64_t kernel_runs = 0;  // native kernel runs during the comparison
};

// `op` on `x` with the native kernels (counting their runs) and without:
// {fast, reference}.
std::pair<torch::Tensor, torch::Tensor> BothPaths(const Native& op, const torch::Tensor& x,
                                                  Outcome& out) {
  const uint64_t before = native::KernelRuns();
  torch::Tensor fast = op.call(x);
  out.kernel_runs += native::KernelRuns() - before;
  native::CompositeOnly composite;
  return {std::move(fast), op.call(x)};
}

// `op` on `x` with the native kernels and without; a failure names the call
// and the input.
void Compare(const Native& op, const std::string& input, const torch::Tensor& x, Outcome& out) {
  const auto [fast, reference] = BothPaths(op, x, out);
  const bool same = fast.scalar_type() == reference.scalar_type() &&
                    fast.sizes() == reference.sizes() && SameBytes(fast, reference);
  out.compared += reference.numel();
  if (!same) {
    std::string where;
    if (fast.sizes() == reference.sizes() && fast.scalar_type() == reference.scalar_type()) {
      const auto bytes = [](const torch::Tensor& t) {
        return t.contiguous().flatten().view(torch::kByte);
      };
      const torch::Tensor bad = (bytes(fast) != bytes(reference)).nonzero();
      const int64_t k = bad[0].item<int64_t>();
      where = c10::str(": ", bad.size(0), " bytes differ, first at byte ", k, " (native ",
                       bytes(fast)[k].item<int>(), ", composite ", bytes(reference)[k].item<int>(),
                       ")");
    } else {
      where = c10::str(": native ", fast.sizes(), " ", fast.scalar_type(), ", composite ",
                       reference.sizes(), " ", reference.scalar_type());
    }
    out.failures.push_back(op.name + " on " + input + where);
  }
}

// Flip's inputs beyond uint8: every lane width the kernel moves, with the
// values a byte move must keep (NaN payloads, -0.0, infinities, denormals).
std::vector<std::pair<std::string, torch::Tensor>> FlipDtypes() {
  std::vector<std::pair<std::string, torch::Tensor>> out;
  const auto bits = [](torch::ScalarType int_type, torch::ScalarType type, int64_t w) {
    // Every bit pattern of the low bytes, some with the sign and exponent set.
    const torch::Tensor i = torch::arange(2 * 3 * 5 * w, torch::kLong) * int64_t{2654435761};
    return i.to(int_type).view(type).reshape({2, 3, 5, w});
  };
  for (const int64_t w : {1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65}) {
    out.emplace_back(c10::str("float32 bit patterns, W ", w), bits(torch::kInt, torch::kFloat, w));
    out.emplace_back(c10::str("float16 bit patterns, W ", w), bits(torch::kShort, torch::kHalf, w));
    out.emplace_back(c10::str("float64 bit patterns, W ", w),
                     bits(torch::kLong, torch::kDouble, w));
  }
  out.emplace_back("bool", (Ramp({2, 3, 4, 33}) % 2).to(torch::kBool));
  out.emplace_back("int64", Ramp({2, 3, 4, 33}).to(torch::kLong) - 128);
  out.emplace_back("complex64 (composite)", torch::randn({2, 3, 4, 9}, torch::kComplexFloat));
  out.emplace_back("3-dim float32", bits(torch::kInt, torch::kFloat, 33)[0]);
  return out;
}

// RandomHorizontalFlip with p: both calls draw the same gate (a generator of
// one seed each).
Native Flip(double p, uint64_t seed) {
  return {c10::str("RandomHorizontalFlip(p=", p, ", seed=", seed, ")"),
          [=](const torch::Tensor& x) {
            augmentation::RandomHorizontalFlip op(p, at::detail::createCPUGenerator(seed));
            return op(x);
          }};
}

// RandomVerticalFlip the same way (its own operator, _vflip_where).
Native VFlip(double p, uint64_t seed) {
  return {c10::str("RandomVerticalFlip(p=", p, ", seed=", seed, ")"), [=](const torch::Tensor& x) {
            augmentation::RandomVerticalFlip op(p, at::detail::createCPUGenerator(seed));
            return op(x);
          }};
}

// Every op with a native path, with every parameter value it accepts (a grid
// for threshold's floats), on the layouts.
Outcome CheckAll(const std::vector<Native>& elementwise, const std::vector<Native>& gray,
                 const std::vector<Native>& elementwise_grid,
                 const std::vector<Native>& any_dtype = {}) {
  Outcome out;
  for (const auto& op : elementwise)
    for (const auto& [name, x] : Layouts(3)) Compare(op, name, x, out);
  for (const auto& op : any_dtype) {
    for (const auto& [name, x] : Layouts(3))
      if (x.dim() <= 4) Compare(op, name, x, out);  // an augmentation takes 3 or 4 dims
    for (const auto& [name, x] : FlipDtypes()) Compare(op, name, x, out);
  }
  for (const auto& op : gray) {
    for (const auto& [name, x] : Layouts(3)) Compare(op, name, x, out);
    Compare(op, "every RGB triple", EveryTriple(), out);
  }
  const torch::Tensor all = Ramp({1, 16, 16});
  for (const auto& op : elementwise_grid) Compare(op, "(1, 16, 16) of 0..255", all, out);
  return out;
}

std::vector<double> Thresholds() {
  std::vector<double> t = {-std::numeric_limits<double>::infinity(),
                           -1e9,
                           -256,
                           -1.5,
                           -1,
                           -0.5,
                           -0.0,
                           255.5,
                           256,
                           1e9,
                           std::numeric_limits<double>::infinity(),
                           std::numeric_limits<double>::quiet_NaN(),
                           std::nextafter(255.0, 0.0)};
  for (int v = 0; v <= 255; ++v) {
    t.push_back(v);
    t.push_back(v + 0.5);
  }
  return t;
}

std::vector<Native> ThresholdCalls(const std::vector<double>& thresholds,
                                   const std::vector<double>& maxvals) {
  std::vector<Native> out;
  for (int type = 0; type <= 4; ++type)
    for (const double t : thresholds)
      for (const double m : maxvals)
        out.push_back({c10::str("threshold(thresh=", t, ", maxval=", m, ", type=", type, ")"),
                       [=](const torch::Tensor& x) {
                         return enhance::threshold(x, t, m,
                                                   static_cast<enhance::ThresholdType>(type));
                       }});
  return out;
}

std::vector<Native> Scale();

std::vector<Native> Elementwise() {
  std::vector<Native> ops = {
      {"invert()", [](const torch::Tensor& x) { return enhance::invert(x); }}};
  for (auto& op : Scale()) ops.push_back(std::move(op));
  for (auto& op : ThresholdCalls({-1, 0, 127.5, 254, 255, std::nan("")}, {255, 100.7}))
    ops.push_back(std::move(op));
  return ops;
}

// normalize and denormalize on uint8 data: host statistics (a zero std, a
// NaN mean, infinities, huge and tiny values: every IEEE path of sub, div,
// mul and add) and tensor ones of every accepted shape.
std::vector<Native> Scale() {
  std::vector<Native> out;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  const std::vector<std::pair<double, double>> host = {
      {0.5, 0.25}, {0, 1},   {127.5, 127.5}, {-3.7, 1e-3},  {0, 0},     {nan, 2},
      {1, nan},    {inf, 3}, {2, -inf},      {1e30, 3e-30}, {-0.0, -1}, {0.1, 0.3}};
  for (const auto& [m, s] : host) {
    out.push_back({c10::str("normalize(mean=", m, ", std=", s, ")"),
                   [=](const torch::Tensor& x) { return enhance::normalize(x, m, s); }});
    out.push_back({c10::str("denormalize(mean=", m, ", std=", s, ")"),
                   [=](const torch::Tensor& x) { return enhance::denormalize(x, m, s); }});
  }
  // Tensor statistics: (), (1,), (C,), (1, C), (B, C), float64 cast to float32.
  const auto stat = [](const torch::Tensor& x, int kind, double scale) {
    const int64_t b = x.size(0), c = x.size(1);
    const std::vector<std::vector<int64_t>> shapes = {{}, {1}, {c}, {1, c}, {b, c}};
    const std::vector<int64_t>& shape = shapes[kind];
    int64_t n = 1;
    for (const int64_t s : shape) n *= s;
    return ((torch::arange(n, torch::kDouble) + 1) * scale).reshape(shape);
  };
  for (int kind = 0; kind < 5; ++kind) {
    out.push_back(
        {c10::str("normalize(tensor statistics, kind ", kind, ")"), [=](const torch::Tensor& x) {
           return enhance::normalize(x, stat(x, kind, 0.37), stat(x, kind, 0.11));
         }});
    out.push_back(
        {c10::str("denormalize(tensor statistics, kind ", kind, ")"), [=](const torch::Tensor& x) {
           return enhance::denormalize(x, stat(x, kind, 0.37), stat(x, kind, 0.11));
         }});
  }
  return out;
}

std::vector<Native> Gray() {
  return {
      {"rgb_to_grayscale()", [](const torch::Tensor& x) { return color::rgb_to_grayscale(x); }},
      {"bgr_to_grayscale()", [](const torch::Tensor& x) { return color::bgr_to_grayscale(x); }}};
}

TEST(NativePaths, EveryOpIsByteIdenticalToItsComposite) {
  const std::vector<Native> grid = ThresholdCalls(Thresholds(), {0, 1, 127.5, 128, 254.9, 255});
  // p 0 and 1 gate every image one way; 0.5 with two seeds mixes them.
  const Outcome out = CheckAll(Elementwise(), Gray(), grid,
                               {Flip(0, 1), Flip(1, 1), Flip(0.5, 7), Flip(0.5, 8), VFlip(0, 1),
                                VFlip(1, 1), VFlip(0.5, 7), VFlip(0.5, 8)});
  for (const auto& f : out.failures) ADD_FAILURE() << f;
  EXPECT_TRUE(out.failures.empty()) << out.failures.size() << " calls differ";
  // Every op ran its native kernel (on each contiguous layout at least).
  EXPECT_GE(out.kernel_runs, grid.size()) << "native kernels ran " << out.kernel_runs << " times";
  const std::string config = at::show_config();
  const size_t cap = config.find("CPU capability usage: ");
  std::printf(
      "native_paths: %zu threshold grid calls, %lld output elements compared, %llu native runs "
      "on %s, %d threads, ATen's %s\n",
      grid.size(), static_cast<long long>(out.compared),
      static_cast<unsigned long long>(out.kernel_runs), native::Target(), at::get_num_threads(),
      cap == std::string::npos ? "capability unknown"
                               : config.substr(cap, config.find('\n', cap) - cap).c_str());
}

// Every contiguous layout runs the kernel; the others run the composite form.
TEST(NativePaths, ContiguousInputsRunTheKernel) {
  for (const auto& [name, x] : Layouts(3)) {
    const uint64_t before = native::KernelRuns();
    enhance::invert(x);
    color::rgb_to_grayscale(x);
    enhance::threshold(x, 100, 255, enhance::ThresholdType::kBinary);
    if (x.dim() <= 4) Flip(0.5, 1).call(x);
    if (x.dim() <= 4) VFlip(0.5, 1).call(x);
    enhance::normalize(x, 0.5, 0.25);
    enhance::denormalize(x, 0.5, 0.25);
    enhance::solarize(x, 0.5);
    const uint64_t runs = native::KernelRuns() - before;
    EXPECT_EQ(runs, x.is_contiguous() ? (x.dim() <= 4 ? 8u : 6u) : 0u) << name;
    {
      native::CompositeOnly composite;
      enhance::invert(x);
    }
    EXPECT_EQ(native::KernelRuns() - before, runs) << name << ": ran under CompositeOnly";
  }
}

// Planted: a kernel with one wrong value (255 maps to 1), and a kernel
// that skips its last byte. The same check names both.
TEST(NativePaths, PlantedKernelsAreCaught) {
  const Native wrong_entry = {"planted invert (255 -> 1)", [](const torch::Tensor& x) {
                                if (!native::Enabled()) return enhance::invert(x);
                                const torch::Tensor out = native::detail::InvertUint8(x);
                                return torch::where(x == 255, torch::ones_like(out), out);
                              }};
  const Native skipped_tail = {"planted tail", [](const torch::Tensor& x) {
                                 if (!native::Enabled()) return enhance::invert(x);
                                 const torch::Tensor c = x.contiguous();
                                 torch::Tensor out = torch::zeros_like(c);
                                 if (c.numel() > 0)
                                   native::InvertU8(c.data_ptr<uint8_t>(), out.data_ptr<uint8_t>(),
                                                    static_cast<size_t>(c.numel() - 1));
                                 return out;
                               }};
  const Outcome entry = CheckAll({wrong_entry}, {}, {});
  EXPECT_FALSE(entry.failures.empty());
  bool named = false;
  for (const auto& f : entry.failures)
    named = named || f.find("(native 1, composite 0)") != std::string::npos;
  EXPECT_TRUE(named) << entry.failures[0];
  const Outcome tail = CheckAll({skipped_tail}, {}, {});
  // Every non-empty layout misses its last byte (255 - v is never 0 but for v = 255).
  EXPECT_GE(tail.failures.size(), 20u);
  // And a correct op passes the same check.
  EXPECT_TRUE(CheckAll({Elementwise()[0]}, {}, {}).failures.empty());
}

// The uint8 forms of the pointwise enhance ops (ops/enhance/levels.h), with
// their parameters: every bits value; dense grids of the float ones over and
// past their ranges (steps of 1/64 and 1/8, every level's midpoint for the
// solarize thresholds), NaN and infinities where the op takes them; tensor
// parameters per sample (B,) and per channel (B, C), made for the input.
std::vector<double> Grid(double from, double to, double step) {
  std::vector<double> out;
  for (double v = from; v <= to + 1e-12; v += step) out.push_back(v);
  return out;
}

// The batch posterize reads: the product of the dims before C (1 for 3 dims).
int64_t Batch(const torch::Tensor& x) {
  int64_t b = 1;
  for (int64_t i = 0; i + 3 < x.dim(); ++i) b *= x.size(i);
  return b;
}

std::vector<Native> LevelOps() {
  std::vector<Native> ops;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  for (int64_t bits = 0; bits <= 8; ++bits)
    ops.push_back({c10::str("posterize(", bits, ")"),
                   [bits](const torch::Tensor& x) { return enhance::posterize(x, bits); }});
  // Per-sample bits (0..8 over the batch) and one bits value as a tensor.
  ops.push_back({"posterize(bits per sample)", [](const torch::Tensor& x) {
                   return enhance::posterize(x, torch::arange(Batch(x)) % 9);
                 }});
  ops.push_back({"posterize(bits tensor 5)",
                 [](const torch::Tensor& x) { return enhance::posterize(x, torch::tensor(5)); }});
  // solarize: every level's midpoint (k + 0.5) / 255 and the levels
  // themselves as thresholds, past both ends and NaN; additions over their
  // range.
  std::vector<double> thresholds = {-0.5, 1.5, nan, inf, -inf};
  for (int k = -1; k <= 255; ++k) {
    thresholds.push_back((k + 0.5) / 255);
    if (k >= 0) thresholds.push_back(k / 255.0);
  }
  for (const double t : thresholds)
    ops.push_back({c10::str("solarize(", t, ")"),
                   [t](const torch::Tensor& x) { return enhance::solarize(x, t); }});
  for (const double a : Grid(-0.5, 0.5, 1.0 / 64))
    for (const double t : {0.0, 0.3, 0.5, 1.0})
      ops.push_back({c10::str("solarize(", t, ", additions=", a, ")"),
                     [t, a](const torch::Tensor& x) { return enhance::solarize(x, t, a); }});
  ops.push_back({"solarize(tensor per sample)", [](const torch::Tensor& x) {
                   const int64_t b = x.dim() > 3 ? x.size(0) : 1;
                   const torch::Tensor t = torch::linspace(0.1, 0.9, b);
                   const torch::Tensor a = torch::linspace(-0.3, 0.4, b);
                   return x.dim() > 3 ? enhance::solarize(x, t, a)
                                      : enhance::solarize(x, t.reshape({}), a.reshape({}));
                 }});
  std::vector<double> shifts = Grid(-1.5, 1.5, 1.0 / 64);
  shifts.insert(shifts.end(), {nan, inf, -inf, 1e-9, -1e-9});
  for (const double f : shifts)
    for (const bool clip : {true, false})
      ops.push_back(
          {c10::str("adjust_brightness(", f, ", clip ", clip, ")"),
           [f, clip](const torch::Tensor& x) { return enhance::adjust_brightness(x, f, clip); }});
  std::vector<double> gains = Grid(0, 4, 1.0 / 64);
  gains.insert(gains.end(), {255, 1e9, inf});
  for (const double f : gains)
    for (const bool clip : {true, false})
      ops.push_back(
          {c10::str("adjust_contrast(", f, ", clip ", clip, ")"),
           [f, clip](const torch::Tensor& x) { return enhance::adjust_contrast(x, f, clip); }});
  for (const double g : Grid(0, 4, 1.0 / 8))
    for (const double k : {0.0, 0.5, 1.0, 2.0})
      ops.push_back({c10::str("adjust_gamma(", g, ", ", k, ")"),
                     [g, k](const torch::Tensor& x) { return enhance::adjust_gamma(x, g, k); }});
  ops.push_back({"adjust_gamma(1e9, 1)",
                 [](const torch::Tensor& x) { return enhance::adjust_gamma(x, 1e9, 1.0); }});
  // Tensor factors per sample (dim 0) and per channel (every dim before H).
  const auto per = [](const torch::Tensor& x, bool channel, double lo, double hi) {
    const auto shape = channel ? x.sizes().slice(0, x.dim() - 2) : x.sizes().slice(0, 1);
    return torch::linspace(lo, hi, c10::multiply_integers(shape)).reshape(shape);
  };
  for (const bool channel : {false, true}) {
    const std::string by = channel ? "per channel" : "per sample";
    ops.push_back({"adjust_brightness(tensor " + by + ")", [=](const torch::Tensor& x) {
                     return enhance::adjust_brightness(x, per(x, channel, -0.6, 0.7), true);
                   }});
    ops.push_back({"adjust_contrast(tensor " + by + ")", [=](const torch::Tensor& x) {
                     return enhance::adjust_contrast(x, per(x, channel, 0.2, 3.1), false);
                   }});
    ops.push_back({"adjust_gamma(tensor " + by + ")", [=](const torch::Tensor& x) {
                     return enhance::adjust_gamma(x, per(x, channel, 0.3, 2.5),
                                                  per(x, channel, 0.5, 1.5));
                   }});
  }
  return ops;
}

TEST(NativePaths, LevelOpsAreByteIdenticalToTheFloatOpOnTheImage) {
  const std::vector<Native> ops = LevelOps();
  Outcome out;
  uint64_t contiguous = 0;
  // Every call on every value 0..255, batch 1 and batch 2 (per-sample
  // parameters differ there); a subset of calls on every layout.
  const torch::Tensor one = Ramp({1, 3, 16, 16}), two = Ramp({2, 3, 16, 16}, 100);
  for (const auto& op : ops) {
    Compare(op, "(1, 3, 16, 16) of 0..255", one, out);
    Compare(op, "(2, 3, 16, 16) of 0..255", two, out);
    contiguous += 2;
  }
  for (size_t i = 0; i < ops.size(); i += 37)
    for (const auto& [name, x] : Layouts(3)) {
      // posterize takes a non-empty C, H and W only.
      if (ops[i].name.rfind("posterize", 0) == 0 && name == "empty plane") continue;
      Compare(ops[i], name, x, out);
      contiguous += x.is_contiguous();
    }
  for (const auto& f : out.failures) ADD_FAILURE() << f;
  EXPECT_GE(out.kernel_runs, contiguous);
  // The same bytes as the public float op on x / 255, rounded (levels.h's Q).
  const torch::Tensor unit = two.to(torch::kFloat) / 255;
  int64_t equal = 0;
  for (const auto& op : ops) {
    const torch::Tensor want =
        torch::floor(torch::nan_to_num(op.call(unit) * 255, 0.0, 255.0, 0.0).clamp(0, 255) + 0.5)
            .to(torch::kByte);
    const bool same = SameBytes(op.call(two), want);
    EXPECT_TRUE(same) << op.name << ": the uint8 form is not the float op on x / 255";
    equal += same;
  }
  std::printf(
      "native_paths: %zu level-op calls, %lld output elements compared, %llu native "
      "runs, %lld equal to the float op on x / 255\n",
      ops.size(), static_cast<long long>(out.compared),
      static_cast<unsigned long long>(out.kernel_runs), static_cast<long long>(equal));
}

// _lut_uint8 itself: tables shared (1, 1, 1, 256), per sample, per plane,
// on every layout, its CPU kernel against its composite gather; planted, a
// table entry read one off is caught.
TEST(NativePaths, LutOperatorIsByteIdenticalToItsComposite) {
  Outcome out;
  uint64_t contiguous = 0;
  for (const auto& [name, x] : Layouts(3)) {
    std::vector<std::vector<int64_t>> shapes;
    std::vector<int64_t> shared(x.dim(), 1), sample(x.dim(), 1), plane(x.sizes().vec());
    shared.back() = sample.back() = plane.back() = 256;
    sample[0] = x.size(0);
    plane[plane.size() - 2] = 1;
    for (const auto& shape : {shared, sample, plane}) {
      int64_t n = 1;
      for (const int64_t s : shape) n *= s;
      const torch::Tensor table = ((torch::arange(n) * 7919 + 13) % 256).to(torch::kByte);
      const torch::Tensor t = table.reshape(shape);
      const Native op = {c10::str("_lut_uint8(table ", shape, ")"), [t](const torch::Tensor& v) {
                           if (!native::Enabled()) return native::detail::LutUint8Composite(v, t);
                           return native::detail::LutUint8(v, t);
                         }};
      Compare(op, name, x, out);
      contiguous += x.is_contiguous();
    }
  }
  for (const auto& f : out.failures) ADD_FAILURE() << f;
  EXPECT_GE(out.kernel_runs, contiguous);
  const torch::Tensor entries = ((torch::arange(256) * 31 + 5) % 256).to(torch::kByte);
  const Native planted = {"planted _lut_uint8 (entry 200 read as 201)",
                          [entries](const torch::Tensor& v) {
                            std::vector<int64_t> shape(v.dim(), 1);
                            shape.back() = 256;
                            const torch::Tensor t = entries.reshape(shape);
                            if (!native::Enabled()) return native::detail::LutUint8Composite(v, t);
                            const torch::Tensor out = native::detail::LutUint8(v, t);
                            return torch::where(v == 200, entries[201], out);
                          }};
  Outcome caught;
  for (const auto& [name, x] : Layouts(1)) Compare(planted, name, x, caught);
  EXPECT_GE(caught.failures.size(), 10u);
  // A table of the wrong shape or dtype is refused, by the CPU kernel and on
  // its composite path (a transposed input).
  const torch::Tensor x = Ramp({2, 3, 4, 4});
  for (const torch::Tensor& input : {x, x.transpose(-1, -2)}) {
    EXPECT_THROW(native::detail::LutUint8(input, torch::zeros({2, 3, 4, 256}, torch::kByte)),
                 c10::ValueError);
    EXPECT_THROW(native::detail::LutUint8(input, torch::zeros({1, 1, 1, 256}, torch::kFloat)),
                 c10::TypeError);
  }
}

// The float32 HSV kernels (_rgb_to_hsv, _hsv_to_rgb, _adjust_hue), through
// rgb_to_hsv, hsv_to_rgb, adjust_hue and
// ColorJitter's hue step, against the composite by the contract's comparison
// (the golden store's: bits, sign of zero and NaN mask; NaN compared as NaN,
// since ATen's own NaN payloads change between its vector body and scalar
// tail). Inputs:
//   - HSV images whose hues sit on, one ulp either side of, and between every
//     sextant boundary over four turns each way, plus NaN, +-inf and -0.0,
//     with saturations and values in and out of [0, 1] (NaN, inf, -0.0 too);
//   - every uint8 RGB triple over 255 (2**24 pixels: the values images take);
//   - every triple of 22 special values (0, denormals, around 1, extremes,
//     negatives, infinities, NaN), once with +0.0 and once with -0.0 as the
//     zero: ATen's amax and amin return a layout-dependent zero when +0.0 and
//     -0.0 tie (its vector body the later, its scalar tail the earlier
//     channel), so no kernel can match the composite there on every layout;
//     the kernel takes the later (native.h);
// on every layout and vector width, hue shifts inside and far outside one turn
// (the kernel's long-division remainder and its scalar fallback), NaN and
// infinite shifts, and per-sample shifts. Planted: one sextant's red channel
// off, and one saturation off by an ulp, are caught.
torch::Tensor HsvValues(std::vector<int64_t> shape) {
  std::vector<int64_t> planes = shape;
  planes.erase(planes.end() - 3);
  int64_t n = 1;
  for (const int64_t s : planes) n *= s;
  const torch::Tensor i = torch::arange(n, torch::kLong);
  // Hues: k * pi / 3 for k in -24..24, nudged by -1, 0 or +1 ulp, or a
  // midpoint; every 97th a special value.
  const torch::Tensor k = (i % 49 - 24).to(torch::kFloat);
  torch::Tensor h = k * static_cast<float>(M_PI / 3.0);
  const torch::Tensor nudge = i % 4;
  h = torch::where(nudge == 1, torch::nextafter(h, torch::full_like(h, INFINITY)), h);
  h = torch::where(nudge == 2, torch::nextafter(h, torch::full_like(h, -INFINITY)), h);
  h = torch::where(nudge == 3, h + static_cast<float>(M_PI / 6.0), h);
  const torch::Tensor specials =
      torch::tensor({NAN, INFINITY, -INFINITY, -0.0f, 0.0f, 1e-30f, -1e-30f, 6.2831855f});
  h = torch::where(i % 97 == 5, specials.index({i.floor_divide(97) % 8}), h);
  const torch::Tensor sv_values =
      torch::tensor({0.0f, 1.0f, 0.5f, 0.25f, -0.0f, 1.5f, -0.5f, NAN, INFINITY, 0.999f, 1e-7f});
  const torch::Tensor s = sv_values.index({(i * 7 + 3) % 11});
  const torch::Tensor v = sv_values.index({(i * 5 + 1) % 11});
  return torch::stack({h.reshape(planes), s.reshape(planes), v.reshape(planes)}, -3);
}

// RGB pixels cycling through every triple of 22 special values (10,648), the
// zero signed as `zero` (+0.0 or -0.0, never both: see above).
torch::Tensor RgbSpecials(std::vector<int64_t> shape, float zero) {
  std::vector<int64_t> planes = shape;
  planes.erase(planes.end() - 3);
  int64_t n = 1;
  for (const int64_t s : planes) n *= s;
  const float one_below = std::nextafter(1.0f, 0.0f), one_above = std::nextafter(1.0f, 2.0f);
  const torch::Tensor values =
      torch::tensor({zero,      1e-45f, 1e-38f,    1e-8f,    1e-7f,     0.25f, 0.5f,    0.999f,
                     one_below, 1.0f,   one_above, 2.0f,     255.0f,    1e20f, 3.4e38f, -1e-8f,
                     -0.5f,     -1.0f,  -3.4e38f,  INFINITY, -INFINITY, NAN});
  const int64_t m = values.numel();
  const torch::Tensor i = torch::arange(n, torch::kLong) % (m * m * m);
  return torch::stack(
      {values.index({i % m}).reshape(planes), values.index({i.floor_divide(m) % m}).reshape(planes),
       values.index({i.floor_divide(m * m)}).reshape(planes)},
      -3);
}

template <class Make>
std::vector<std::pair<std::string, torch::Tensor>> FloatLayouts(Make make) {
  std::vector<std::pair<std::string, torch::Tensor>> out;
  out.emplace_back("(3, 16, 16)", make({3, 16, 16}));
  out.emplace_back("(1, 3, 16, 16) batch 1", make({1, 3, 16, 16}));
  out.emplace_back("(2, 2, 3, 8, 33) 5-dim", make({2, 2, 3, 8, 33}));
  for (const int64_t w : {1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 255, 256, 257})
    out.emplace_back(c10::str("(2, 3, 3, ", w, ")"), make({2, 3, 3, w}));
  out.emplace_back("batch view at an offset", make({3, 3, 64, 129}).narrow(0, 1, 2));
  out.emplace_back("transposed H, W", make({2, 3, 33, 17}).transpose(-1, -2));
  out.emplace_back("channels-last",
                   make({2, 3, 16, 16}).contiguous(torch::MemoryFormat::ChannelsLast));
  out.emplace_back("empty batch", make({0, 3, 4, 4}));
  out.emplace_back("empty plane", make({3, 0, 5}));
  out.emplace_back("(4, 3, 160, 160) parallel", make({4, 3, 160, 160}));
  return out;
}

// Same values by the contract (golden::Compare: NaN is NaN).
void CompareValues(const Native& op, const std::string& input, const torch::Tensor& x,
                   Outcome& out) {
  const auto [fast, reference] = BothPaths(op, x, out);
  out.compared += reference.numel();
  const golden::Comparison cmp = golden::Compare(reference, fast);
  if (!cmp.equal)
    out.failures.push_back(c10::str(op.name, " on ", input, ": ", golden::Describe(cmp)));
}

std::vector<Native> RgbOps() {
  std::vector<Native> ops = {
      {"rgb_to_hsv()", [](const torch::Tensor& x) { return color::rgb_to_hsv(x); }},
      {"rgb_to_hsv(eps 0)", [](const torch::Tensor& x) { return color::rgb_to_hsv(x, 0.0); }},
      {"rgb_to_hsv(eps 1e-3)", [](const torch::Tensor& x) { return color::rgb_to_hsv(x, 1e-3); }}};
  for (const double f :
       std::vector<double>{0.0, 0.7, -3.2, M_PI, -M_PI, 7.0, 500.0, 1e30, NAN, INFINITY})
    ops.push_back({c10::str("adjust_hue(", f, ")"),
                   [f](const torch::Tensor& x) { return enhance::adjust_hue(x, f); }});
  ops.push_back({"adjust_hue(per-sample factors)", [](const torch::Tensor& x) {
                   const int64_t b = x.dim() == 3 ? 1 : x.size(0);
                   const torch::Tensor f = torch::linspace(-3.2, 3.2, b);
                   return enhance::adjust_hue(x, x.dim() == 3 ? f.squeeze() : f);
                 }});
  ops.push_back({"adjust_hue(per-pixel factors: the steps)", [](const torch::Tensor& x) {
                   std::vector<int64_t> shape(x.dim(), 1);
                   shape.back() = x.size(-1);
                   return enhance::adjust_hue(x, torch::linspace(-3, 3, x.size(-1)).reshape(shape));
                 }});
  ops.push_back({"ColorJitter(hue 0.5, seed 3)", [](const torch::Tensor& x) {
                   augmentation::ColorJitter op({0.0}, {0.0}, {0.0}, {0.5}, 1.0, std::nullopt,
                                                at::detail::createCPUGenerator(3));
                   return op(x);
                 }});
  return ops;
}

TEST(NativePaths, HsvKernelsMatchTheirComposite) {
  const Native hsv_to_rgb = {"hsv_to_rgb()",
                             [](const torch::Tensor& x) { return color::hsv_to_rgb(x); }};
  Outcome out;
  uint64_t float32_calls = 0;
  for (const auto& [name, x] : FloatLayouts(HsvValues)) {
    CompareValues(hsv_to_rgb, name, x, out);
    float32_calls += x.numel() > 0;
    // Off float32 the ops run their composite form (float64; float16 has no
    // CPU floor on torch 1.13.1).
    CompareValues(hsv_to_rgb, c10::str(name, " as float64"), x.to(torch::kDouble), out);
  }
  const std::vector<Native> rgb_ops = RgbOps();
  for (const float zero : {0.0f, -0.0f}) {
    for (const auto& [name, x] :
         FloatLayouts([zero](std::vector<int64_t> s) { return RgbSpecials(s, zero); })) {
      for (const Native& op : rgb_ops) {
        // ColorJitter is a 4-dim op, and clamps first: clamp(-0.0, 0, 1) turns
        // some -0.0 into +0.0 (ATen's vector and scalar paths again), a tie.
        if (op.name.rfind("Color", 0) == 0 && (x.dim() == 5 || std::signbit(zero))) continue;
        const std::string input = c10::str(name, std::signbit(zero) ? " with -0.0" : "");
        CompareValues(op, input, x, out);
        // The per-pixel factor runs the two steps' kernels; the others one.
        float32_calls += x.numel() > 0;
      }
      CompareValues(rgb_ops[0], c10::str(name, " as float64"), x.to(torch::kDouble), out);
    }
  }
  // Every uint8 triple over 255, the values real images take.
  const torch::Tensor every = EveryTriple().to(torch::kFloat) / 255.0f;
  for (const Native& op : {rgb_ops[0], rgb_ops[3], rgb_ops[5], rgb_ops[6]}) {
    CompareValues(op, "every uint8 triple / 255", every, out);
    ++float32_calls;
  }
  for (const auto& f : out.failures) ADD_FAILURE() << f;
  EXPECT_GE(out.kernel_runs, float32_calls);
  std::printf("native_paths: HSV kernels, %lld output elements compared, %llu native runs\n",
              static_cast<long long>(out.compared),
              static_cast<unsigned long long>(out.kernel_runs));

  // Every NaN the kernels write is the one canonical pattern (0x7fc00000),
  // so their bytes do not depend on the SIMD target.
  const torch::Tensor specials = RgbSpecials({2, 3, 40, 133}, 0.0f);
  for (const torch::Tensor& y :
       {color::rgb_to_hsv(specials), color::hsv_to_rgb(HsvValues({2, 3, 40, 133})),
        enhance::adjust_hue(specials, 0.7)}) {
    const torch::Tensor nan_bits = y.contiguous().view(torch::kInt).masked_select(y.isnan());
    EXPECT_GT(nan_bits.numel(), 100);
    EXPECT_TRUE(nan_bits.eq(0x7fc00000).all().item<bool>());
  }

  // Planted: the kernels' output with one sextant's red off, or one
  // saturation an ulp off, is caught.
  const Native planted_red = {
      "planted _hsv_to_rgb (sextant 2's red + 1)", [](const torch::Tensor& x) {
        const torch::Tensor rgb = color::hsv_to_rgb(x);
        if (!native::Enabled()) return rgb;
        const torch::Tensor h = x.select(-3, 0);
        const torch::Tensor sextant = torch::remainder(torch::floor(h / (2.0 * M_PI) * 6.0), 6.0);
        const torch::Tensor r = rgb.select(-3, 0);
        const torch::Tensor bad = torch::where(sextant == 2, r + 1.0f, r);
        return torch::stack({bad, rgb.select(-3, 1), rgb.select(-3, 2)}, -3);
      }};
  const Native planted_ulp = {
      "planted _rgb_to_hsv (a saturation of 0.5 one ulp up)", [](const torch::Tensor& x) {
        const torch::Tensor hsv = color::rgb_to_hsv(x);
        if (!native::Enabled()) return hsv;
        const torch::Tensor s = hsv.select(-3, 1);
        const torch::Tensor bad =
            torch::where(s == 0.5f, torch::nextafter(s, torch::full_like(s, 2.0f)), s);
        return torch::stack({hsv.select(-3, 0), bad, hsv.select(-3, 2)}, -3);
      }};
  Outcome caught;
  for (const auto& [name, x] : FloatLayouts(HsvValues)) CompareValues(planted_red, name, x, caught);
  const size_t red = caught.failures.size();
  EXPECT_GE(red, 10u);
  CompareValues(planted_ulp, "every uint8 triple / 255", every, caught);
  EXPECT_EQ(caught.failures.size(), red + 1);
  // The operators refuse what they cannot take: another shape, dtype or
  // shift count.
  EXPECT_THROW(native::detail::RgbToHsvCpu(torch::zeros({2, 4, 4}), 1e-8), c10::ValueError);
  EXPECT_THROW(native::detail::HsvToRgbCpu(torch::zeros({3, 4, 4}, torch::kDouble)),
               c10::TypeError);
  EXPECT_THROW(native::detail::AdjustHueCpu(torch::zeros({2, 3, 4, 4}), torch::zeros({3})),
               c10::ValueError);
  EXPECT_THROW(native::detail::AdjustHueCpu(torch::zeros({2, 3, 4, 4}), torch::zeros({2, 1})),
               c10::ValueError);
}

// adjust_saturation's float32 kernel (_adjust_saturation: Kornia's direct
// RGB form in one pass) against its composite by the contract's comparison,
// on the HSV test's RGB inputs (every triple of 22 special values with +0.0
// and with -0.0, every uint8 triple over 255) on every layout, at factors
// in and past [0, 1] (negative, huge, NaN, infinite), per sample, and per
// pixel (the ATen form: no kernel). Planted: an output an ulp off where the
// saturation is clamped to 1 is caught.
// f(input name, x) on RgbSpecials in every float layout, with +0.0 and
// then with -0.0 as the zero.
void ForRgbSpecials(const std::function<void(const std::string&, const torch::Tensor&)>& f) {
  for (const float zero : {0.0f, -0.0f})
    for (const auto& [name, x] :
         FloatLayouts([zero](std::vector<int64_t> s) { return RgbSpecials(s, zero); }))
      f(c10::str(name, std::signbit(zero) ? " with -0.0" : ""), x);
}

// `ops` on every uint8 triple over 255 (each composite call over 2**24
// pixels takes seconds), then the outcome: its failures, at least `calls`
// plus these kernel runs, and a summary line naming `what`.
void FinishOnEveryTriple(const char* what, const std::vector<Native>& ops, Outcome& out,
                         uint64_t calls) {
  const torch::Tensor every = EveryTriple().to(torch::kFloat) / 255.0f;
  for (const Native& op : ops) {
    CompareValues(op, "every uint8 triple / 255", every, out);
    ++calls;
  }
  for (const auto& f : out.failures) ADD_FAILURE() << f;
  EXPECT_GE(out.kernel_runs, calls);
  std::printf("native_paths: %s, %lld output elements compared, %llu native runs\n", what,
              static_cast<long long>(out.compared),
              static_cast<unsigned long long>(out.kernel_runs));
}

std::vector<Native> SaturationOps() {
  std::vector<Native> ops;
  for (const double f :
       std::vector<double>{0.0, 0.5, 1.0, 1.5, 2.0, 10.0, -1.0, 1e30, NAN, INFINITY, -INFINITY})
    ops.push_back({c10::str("adjust_saturation(", f, ")"),
                   [f](const torch::Tensor& x) { return enhance::adjust_saturation(x, f); }});
  ops.push_back({"adjust_saturation(per-sample factors)", [](const torch::Tensor& x) {
                   const int64_t b = x.dim() == 3 ? 1 : x.size(0);
                   const torch::Tensor f = torch::linspace(-0.5, 3.0, b);
                   return enhance::adjust_saturation(x, x.dim() == 3 ? f.squeeze() : f);
                 }});
  return ops;
}

Native PerPixelSaturation() {
  return {"adjust_saturation(per-pixel factors: the ATen form)", [](const torch::Tensor& x) {
            std::vector<int64_t> shape(x.dim(), 1);
            shape.back() = x.size(-1);
            return enhance::adjust_saturation(x, torch::linspace(0, 3, x.size(-1)).reshape(shape));
          }};
}

TEST(NativePaths, SaturationKernelMatchesItsComposite) {
  Outcome out;
  uint64_t float32_calls = 0;
  const std::vector<Native> ops = SaturationOps();
  ForRgbSpecials([&](const std::string& input, const torch::Tensor& x) {
    for (const Native& op : ops) {
      CompareValues(op, input, x, out);
      float32_calls += x.numel() > 0;
    }
    CompareValues(PerPixelSaturation(), input, x, out);
    CompareValues(ops[3], c10::str(input, " as float64"), x.to(torch::kDouble), out);
  });
  // Every uint8 triple over 255 at factors 0.5, 1.5 and 10.
  FinishOnEveryTriple("saturation kernel", {ops[1], ops[3], ops[5]}, out, float32_calls);

  // Every NaN it writes is the canonical one; a per-pixel factor runs no kernel.
  const torch::Tensor y = enhance::adjust_saturation(RgbSpecials({2, 3, 40, 133}, 0.0f), 1.5);
  const torch::Tensor nan_bits = y.contiguous().view(torch::kInt).masked_select(y.isnan());
  EXPECT_GT(nan_bits.numel(), 100);
  EXPECT_TRUE(nan_bits.eq(0x7fc00000).all().item<bool>());
  const torch::Tensor every = EveryTriple().to(torch::kFloat) / 255.0f;
  const uint64_t before = native::KernelRuns();
  PerPixelSaturation().call(every);
  EXPECT_EQ(native::KernelRuns(), before);

  const Native planted = {
      "planted _adjust_saturation (one ulp up where saturated)", [](const torch::Tensor& x) {
        const torch::Tensor rgb = enhance::adjust_saturation(x, 10.0);
        if (!native::Enabled()) return rgb;
        const torch::Tensor hi = x.amax(-3, true), lo = x.amin(-3, true);
        const torch::Tensor saturated = (hi - lo) * 10.0 > hi;
        return torch::where(saturated & (rgb > 0), torch::nextafter(rgb, rgb * 2), rgb);
      }};
  Outcome caught;
  CompareValues(planted, "every uint8 triple / 255", every, caught);
  EXPECT_EQ(caught.failures.size(), 1u);
  EXPECT_THROW(native::detail::AdjustSaturationCpu(torch::zeros({2, 3, 4, 4}), torch::zeros({3})),
               c10::ValueError);
  EXPECT_THROW(native::detail::AdjustSaturationCpu(torch::zeros({3, 4, 4}, torch::kDouble),
                                                   torch::zeros({1})),
               c10::TypeError);
}

// adjust_saturation_with_gray_subtraction's float32 kernel
// (_saturation_gray_subtraction: rgb_to_grayscale's multiply and two addcmul,
// fused as ATen's addcmul fuses under this run's capability, then the blend
// and the clamp in one pass) and ColorJitter's saturation step, against the
// composite by the contract's comparison on the same inputs as above; per
// channel factors run the ATen form. Under ATEN_CPU_CAPABILITY=default (the
// twin test) ATen's addcmul does not fuse, and neither does the kernel.
// Planted: the gray's addcmul fused the other way round is caught.
std::vector<Native> GraySubtractionOps() {
  std::vector<Native> ops;
  for (const double f :
       std::vector<double>{0.0, 0.5, 1.0, 1.5, 2.0, 10.0, -1.0, 1e30, NAN, INFINITY, -INFINITY})
    ops.push_back(
        {c10::str("adjust_saturation_with_gray_subtraction(", f, ")"), [f](const torch::Tensor& x) {
           return enhance::adjust_saturation_with_gray_subtraction(x, f);
         }});
  ops.push_back(
      {"adjust_saturation_with_gray_subtraction(per-sample factors)", [](const torch::Tensor& x) {
         const int64_t b = x.dim() == 3 ? 1 : x.size(0);
         const torch::Tensor f = torch::linspace(-0.5, 3.0, b);
         return enhance::adjust_saturation_with_gray_subtraction(x, x.dim() == 3 ? f.squeeze() : f);
       }});
  ops.push_back({"ColorJitter(saturation 0.5, seed 3)", [](const torch::Tensor& x) {
                   augmentation::ColorJitter op({0.0}, {0.0}, {0.5}, {0.0}, 1.0, std::nullopt,
                                                at::detail::createCPUGenerator(3));
                   return op(x);
                 }});
  return ops;
}

TEST(NativePaths, GraySubtractionKernelMatchesItsComposite) {
  Outcome out;
  uint64_t float32_calls = 0;
  const std::vector<Native> ops = GraySubtractionOps();
  const Native per_channel = {
      "adjust_saturation_with_gray_subtraction(per-channel factors: the ATen form)",
      [](const torch::Tensor& x) {
        const torch::Tensor f = torch::tensor({0.5f, 1.5f, 3.0f});
        return enhance::adjust_saturation_with_gray_subtraction(
            x, x.dim() == 3 ? f : f.expand({x.size(0), 3}));
      }};
  ForRgbSpecials([&](const std::string& input, const torch::Tensor& x) {
    for (const Native& op : ops) {
      // ColorJitter is a 4-dim op.
      if (op.name.rfind("Color", 0) == 0 && x.dim() != 4) continue;
      CompareValues(op, input, x, out);
      float32_calls += x.numel() > 0;
    }
    if (x.dim() == 4) CompareValues(per_channel, input, x, out);
    CompareValues(ops[3], c10::str(input, " as float64"), x.to(torch::kDouble), out);
  });
  FinishOnEveryTriple("gray-subtraction kernel", {ops[1], ops[3], ops[5]}, out, float32_calls);

  // Planted: the gray computed with the other rounding (fused where ATen is
  // not, separate where it fuses) moves some outputs by an ulp, and is caught.
  const Native planted = {
      "planted _saturation_gray_subtraction (the other addcmul rounding)",
      [](const torch::Tensor& x) {
        if (!native::Enabled()) return enhance::adjust_saturation_with_gray_subtraction(x, 1.5);
        const torch::Tensor r = x.select(-3, 0), g = x.select(-3, 1), b = x.select(-3, 2);
        torch::Tensor gray = r * static_cast<float>(0.299);
        const torch::Tensor w1 = torch::tensor(static_cast<float>(0.587));
        const torch::Tensor w2 = torch::tensor(static_cast<float>(0.114));
        // g w1 + gray in float64 is exact, so rounded to float32 it is the
        // fused multiply-add; the float32 multiply and add round twice. Each
        // step takes the rounding ATen's addcmul did not take.
        const torch::Tensor fused1 =
            (g.to(torch::kDouble) * w1.to(torch::kDouble) + gray.to(torch::kDouble))
                .to(torch::kFloat);
        const torch::Tensor plain1 = gray + g * w1;
        const torch::Tensor other1 =
            torch::where(fused1 == torch::addcmul(gray, g, w1), plain1, fused1);
        const torch::Tensor fused2 =
            (b.to(torch::kDouble) * w2.to(torch::kDouble) + other1.to(torch::kDouble))
                .to(torch::kFloat);
        const torch::Tensor plain2 = other1 + b * w2;
        const torch::Tensor other2 =
            torch::where(fused2 == torch::addcmul(other1, b, w2), plain2, fused2);
        return torch::clamp((1.0f - 1.5f) * other2.unsqueeze(-3) + 1.5f * x, 0.0, 1.0);
      }};
  Outcome caught;
  CompareValues(planted, "every uint8 triple / 255", EveryTriple().to(torch::kFloat) / 255.0f,
                caught);
  EXPECT_EQ(caught.failures.size(), 1u);
  EXPECT_THROW(
      native::detail::SaturationGraySubtractionCpu(torch::zeros({2, 3, 4, 4}), torch::zeros({3})),
      c10::ValueError);
  EXPECT_THROW(native::detail::SaturationGraySubtractionCpu(
                   torch::zeros({1, 3, 4, 4}, torch::kByte), torch::zeros({1})),
               c10::TypeError);
}

// The uint8 forms of adjust_hue and adjust_saturation (levels.h's rule: Q of
// the float32 op on x / 255), one native pass each (_adjust_hue and
// _adjust_saturation on uint8: load, the float form, Q, store), byte for byte
// their composite form (the float32 ATen ops on image.to(float32) / 255 and
// levels.h's QuantizeUnit): every RGB triple (2**24 pixels) at a grid of
// factors (and NaN, infinities), per sample; the uint8 layouts. Planted: a
// kernel whose rounding takes one tie down is caught.
std::vector<Native> Uint8RgbOps() {
  std::vector<Native> ops;
  for (const double f : std::vector<double>{-M_PI, -2.0, -0.5, -1e-3, 0.0, 1e-3, 0.25, 1.0, 2.5,
                                            M_PI, 7.0, 100.0, NAN, INFINITY})
    ops.push_back({c10::str("adjust_hue(uint8, ", f, ")"),
                   [f](const torch::Tensor& x) { return enhance::adjust_hue(x, f); }});
  for (const double f : std::vector<double>{0.0, 0.25, 0.5, 0.9, 1.0, 1.1, 1.5, 2.0, 4.0, 10.0, 1e6,
                                            -1.0, NAN, INFINITY})
    ops.push_back({c10::str("adjust_saturation(uint8, ", f, ")"),
                   [f](const torch::Tensor& x) { return enhance::adjust_saturation(x, f); }});
  ops.push_back({"adjust_hue(uint8, per-sample factors)", [](const torch::Tensor& x) {
                   const int64_t b = x.dim() == 3 ? 1 : x.size(0);
                   const torch::Tensor f = torch::linspace(-3.0, 3.0, b);
                   return enhance::adjust_hue(x, x.dim() == 3 ? f.squeeze() : f);
                 }});
  ops.push_back({"adjust_saturation(uint8, per-sample factors)", [](const torch::Tensor& x) {
                   const int64_t b = x.dim() == 3 ? 1 : x.size(0);
                   const torch::Tensor f = torch::linspace(0.0, 3.0, b);
                   return enhance::adjust_saturation(x, x.dim() == 3 ? f.squeeze() : f);
                 }});
  return ops;
}

TEST(NativePaths, Uint8HueAndSaturationAreByteIdenticalToTheirComposite) {
  Outcome out;
  uint64_t calls = 0;
  const torch::Tensor every = EveryTriple();
  const std::vector<Native> ops = Uint8RgbOps();
  for (const Native& op : ops) {
    for (const auto& [name, x] : Layouts(3)) {
      Compare(op, name, x, out);
      calls += x.numel() > 0;
    }
  }
  // Every RGB triple against the composite at hue factors -2 and 1 and
  // saturation factors 0.5, 1.5 and 10 (a composite call over 2**24 pixels
  // takes seconds); at every host factor of the grid against the float32 op
  // on x / 255 (its kernel: the float tests above hold it to the composite)
  // rounded as levels.h's QuantizeUnit.
  for (const size_t k : {1, 7, 16, 20, 23}) {
    Compare(ops[k], "every RGB triple", every, out);
    ++calls;
  }
  const torch::Tensor unit = every.to(torch::kFloat) / 255.0f;
  int64_t rounded = 0;
  for (size_t k = 0; k + 2 < ops.size(); ++k) {
    const Native& op = ops[k];
    const torch::Tensor expected =
        torch::floor(torch::nan_to_num(op.call(unit) * 255, 0.0, 255.0, 0.0).clamp(0, 255) + 0.5)
            .to(torch::kByte);
    if (!SameBytes(op.call(every), expected))
      out.failures.push_back(op.name + " on every RGB triple: not Q of the float32 op on x / 255");
    ++rounded;
  }
  // The ATen form on per-pixel factors (no kernel), against the composite.
  const auto ramp = [](const torch::Tensor& y) {
    std::vector<int64_t> shape(y.dim(), 1);
    shape.back() = y.size(-1);
    return torch::linspace(-2, 2, y.size(-1)).reshape(shape);
  };
  for (const auto& [name, x] : Layouts(3)) {
    if (x.size(-1) != 33) continue;
    for (const Native& op :
         {Native{"adjust_hue(uint8, per-pixel)",
                 [&](const torch::Tensor& y) { return enhance::adjust_hue(y, ramp(y)); }},
          Native{"adjust_saturation(uint8, per-pixel)", [&](const torch::Tensor& y) {
                   return enhance::adjust_saturation(y, ramp(y).abs());
                 }}})
      Compare(op, name, x, out);
  }
  for (const auto& f : out.failures) ADD_FAILURE() << f;
  EXPECT_GE(out.kernel_runs, calls);
  std::printf(
      "native_paths: uint8 hue and saturation, %lld bytes compared with the composite, %lld "
      "factors over every triple equal to Q of the float op, %llu native runs\n",
      static_cast<long long>(out.compared), static_cast<long long>(rounded),
      static_cast<unsigned long long>(out.kernel_runs));

  // Planted: one rounding tie taken down (a value 0.5 above an integer, in
  // the kernel's output only) is caught.
  const Native planted = {
      "planted _adjust_saturation(uint8) (a tie down)", [](const torch::Tensor& x) {
        const torch::Tensor y = enhance::adjust_saturation(x, 1.5);
        if (!native::Enabled()) return y;
        const torch::Tensor v = enhance::adjust_saturation(x.to(torch::kFloat) / 255.0f, 1.5) * 255;
        return torch::where(v - torch::floor(v) == 0.5, y - 1, y);
      }};
  Outcome caught;
  Compare(planted, "every RGB triple", every, caught);
  EXPECT_EQ(caught.failures.size(), 1u);
  EXPECT_THROW(
      native::detail::AdjustHueCpu(torch::zeros({2, 3, 4, 4}, torch::kInt), torch::zeros({2})),
      c10::TypeError);
}

// The plane-moving color ops (_planes, any dtype of 1-, 2-, 4- or 8-byte
// elements) on every layout, every lane width's bit patterns (NaN payloads,
// -0.0), bool, int64 and complex (composite), with alpha values a fill must
// convert as full_like does.
std::vector<std::pair<std::string, torch::Tensor>> PlaneInputs(int64_t channels) {
  std::vector<std::pair<std::string, torch::Tensor>> out = Layouts(channels);
  for (auto& [name, x] : FlipDtypes())
    out.emplace_back(name, x.narrow(-3, 0, channels).contiguous());
  return out;
}

std::vector<Native> PlaneOps(bool floating) {
  std::vector<Native> ops = {
      {"rgb_to_bgr()", [](const torch::Tensor& x) { return color::rgb_to_bgr(x); }},
      {"bgr_to_rgb()", [](const torch::Tensor& x) { return color::bgr_to_rgb(x); }}};
  std::vector<double> alphas = {0.0, 1.0, 0.5, 127.9, 255.0};
  if (floating)
    alphas.insert(alphas.end(), {-0.0, 1e-30, -1e4, std::numeric_limits<double>::quiet_NaN(),
                                 std::numeric_limits<double>::infinity()});
  for (const double a : alphas) {
    ops.push_back({c10::str("rgb_to_rgba(", a, ")"),
                   [a](const torch::Tensor& x) { return color::rgb_to_rgba(x, a); }});
    ops.push_back({c10::str("bgr_to_rgba(", a, ")"),
                   [a](const torch::Tensor& x) { return color::bgr_to_rgba(x, a); }});
  }
  return ops;
}

TEST(NativePaths, PlaneOpsAreByteIdenticalToTheirComposite) {
  Outcome out;
  int64_t contiguous = 0;
  for (const auto& [name, x] : PlaneInputs(3)) {
    const bool floating = x.is_floating_point();
    for (const auto& op : PlaneOps(floating)) {
      Compare(op, name, x, out);
      contiguous += x.is_contiguous() && x.scalar_type() == torch::kByte;
    }
  }
  const Native gray_to_rgb = {"grayscale_to_rgb()",
                              [](const torch::Tensor& x) { return color::grayscale_to_rgb(x); }};
  for (const auto& [name, x] : PlaneInputs(1)) {
    Compare(gray_to_rgb, name, x, out);
    contiguous += x.is_contiguous() && x.scalar_type() == torch::kByte;
  }
  // The ops take the kernel on uint8; the operator itself moves any lane
  // width: its CPU kernel against its composite form on every input.
  for (const auto& [name, x] : PlaneInputs(3)) {
    const torch::Tensor fill = torch::full({}, 0.5, x.options());
    for (const auto& source :
         std::vector<std::vector<int64_t>>{{2, 1, 0}, {0, 1, 2, -1}, {-1, 0, -1, 2, 2}, {1}}) {
      const Native op = {c10::str("_planes(", source, ")"), [&](const torch::Tensor& t) {
                           if (!native::Enabled())
                             return native::detail::PlanesComposite(t, source, fill);
                           return native::detail::Planes(t, source, fill);
                         }};
      Compare(op, name, x, out);
      contiguous += x.is_contiguous() && !x.is_complex();
    }
  }
  for (const auto& f : out.failures) ADD_FAILURE() << f;
  // Every contiguous uint8 input of an op and every contiguous real input of
  // the operator ran the kernel (bgr_to_rgba on a sliced uint8 one too: its
  // composite flips into a fresh contiguous image, then appends the alpha
  // through rgb_to_rgba's kernel).
  EXPECT_GE(out.kernel_runs, static_cast<uint64_t>(contiguous));
  std::printf("native_paths: plane ops, %lld output elements compared, %llu native runs\n",
              static_cast<long long>(out.compared),
              static_cast<unsigned long long>(out.kernel_runs));
  // Planted: the planes in a wrong order (blue twice) are caught.
  const Native planted = {"planted rgb_to_bgr {2, 1, 1}", [](const torch::Tensor& x) {
                            if (!native::Enabled()) return color::rgb_to_bgr(x);
                            return native::detail::Planes(x.contiguous(), {2, 1, 1}, c10::nullopt);
                          }};
  Outcome caught;
  for (const auto& [name, x] : Layouts(3)) Compare(planted, name, x, caught);
  EXPECT_GE(caught.failures.size(), 20u);
}

// The raw kernels on every value and length up to 323, against the formula.
TEST(NativePaths, RawKernelsOnEveryValue) {
  std::vector<uint8_t> in(256 + 67), out(in.size());
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<uint8_t>(i * 7 + 3);
  for (size_t n = 0; n <= in.size(); ++n) {
    native::InvertU8(in.data(), out.data(), n);
    for (size_t i = 0; i < n; ++i) ASSERT_EQ(out[i], 255 - in[i]) << n << " " << i;
  }
  // Rows of every lane width, every length up to 67 lanes.
  for (const size_t bytes : {1, 2, 4, 8}) {
    std::vector<uint8_t> src(3 * 67 * bytes), dst(src.size());
    for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<uint8_t>(i * 13 + 1);
    for (size_t w = 0; w <= 67; ++w) {
      native::ReverseRows(src.data(), dst.data(), 3, w, bytes);
      for (size_t r = 0; r < 3; ++r)
        for (size_t k = 0; k < w; ++k)
          ASSERT_EQ(
              std::memcmp(&dst[(r * w + k) * bytes], &src[(r * w + w - 1 - k) * bytes], bytes), 0)
              << "bytes " << bytes << " width " << w << " row " << r << " lane " << k;
    }
  }
  // Every cut, with constants and the input on either side.
  for (int cut = 0; cut <= 254; ++cut)
    for (const auto& [above, below] :
         std::vector<std::pair<int, int>>{{200, 7}, {-1, 0}, {9, -1}}) {
      native::SelectU8(in.data(), out.data(), in.size(), cut, above, below);
      for (size_t i = 0; i < in.size(); ++i) {
        const int x = in[i];
        const int want = x > cut ? (above < 0 ? x : above) : (below < 0 ? x : below);
        ASSERT_EQ(out[i], want) << "cut " << cut << " above " << above << " below " << below;
      }
    }
}

}  // namespace
}  // namespace kornia
