// Out-of-line bodies of composite.h (//conformance:cases_common).
#include "conformance/cases/composite.h"

#include <torch/types.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/common.h"
#include "conformance/cases/family.h"
#include "conformance/inputs.h"
#include "ops/core/check.h"
#include "ops/core/op_spec.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::conformance::cases {

void AddCompositePoints(OpCase& c, const std::string& group,
                        std::function<std::vector<Layout>()> inputs, std::vector<ImageCall> calls) {
  c.points = [base = c.points, group, inputs = std::move(inputs), calls = std::move(calls),
              name = c.name, image = c.image, claimed = c.claimed_dtypes] {
    std::vector<SweepPoint> points = base ? base() : std::vector<SweepPoint>{};
    size_t added = 0;
    for (auto& [id, x] : inputs()) {
      // Only inputs the op takes: its image check's (rank, empty sizes), a
      // dtype its case claims.
      if (image) {
        try {
          core::CheckImage("composite", x, *image);
        } catch (const c10::Error&) {
          continue;
        }
      }
      if (!claimed.empty() && !claimed.count(x.scalar_type())) continue;
      const std::string point = "composite_" + group + "_" + id;
      SweepPoint p = Point(point, point, {x}, [calls](const Inputs& in) {
        std::vector<torch::Tensor> outs;
        for (const ImageCall& call : calls) outs.push_back(call(in[0]).reshape(-1));
        return outs.size() == 1 ? outs[0] : torch::cat(outs);
      });
      p.composite_only = true;
      points.push_back(std::move(p));
      ++added;
    }
    TORCH_CHECK(added > 0, name, "'s composite group ", group,
                " has no input the op takes (its image signature, its claimed dtypes)");
    return points;
  };
}

std::vector<Layout> EveryTripleInput() { return {{"every_triple", EveryTriple()}}; }
std::vector<Layout> EveryTripleUnitInput() { return {{"every_triple_unit", EveryTripleUnit()}}; }

torch::Tensor Ramp(std::vector<int64_t> shape, int64_t offset) {
  const int64_t n = c10::multiply_integers(shape);
  return ((torch::arange(n, torch::kLong) + offset) % 256).to(torch::kByte).reshape(shape);
}

namespace {

// 2**p - 1, 2**p, 2**p + 1: each SIMD width's body and tail (uint8: 16 to
// 64 lanes; float: 4 to 16).
const std::vector<int64_t> kU8Widths = {1,  2,  3,  7,  8,   9,   15,  16,  17,  31, 32,
                                        33, 63, 64, 65, 127, 128, 129, 255, 256, 257};
const std::vector<int64_t> kFloatWidths = {1,  7,  8,  9,  15, 16,  17,  31,
                                           32, 33, 63, 64, 65, 255, 256, 257};

// The layouts of composite.h, each from make(shape) (values of the caller's).
std::vector<Layout> LayoutsOf(
    int64_t channels, const std::function<torch::Tensor(std::vector<int64_t>, int64_t)>& make,
    const std::vector<int64_t>& widths, bool channel_slice) {
  const int64_t c = channels;
  std::vector<Layout> out;
  out.emplace_back("chw16", make({c, 16, 16}, 7));
  out.emplace_back("batch1", make({1, c, 16, 16}, 3));
  out.emplace_back("dim5", make({2, 2, c, 8, 33}, 11));
  for (const int64_t w : widths) out.emplace_back("w" + std::to_string(w), make({2, c, 3, w}, w));
  out.emplace_back("offset_view", make({3, c, 64, 129}, 5).narrow(0, 1, 2));
  if (channel_slice) out.emplace_back("channel_slice", make({2, c + 1, 16, 16}, 9).narrow(1, 1, c));
  out.emplace_back("transposed", make({2, c, 33, 17}, 0).transpose(-1, -2));
  out.emplace_back("channels_last",
                   make({2, c, 16, 16}, 0).contiguous(torch::MemoryFormat::ChannelsLast));
  out.emplace_back("empty_batch", make({0, c, 4, 4}, 0));
  out.emplace_back("empty_plane", make({c, 0, 5}, 0));
  // As many elements as (4, C, 160, 160) in 64 planes: the same task count
  // for a split by elements, several tasks for one by rows or by planes, and
  // a composite that costs H x W steps (canny's hysteresis) 16x cheaper (that
  // layout's two points were 121 of filters_test's 563 s).
  out.emplace_back("parallel", make({64, c, 40, 40}, 1));
  return out;
}

}  // namespace

