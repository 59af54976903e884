// The native kernels (ops/native) on their own, and what the composite
// check does not judge. Every op's native path against its composite form
// (every level, every RGB triple, parameter grids, every layout and vector
// width) is its case's composite points (conformance/cases/composite.h), run
// by the composite check in `<package>_test` and again under ATen's scalar
// capability (`<package>_composite_default_capability_test`). Here:
//   - the operators themselves, beyond what the ops pass them: _lut_uint8
//     with tables shared, per sample and per plane, _planes with every kind
//     of source list and any lane width, on every layout, against their
//     composite forms, and the raw kernels (InvertU8, ReverseRows, SelectU8)
//     on every value and length against the formula; the refusals of each
//     operator's CPU kernel (shape, dtype);
//   - which inputs take a kernel: every contiguous layout runs it, the others
//     and everything under native::CompositeOnly run the composite form;
//   - every NaN the float kernels write is the one canonical pattern;
//   - what the uint8 forms mean: the pointwise enhance ops' tables and the
//     uint8 hue and saturation passes are Q(the float op on x / 255), read
//     from the cases' own composite calls (levels.h's rule).
// Equal means same dtype, shape and bytes; a comparison counts the native
// kernel's runs, so one in which it never ran fails. The planted kernels of
// the per-op comparisons are in planted_defects_test (the composite check
// catches them); the operators' own are here.
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Parallel.h>
#include <gtest/gtest.h>
#include <torch/types.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/composite.h"
#include "conformance/registry.h"
#include "ops/augmentation/random_horizontal_flip.h"
#include "ops/augmentation/random_vertical_flip.h"
#include "ops/color/hsv_to_rgb.h"
#include "ops/color/rgb_to_grayscale.h"
#include "ops/color/rgb_to_hsv.h"
#include "ops/enhance/adjust_hue.h"
#include "ops/enhance/adjust_saturation.h"
#include "ops/enhance/denormalize.h"
#include "ops/enhance/invert.h"
#include "ops/enhance/normalize.h"
#include "ops/enhance/solarize.h"
#include "ops/enhance/threshold.h"
#include "ops/native/native.h"

