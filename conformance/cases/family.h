// Family builders: what every op of a family has, generated from its
// signature, so that a case file declares only what is particular to its op.
//
//   ImageOp        any op on an image: name, package, Kornia function,
//                  signature; claimed dtypes, probe, batch input and the
//                  signature's error inputs follow from it.
//   ElementwiseOp  + the elementwise sweep (ElementwisePoints: every dtype,
//                  vector tails, precision edges, value classes, all 65,536
//                  float16/bfloat16 bit patterns).
//   ColorOp        + the color sweep: channel ties, greys, near-wrap hues;
//                  and the inverse check where the conversion has an inverse.
//   RandomOp       + the random-augmentation sweep: p in {0, 0.5, 1} x host
//                  parameter variants, three seeds per shape class on one
//                  generator (parameters drawn inside op(x)), a large point.
// A family op's case is its spec plus what only it has (extra points, value
// checks, tolerance); one-off ops (factories, losses, warps) keep the free
// form of registry.h and may still take ImageOp's signature errors.
#pragma once

#include <ATen/CPUGeneratorImpl.h>
#include <torch/types.h>

#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/common.h"
#include "conformance/signature.h"

namespace kornia::conformance::cases {

// The op on an image, every other argument at a fixed legal value.
using ImageCall = std::function<torch::Tensor(const torch::Tensor&)>;

struct ImageOpSpec {
  std::string name, package;
  std::string kornia;       // "kornia.enhance.solarize"
  core::ImageSpec image{};  // the same spec the op passes to core::CheckImage
  ImageCall call;
};

// One error case per shape the signature refuses (signature.h), each calling
// the op on a float32 tensor of that shape. The unclaimed dtypes are the
// dtypes check's: held to the exact message the signature implies.
inline std::vector<ErrorCase> SignatureErrors(const std::string& op, const core::ImageSpec& image,
                                              const ImageCall& call) {
  std::vector<ErrorCase> errors;
  for (const RefusedShape& r : RefusedShapes(image))
    errors.push_back({r.id, [call, shape = r.shape] { call(torch::rand(shape)); },
                      ImageShapeMessage(op, image, r.shape)});
  return errors;
}

inline int64_t ChannelsOf(const core::ImageSpec& image) {
  return image.channels == core::kAnyChannels ? 3 : image.channels;
}

inline OpCase ImageOp(const ImageOpSpec& s) {
  OpCase c;
  c.name = s.name;
  c.package = s.package;
  c.kornia = s.kornia;
  c.image = s.image;
  c.claimed_dtypes = SignatureDtypes(s.image.dtypes);
  const int64_t channels = ChannelsOf(s.image);
  c.probe = [call = s.call, channels](torch::ScalarType d) {
    return call(ProbeImage(d, {1, channels, 4, 5}));
  };
  c.points = [] { return std::vector<SweepPoint>{}; };  // the family's, or the case's own
  c.batch_inputs = {0};
  c.errors = SignatureErrors(s.name, s.image, s.call);
  return c;
}

// Appends `more()` to a case's points.
inline void AddPoints(OpCase& c, std::function<std::vector<SweepPoint>()> more) {
  c.points = [base = c.points, more = std::move(more)] {
    std::vector<SweepPoint> points = base ? base() : std::vector<SweepPoint>{};
    for (auto& p : more()) points.push_back(std::move(p));
    return points;
  };
}

// ElementwisePoints over the op's call (`sweep.run` is set from it). Its
// all-bit-pattern points (1 x C x 256 x 256) are the threads-size points.
inline OpCase ElementwiseOp(const ImageOpSpec& s, ElementwiseSpec sweep = {}) {
  OpCase c = ImageOp(s);
  sweep.channels = ChannelsOf(s.image);
  sweep.run = [call = s.call](const Inputs& in) { return call(in[0]); };
  c.points = [sweep] { return ElementwisePoints(sweep); };
  return c;
}

// Every (r, g, b) over a level set with ties, zero, one, tiny and one ulp
// below one: channel ties, zero saturation (grey), black, and the
// near-wrap hues (r max, b just above g).
inline torch::Tensor TiesImage(torch::ScalarType dtype) {
  const torch::Tensor one = torch::ones({1}, dtype);
  const torch::Tensor below_one = StepUlp(one, -1);
  const torch::Tensor levels =
      torch::cat({torch::tensor({0.0, 1e-3, 0.25, 0.5, 0.75, 1.0}).to(dtype), below_one});
  const int64_t n = levels.size(0);
  const torch::Tensor idx = torch::arange(n * n * n);
  const torch::Tensor r = levels.index_select(0, idx.div(n * n, "floor"));
  const torch::Tensor g = levels.index_select(0, idx.div(n, "floor").remainder(n));
  const torch::Tensor b = levels.index_select(0, idx.remainder(n));
  return torch::stack({r, g, b}).view({1, 3, 7, n * n});
}

// The color sweep: an elementwise op on 3 channels, plus TiesImage per
// floating dtype (`<dtype>_ties`). Where the conversion has an inverse
// (rgb_to_hsv and hsv_to_rgb), `inverse` declares it with its bound: the
// inverse check then holds inverse(op(x)) to x on every in-domain point.
inline OpCase ColorOp(const ImageOpSpec& s, std::optional<Inverse> inverse = std::nullopt) {
  OpCase c = ElementwiseOp(s);
  c.inverse = std::move(inverse);
  AddPoints(c, [call = s.call] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_ties";
      points.push_back(Point(id, id, d.name, {TiesImage(d.type)},
                             [call](const Inputs& in) { return call(in[0]); }));
    }
    return points;
  });
  return c;
}