std::vector<Layout> U8Layouts(int64_t channels) {
  return LayoutsOf(
      channels,
      [](std::vector<int64_t> shape, int64_t offset) { return Ramp(std::move(shape), offset); },
      kU8Widths, /*channel_slice=*/true);
}

std::vector<Layout> FloatLayouts(const std::function<torch::Tensor(std::vector<int64_t>)>& make,
                                 int64_t channels) {
  return LayoutsOf(
      channels, [&make](std::vector<int64_t> shape, int64_t) { return make(std::move(shape)); },
      kFloatWidths, /*channel_slice=*/false);
}

std::vector<Layout> BitPatterns(int64_t channels) {
  std::vector<Layout> out;
  const auto bits = [channels](torch::ScalarType int_type, torch::ScalarType type, int64_t w) {
    // Every bit pattern of the low bytes, some with the sign and exponent set.
    const torch::Tensor i = torch::arange(2 * 3 * 5 * w, torch::kLong) * int64_t{2654435761};
    return i.to(int_type).view(type).reshape({2, 3, 5, w}).narrow(1, 0, channels).contiguous();
  };
  for (const int64_t w : {1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65}) {
    const std::string ws = "_w" + std::to_string(w);
    out.emplace_back("float32_bits" + ws, bits(torch::kInt, torch::kFloat, w));
    out.emplace_back("float16_bits" + ws, bits(torch::kShort, torch::kHalf, w));
    out.emplace_back("float64_bits" + ws, bits(torch::kLong, torch::kDouble, w));
  }
  const auto ramp = [channels] { return Ramp({2, 3, 4, 33}).narrow(1, 0, channels).contiguous(); };
  out.emplace_back("bool", (ramp() % 2).to(torch::kBool));
  out.emplace_back("int64", ramp().to(torch::kLong) - 128);
  out.emplace_back("complex64", (torch::arange(2 * channels * 4 * 9 * 2, torch::kFloat) * 0.37 - 3)
                                    .view(torch::kComplexFloat)
                                    .reshape({2, channels, 4, 9}));
  out.emplace_back("float32_bits_dim3", bits(torch::kInt, torch::kFloat, 33)[0]);
  return out;
}

const torch::Tensor& EveryTriple() {
  static const torch::Tensor* every = [] {
    const torch::Tensor i = torch::arange(int64_t{1} << 24, torch::kLong);
    return new torch::Tensor(torch::stack({i % 256, (i / 256) % 256, i / 65536})
                                 .to(torch::kByte)
                                 .reshape({3, 4096, 4096}));
  }();
  return *every;
}

const torch::Tensor& EveryTripleUnit() {
  static const torch::Tensor* unit = new torch::Tensor(EveryTriple().to(torch::kFloat) / 255.0f);
  return *unit;
}

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

std::vector<Layout> RgbSpecialLayouts(bool with_negative_zero, bool four_dims) {
  std::vector<Layout> out;
  for (const float zero : {0.0f, -0.0f}) {
    if (std::signbit(zero) && !with_negative_zero) continue;
    for (auto& [id, x] :
         FloatLayouts([zero](std::vector<int64_t> s) { return RgbSpecials(std::move(s), zero); }))
      if (!four_dims || x.dim() == 4) out.emplace_back(id + (std::signbit(zero) ? "_neg0" : ""), x);
  }
  return out;
}

namespace {

// Whether the op's call takes layout x: on its default path first, whose
// native kernels cost a fraction of the composite form's (canny's composite
// hysteresis is H x W - 1 max-pool steps: probing a 4 x 160 x 160 layout
// that way took ~50 s of every process that listed filters' tests), then, on
// a refusal, on its composite form, the reference. The set is the composite
// form's wherever the two paths agree; where they do not, the layout stays a
// point and the composite check fails on it (no point is lost silently).
bool TakesLayout(const ImageCall& call, const torch::Tensor& x) {
  try {
    call(x);
    return true;
  } catch (const c10::Error&) {
  }
  native::CompositeOnly reference;
  try {
    call(x);
  } catch (const c10::Error&) {
    return false;
  }
  return true;
}

}  // namespace