namespace kornia {
namespace {

using conformance::cases::BitPatterns;
using conformance::cases::EveryTriple;
using conformance::cases::EveryTripleUnit;
using conformance::cases::HsvValues;
using conformance::cases::Ramp;
using conformance::cases::RgbSpecials;
using conformance::cases::U8Layouts;

using Call = std::function<torch::Tensor(const torch::Tensor&)>;

struct Native {
  std::string name;  // the call, with its parameters
  Call call;
};

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

// `op` on `x` with the native kernels and without; a failure names the call
// and the input, and the first differing byte.
void Compare(const Native& op, const std::string& input, const torch::Tensor& x, Outcome& out) {
  const uint64_t before = native::KernelRuns();
  const torch::Tensor fast = op.call(x);
  out.kernel_runs += native::KernelRuns() - before;
  torch::Tensor reference;
  {
    native::CompositeOnly composite;
    reference = op.call(x);
  }
  out.compared += reference.numel();
  if (fast.scalar_type() == reference.scalar_type() && fast.sizes() == reference.sizes() &&
      SameBytes(fast, reference))
    return;
  std::string where;
  if (fast.sizes() == reference.sizes() && fast.scalar_type() == reference.scalar_type()) {
    const auto bytes = [](const torch::Tensor& t) {
      return t.contiguous().flatten().view(torch::kByte);
    };
    const torch::Tensor bad = (bytes(fast) != bytes(reference)).nonzero();
    const int64_t k = bad[0].item<int64_t>();
    where =
        c10::str(": ", bad.size(0), " bytes differ, first at byte ", k, " (native ",
                 bytes(fast)[k].item<int>(), ", composite ", bytes(reference)[k].item<int>(), ")");
  } else {
    where = c10::str(": native ", fast.sizes(), " ", fast.scalar_type(), ", composite ",
                     reference.sizes(), " ", reference.scalar_type());
  }
  out.failures.push_back(op.name + " on " + input + where);
}

// Every contiguous layout runs the kernel; the others run the composite form.
TEST(NativePaths, ContiguousInputsRunTheKernel) {
  for (const auto& [name, x] : U8Layouts(3)) {
    const uint64_t before = native::KernelRuns();
    enhance::invert(x);
    color::rgb_to_grayscale(x);
    enhance::threshold(x, 100, 255, enhance::ThresholdType::kBinary);
    if (x.dim() <= 4) augmentation::RandomHorizontalFlip(0.5, at::detail::createCPUGenerator(1))(x);
    if (x.dim() <= 4) augmentation::RandomVerticalFlip(0.5, at::detail::createCPUGenerator(1))(x);
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

// Planted at the kernel: a wrong table entry (255 -> 1) and a skipped last
// byte are caught by this file's comparison on the layouts; a correct kernel
// passes it.
TEST(NativePaths, PlantedKernelsAreCaught) {
  const auto on_layouts = [](const Native& op) {
    Outcome out;
    for (const auto& [name, x] : U8Layouts(3)) Compare(op, name, x, out);
    return out;
  };
  const Native wrong_entry = {"planted invert (255 -> 1)", [](const torch::Tensor& x) {
                                if (!native::Enabled()) return enhance::invert(x);
                                const torch::Tensor out = native::detail::InvertUint8(x);
                                return torch::where(x == 255, torch::ones_like(out), out);
                              }};
  const Outcome entry = on_layouts(wrong_entry);
  ASSERT_FALSE(entry.failures.empty());
  bool named = false;
  for (const auto& f : entry.failures)
    named = named || f.find("(native 1, composite 0)") != std::string::npos;
  EXPECT_TRUE(named) << entry.failures[0];
  const Native skipped_tail = {"planted tail", [](const torch::Tensor& x) {
                                 if (!native::Enabled()) return enhance::invert(x);
                                 const torch::Tensor c = x.contiguous();
                                 torch::Tensor out = torch::zeros_like(c);
                                 if (c.numel() > 0)
                                   native::InvertU8(c.data_ptr<uint8_t>(), out.data_ptr<uint8_t>(),
                                                    static_cast<size_t>(c.numel() - 1));
                                 return out;
                               }};
  // Every non-empty layout misses its last byte (255 - v is never 0 but for v = 255).
  EXPECT_GE(on_layouts(skipped_tail).failures.size(), 20u);
  const Outcome control =
      on_layouts({"invert()", [](const torch::Tensor& x) { return enhance::invert(x); }});
  EXPECT_TRUE(control.failures.empty()) << control.failures[0];
  EXPECT_GT(control.kernel_runs, 20u);
}

// Q(v): levels.h's rounding of a float op's output on x / 255 to uint8.
torch::Tensor Quantize(const torch::Tensor& unit_output) {
  return torch::floor(torch::nan_to_num(unit_output * 255, 0.0, 255.0, 0.0).clamp(0, 255) + 0.5)
      .to(torch::kByte);
}

// The uint8 forms of the pointwise enhance ops (a table of the float op on
// the 256 levels, applied by _lut_uint8) are the float op on x / 255,
// rounded: each level op's composite calls (its case's
// `composite_levels_batch2` point: every parameter of its grid, tensor
// parameters per sample and per channel) on uint8 levels against the same
// calls on the levels / 255.
TEST(NativePaths, LevelOpsAreTheFloatOpOnTheImage) {
  const auto& cases = conformance::Registry::Global().cases();
  int64_t equal = 0;
  for (const char* name :
       {"posterize", "solarize", "adjust_brightness", "adjust_contrast", "adjust_gamma"}) {
    bool found = false;
    for (const conformance::SweepPoint& p : cases.at(name).points()) {
      if (p.id != "composite_levels_batch2") continue;
      found = true;
      const torch::Tensor x = p.inputs[0];
      const torch::Tensor want = Quantize(p.run({x.to(torch::kFloat) / 255}));
      const torch::Tensor got = p.run({x});
      EXPECT_TRUE(got.scalar_type() == torch::kByte && SameBytes(got, want))
          << name << ": the uint8 form is not the float op on x / 255";
      equal += want.numel();
    }
    EXPECT_TRUE(found) << name << " has no composite_levels_batch2 point";
  }
  std::printf("native_paths: %lld uint8 level outputs equal to the float op on x / 255\n",
              static_cast<long long>(equal));
}

// The uint8 forms of adjust_hue and adjust_saturation (one native pass each:
// load, the float form, Q, store) on every RGB triple at every host factor
// of a grid are Q of the float32 op on x / 255 (whose kernel the composite
// check holds to its composite form).
TEST(NativePaths, Uint8HueAndSaturationAreTheFloatOpOnTheImage) {
  const torch::Tensor& every = EveryTriple();
  const torch::Tensor& unit = EveryTripleUnit();
  std::vector<Native> ops;
  for (const double f : std::vector<double>{-M_PI, -2.0, -0.5, -1e-3, 0.0, 1e-3, 0.25, 1.0, 2.5,
                                            M_PI, 7.0, 100.0, NAN, INFINITY})
    ops.push_back({c10::str("adjust_hue(", f, ")"),
                   [f](const torch::Tensor& x) { return enhance::adjust_hue(x, f); }});
  for (const double f : std::vector<double>{0.0, 0.25, 0.5, 0.9, 1.0, 1.1, 1.5, 2.0, 4.0, 10.0, 1e6,
                                            -1.0, NAN, INFINITY})
    ops.push_back({c10::str("adjust_saturation(", f, ")"),
                   [f](const torch::Tensor& x) { return enhance::adjust_saturation(x, f); }});
  for (const Native& op : ops)
    EXPECT_TRUE(SameBytes(op.call(every), Quantize(op.call(unit))))
        << op.name << " on every RGB triple: not Q of the float32 op on x / 255";
}

// _lut_uint8 itself: tables shared (1, 1, 1, 256), per sample, per plane,
// on every layout, its CPU kernel against its composite gather; planted, a
// table entry read one off is caught.
TEST(NativePaths, LutOperatorIsByteIdenticalToItsComposite) {
  Outcome out;
  uint64_t contiguous = 0;
  for (const auto& [name, x] : U8Layouts(3)) {
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
  for (const auto& [name, x] : U8Layouts(1)) Compare(planted, name, x, caught);
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

// Every NaN the float kernels write is the one canonical pattern
// (0x7fc00000), so their bytes do not depend on the SIMD target; a per-pixel
// saturation factor runs no kernel (the ATen form).
TEST(NativePaths, FloatKernelsWriteTheCanonicalNaN) {
  const torch::Tensor specials = RgbSpecials({2, 3, 40, 133}, 0.0f);
  for (const torch::Tensor& y :
       {color::rgb_to_hsv(specials), color::hsv_to_rgb(HsvValues({2, 3, 40, 133})),
        enhance::adjust_hue(specials, 0.7), enhance::adjust_saturation(specials, 1.5)}) {
    const torch::Tensor nan_bits = y.contiguous().view(torch::kInt).masked_select(y.isnan());
    EXPECT_GT(nan_bits.numel(), 100);
    EXPECT_TRUE(nan_bits.eq(0x7fc00000).all().item<bool>());
  }
  const uint64_t before = native::KernelRuns();
  enhance::adjust_saturation(specials, torch::linspace(0, 3, 133).reshape({1, 1, 1, 133}));
  EXPECT_EQ(native::KernelRuns(), before);
}

// The operators' CPU kernels refuse what they cannot take: another shape,
// dtype or shift count (the solver: a float64 square matrix).
TEST(NativePaths, KernelsRefuseWhatTheyCannotTake) {
  EXPECT_THROW(native::detail::RgbToHsvCpu(torch::zeros({2, 4, 4}), 1e-8), c10::ValueError);
  EXPECT_THROW(native::detail::HsvToRgbCpu(torch::zeros({3, 4, 4}, torch::kDouble)),
               c10::TypeError);
  EXPECT_THROW(native::detail::AdjustHueCpu(torch::zeros({2, 3, 4, 4}), torch::zeros({3})),
               c10::ValueError);
  EXPECT_THROW(native::detail::AdjustHueCpu(torch::zeros({2, 3, 4, 4}), torch::zeros({2, 1})),
               c10::ValueError);
  EXPECT_THROW(
      native::detail::AdjustHueCpu(torch::zeros({2, 3, 4, 4}, torch::kInt), torch::zeros({2})),
      c10::TypeError);
  EXPECT_THROW(native::detail::AdjustSaturationCpu(torch::zeros({2, 3, 4, 4}), torch::zeros({3})),
               c10::ValueError);
  EXPECT_THROW(native::detail::AdjustSaturationCpu(torch::zeros({3, 4, 4}, torch::kDouble),
                                                   torch::zeros({1})),
               c10::TypeError);
  EXPECT_THROW(
      native::detail::SaturationGraySubtractionCpu(torch::zeros({2, 3, 4, 4}), torch::zeros({3})),
      c10::ValueError);
  EXPECT_THROW(native::detail::SaturationGraySubtractionCpu(
                   torch::zeros({1, 3, 4, 4}, torch::kByte), torch::zeros({1})),
               c10::TypeError);
  EXPECT_THROW(native::detail::SymmetricEigenCpu(torch::eye(3), 8), c10::TypeError);
  EXPECT_THROW(native::detail::SymmetricEigenCpu(torch::zeros({3, 4}, torch::kDouble), 8),
               c10::ValueError);
  EXPECT_THROW(native::detail::SymmetricEigenCpu(torch::zeros({2, 3, 3}, torch::kDouble), 8),
               c10::ValueError);
}

// _planes itself (any dtype of 1-, 2-, 4- or 8-byte elements) with every
// kind of source list (a permutation, a fill, repeats, one plane) on every
// layout and lane width's bit patterns, its CPU kernel against its composite
// form; planted, planes in a wrong order (blue twice) are caught.
TEST(NativePaths, PlanesOperatorIsByteIdenticalToItsComposite) {
  Outcome out;
  int64_t contiguous = 0;
  std::vector<std::pair<std::string, torch::Tensor>> inputs = U8Layouts(3);
  for (auto& l : BitPatterns(3)) inputs.push_back(std::move(l));
  for (const auto& [name, x] : inputs) {
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
  EXPECT_GE(out.kernel_runs, static_cast<uint64_t>(contiguous));
  const Native planted = {"planted _planes {2, 1, 1}", [](const torch::Tensor& x) {
                            if (!native::Enabled())
                              return native::detail::PlanesComposite(x, {2, 1, 0}, c10::nullopt);
                            return native::detail::Planes(x.contiguous(), {2, 1, 1}, c10::nullopt);
                          }};
  Outcome caught;
  for (const auto& [name, x] : U8Layouts(3)) Compare(planted, name, x, caught);
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