// Every value of `centers`, rounded to `dtype`, and its neighbours up to
// `ulps` steps either side (StepUlp): a 1-D tensor of centers x (2 ulps + 1)
// values, for the sweeps that straddle an op's thresholds and wraps.
inline torch::Tensor NearValues(torch::ScalarType dtype, const std::vector<double>& centers,
                                int64_t ulps) {
  const torch::Tensor c = torch::tensor(centers, torch::kDouble).to(dtype);
  std::vector<torch::Tensor> steps;
  for (int64_t k = -ulps; k <= ulps; ++k) steps.push_back(StepUlp(c, k));
  return torch::stack(steps, 1).flatten();
}

// Per floating dtype one point `<dtype>_near_<name>`: a 1 x 3 x 1 x N image
// whose channels hold NearValues(centers, ulps), rotated by a third per
// channel so that the channels differ.
inline std::vector<SweepPoint> NearPoints(const ImageCall& call, const std::string& name,
                                          const std::vector<double>& centers, int64_t ulps = 8) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    const torch::Tensor v = NearValues(d.type, centers, ulps);
    const int64_t n = v.size(0);
    const torch::Tensor image =
        torch::stack({v, v.roll(n / 3), v.roll(2 * n / 3)}).view({1, 3, 1, n});
    const std::string id = std::string(d.name) + "_near_" + name;
    points.push_back(
        Point(id, id, d.name, {image}, [call](const Inputs& in) { return call(in[0]); }));
  }
  return points;
}

// Per dtype of `dtypes` one point `<dtype>_w33`, a 2 x C x 3 x 33 image of
// uniform integers in [0, 255] (bool: u < 0.5), for the ops that take
// integer images.
inline std::vector<SweepPoint> IntegerPoints(const ImageCall& call,
                                             const std::vector<torch::ScalarType>& dtypes,
                                             int64_t channels = 3) {
  std::vector<SweepPoint> points;
  for (torch::ScalarType t : dtypes) {
    const std::string id = DtypeId(t) + "_w33";
    points.push_back(
        Point(id, id, DtypeId(t),
              {MakeInput({2, channels, 3, 33}, t, ValueClass::kUniform, SeedOf(id), 0, 255)},
              [call](const Inputs& in) { return call(in[0]); }));
  }
  return points;
}

// The hue-first conversions (hsv_to_rgb, hls_to_rgb): per floating dtype
// `<dtype>_hue_wheel`, hue uniform over [-2 pi, 4 pi) (a turn either side of
// [0, 2 pi)) with the other two channels uniform in [0, 1]; and
// `<dtype>_near_sextants`, hue at and around each k pi / 3 (0 and 2 pi
// included, 8 ulps either side) in one row per pair of `others` (the other
// two channels' values).
inline std::vector<SweepPoint> HuePoints(const ImageCall& call,
                                         const std::vector<std::array<double, 2>>& others) {
  std::vector<SweepPoint> points;
  auto run = [call](const Inputs& in) { return call(in[0]); };
  std::vector<double> edges;
  for (int k = 0; k <= 6; ++k) edges.push_back(k * M_PI / 3);
  const int64_t rows = static_cast<int64_t>(others.size());
  for (const auto& d : kFloatDtypes) {
    const std::string id = std::string(d.name) + "_hue_wheel";
    const torch::Tensor hue =
        MakeInput({2, 1, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id), -2 * M_PI, 4 * M_PI);
    const torch::Tensor rest = MakeInput({2, 2, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id));
    points.push_back(Point(id, id, d.name, {torch::cat({hue, rest}, 1)}, run));
    const torch::Tensor h = NearValues(d.type, edges, 8).expand({rows, -1});
    const int64_t n = h.size(1);
    std::vector<torch::Tensor> channels = {h};
    for (int c = 0; c < 2; ++c) {
      std::vector<double> v;
      for (const auto& o : others) v.push_back(o[c]);
      channels.push_back(torch::tensor(v).to(d.type).view({rows, 1}).expand({rows, n}));
    }
    const std::string near = std::string(d.name) + "_near_sextants";
    points.push_back(
        Point(near, near, d.name, {torch::stack(channels).unsqueeze(0).contiguous()}, run));
  }
  return points;
}