void AddDescriptorPoints(OpCase& c, const core::OpSpec& op) {
  // A random op's call draws on from one generator: its native and composite
  // runs would differ by their draws. Its case seeds each call itself.
  if (op.natives.empty() || !op.image || !op.call || (c.flags & kRandom)) return;
  // Decided when the points are made: the native operators enter their table
  // at load time too, in an order the linker picks.
  OpCase derived;
  derived.name = c.name;
  derived.image = c.image;
  derived.claimed_dtypes = c.claimed_dtypes;
  c.points = [base = c.points, blank = std::move(derived), &op] {
    std::vector<SweepPoint> points = base ? base() : std::vector<SweepPoint>{};
    OpCase derived = blank;  // this call's groups only
    // uint8 layouts where a kernel takes uint8 (a byte move, which takes
    // every dtype, among them: the ops choose it on uint8), float32 ones
    // where a kernel lists float32.
    bool uint8 = false, float32 = false;
    for (const std::string& name : op.natives) {
      const native::Operator* o = native::FindOperator(name);
      TORCH_CHECK(o != nullptr, op.name, "'s descriptor lists native operator ", name,
                  ", which no linked file declares (KC_NATIVE_OPERATOR)");
      const auto& d = o->info.dtypes;
      uint8 = uint8 || o->Takes(torch::kByte);
      float32 = float32 || std::find(d.begin(), d.end(), torch::kFloat) != d.end();
    }
    const auto claims = [&derived](torch::ScalarType d) {
      return derived.claimed_dtypes.empty() || derived.claimed_dtypes.count(d) > 0;
    };
    const int64_t channels = ChannelsOf(*op.image);
    const std::vector<ImageCall> call = {op.call};
    // Only the layouts the op's call takes (TakesLayout: its composite form,
    // the reference, decides): a size its arguments refuse (gaussian_blur2d's reflect
    // radius on a 1-wide image) is a refusal on every path, not a kernel's.
    const auto taken = [call = op.call](std::vector<Layout> layouts) {
      std::vector<Layout> out;
      for (auto& [id, x] : layouts) {
        if (!TakesLayout(call, x)) continue;
        out.emplace_back(std::move(id), std::move(x));
      }
      return out;
    };
    if (uint8 && claims(torch::kByte))
      AddCompositePoints(
          derived, "uint8", [=] { return taken(U8Layouts(channels)); }, call);
    if (float32 && claims(torch::kFloat))
      AddCompositePoints(
          derived, "float32",
          [lo = op.lo, hi = op.hi, channels, taken] {
            return taken(FloatLayouts(
                [lo, hi](std::vector<int64_t> shape) {
                  return MakeInput(shape, torch::kFloat, ValueClass::kUniform, SeedOf("composite"),
                                   lo, hi);
                },
                channels));
          },
          call);
    if (derived.points)
      for (auto& p : derived.points()) points.push_back(std::move(p));
    return points;
  };
}

void AddLevelPoints(OpCase& c, std::vector<ImageCall> host_calls,
                    std::vector<ImageCall> tensor_calls) {
  std::vector<ImageCall> all = host_calls, some;
  for (size_t i = 0; i < host_calls.size(); i += 37) some.push_back(host_calls[i]);
  for (auto& call : tensor_calls) {
    all.push_back(call);
    some.push_back(call);
  }
  AddCompositePoints(
      c, "levels",
      [] {
        return std::vector<Layout>{{"batch1", Ramp({1, 3, 16, 16})},
                                   {"batch2", Ramp({2, 3, 16, 16}, 100)}};
      },
      std::move(all));
  AddCompositePoints(
      c, "level_layouts", [] { return U8Layouts(3); }, std::move(some));
}

std::vector<double> Grid(double from, double to, double step) {
  std::vector<double> out;
  for (double v = from; v <= to + 1e-12; v += step) out.push_back(v);
  return out;
}

torch::Tensor PerSampleOrChannel(const torch::Tensor& x, bool channel, double lo, double hi) {
  const auto shape = channel ? x.sizes().slice(0, x.dim() - 2) : x.sizes().slice(0, 1);
  return torch::linspace(lo, hi, c10::multiply_integers(shape)).reshape(shape);
}

torch::Tensor PerPixel(const torch::Tensor& x, double lo, double hi) {
  std::vector<int64_t> shape(x.dim(), 1);
  shape.back() = x.size(-1);
  return torch::linspace(lo, hi, x.size(-1)).reshape(shape);
}

torch::Tensor PerSample(const torch::Tensor& x, double lo, double hi) {
  if (x.dim() == 3) return torch::linspace(lo, hi, 1).reshape({});
  return torch::linspace(lo, hi, x.size(0));
}

}  // namespace kornia::conformance::cases