// Every point of `c` without its own Kornia call gets `call` (JSON, as
// SweepPoint::kornia), for ops whose Kornia form takes more than the image.
inline void WithKorniaCall(OpCase& c, std::string call) {
  c.points = [base = c.points, call = std::move(call)] {
    std::vector<SweepPoint> points = base();
    for (SweepPoint& p : points)
      if (p.kornia.empty()) p.kornia = call;
    return points;
  };
}

// A random augmentation: `call(variant, p, generator, x)` builds the op
// around `generator` with host parameter set `variant` and applies it.
struct RandomSpec {
  std::vector<Dt> dtypes{std::begin(kFloatDtypes), std::end(kFloatDtypes)};
  std::vector<std::string> variants = {""};  // host parameter sets, named in ids
  std::string large_variant;                 // the variant of the large points
  double lo = 0.0, hi = 1.0;                 // floating values (integers: 0..255)
  std::function<torch::Tensor(const std::string& variant, double p, const at::Generator&,
                              const torch::Tensor&)>
      call;
};

// Per dtype, p and variant one shape class `<dtype>_<p>[_<variant>]` with its
// own generator and seeds 1, 2, 3 (8 x 3 x 4 x 5 images); per dtype one
// threads-size point `<dtype>_p05[_<variant>]_large`.
inline std::vector<SweepPoint> RandomPoints(const RandomSpec& s) {
  std::vector<SweepPoint> points;
  auto add = [&](const std::string& id, const std::string& cls, const Dt& d, torch::Tensor x,
                 const std::string& variant, double p, const at::Generator& gen, uint64_t seed) {
    auto state = Seeded(gen, seed);
    SweepPoint pt = Point(id, cls, d.name, {std::move(x)},
                          [state, variant, p, call = s.call](const Inputs& in) {
                            return call(variant, p, state->generator, in[0]);
                          });
    pt.random = state;
    points.push_back(std::move(pt));
  };
  auto suffix = [](const std::string& v) { return v.empty() ? v : "_" + v; };
  // The value range of a dtype's images: [lo, hi], integers 0..255.
  auto range = [&s](const Dt& d) {
    return torch::isFloatingType(d.type) ? std::pair{s.lo, s.hi} : std::pair{0.0, 255.0};
  };
  for (const Dt& d : s.dtypes) {
    const auto [lo, hi] = range(d);
    for (double p : {0.0, 0.5, 1.0})
      for (const std::string& v : s.variants) {
        const std::string cls = std::string(d.name) + "_" + PName(p) + suffix(v);
        const at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(0);  // one per class
        for (uint64_t seed : {1, 2, 3}) {
          const std::string id = cls + "_seed" + std::to_string(seed);
          add(id, cls, d, MakeInput({8, 3, 4, 5}, d.type, ValueClass::kUniform, SeedOf(id), lo, hi),
              v, p, gen, seed);
        }
      }
  }
  for (const Dt& d : s.dtypes) {
    const auto [lo, hi] = range(d);
    const std::string id = std::string(d.name) + "_p05" + suffix(s.large_variant) + "_large";
    add(id, id, d, LargeImage(d.type, 3, id, lo, hi), s.large_variant, 0.5,
        at::make_generator<at::CPUGeneratorImpl>(0), 1);
  }
  return points;
}

// ImageOp + RandomPoints: flags kRandom; `spec.call` is the op at p = 0.5 and
// the first variant on a fresh generator (probe and signature errors).
inline OpCase RandomOp(ImageOpSpec spec, const RandomSpec& sweep) {
  spec.call = [call = sweep.call, v = sweep.variants.front()](const torch::Tensor& x) {
    return call(v, 0.5, at::make_generator<at::CPUGeneratorImpl>(0), x);
  };
  OpCase c = ImageOp(spec);
  c.flags |= kRandom;
  c.points = [sweep] { return RandomPoints(sweep); };
  return c;
}

}  // namespace kornia::conformance::cases
