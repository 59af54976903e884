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
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/common.h"
#include "conformance/cases/composite.h"
#include "conformance/signature.h"
#include "ops/augmentation/base.h"

namespace kornia::conformance::cases {

// The op on an image, every other argument at a fixed legal value (its
// descriptor's `call`).
using ImageCall = core::ImageFn;

// One error case per shape the signature refuses (signature.h), each calling
// the op on a float32 tensor of that shape. The unclaimed dtypes are the
// dtypes check's: held to the exact message the signature implies.
std::vector<ErrorCase> SignatureErrors(const std::string& op, const core::ImageSpec& image,
                                       const ImageCall& call);

int64_t ChannelsOf(const core::ImageSpec& image);

// The case of an op on an image, from its descriptor: name, package, Kornia
// path, image signature, claimed dtypes (the descriptor's, or those its
// signature implies, signature.h), the dtype probe (its call on a small
// image), batch input 0 and the signature's error inputs. No points yet.
OpCase ImageOp(const core::OpSpec& op);
// The same for an op whose descriptor has no call (an op on more than one
// input: a loss's pred and target): `call` is its image call.
OpCase ImageOp(const core::OpSpec& op, ImageCall call);

// Appends `more()` to a case's points.
void AddPoints(OpCase& c, std::function<std::vector<SweepPoint>()> more);

// ElementwisePoints over the op's call (`sweep.run` is set from it). Its
// all-bit-pattern points (1 x C x 256 x 256) are the threads-size points.
OpCase ElementwiseOp(const core::OpSpec& op, ElementwiseSpec sweep = {});

// Every (r, g, b) over a level set with ties, zero, one, tiny and one ulp
// below one: channel ties, zero saturation (grey), black, and the
// near-wrap hues (r max, b just above g).
torch::Tensor TiesImage(torch::ScalarType dtype);

// The color sweep: an elementwise op on 3 channels, plus TiesImage per
// floating dtype (`<dtype>_ties`). Where the conversion has an inverse
// (rgb_to_hsv and hsv_to_rgb), `inverse` declares it with its bound: the
// inverse check then holds inverse(op(x)) to x on every in-domain point.
OpCase ColorOp(const core::OpSpec& op, std::optional<Inverse> inverse = std::nullopt);

// The inverse check's declaration for `inverse`'s descriptor (its call, its
// name), with its bounds per dtype id and their reason.
Inverse InverseOf(const core::OpSpec& inverse, std::map<std::string, double> max_abs,
                  std::string reason, double lo = 0.0, double hi = 1.0);

// Every value of `centers`, rounded to `dtype`, and its neighbours up to
// `ulps` steps either side (StepUlp): a 1-D tensor of centers x (2 ulps + 1)
// values, for the sweeps that straddle an op's thresholds and wraps.
torch::Tensor NearValues(torch::ScalarType dtype, const std::vector<double>& centers, int64_t ulps);

// Per floating dtype one point `<dtype>_near_<name>`: a 1 x 3 x 1 x N image
// whose channels hold NearValues(centers, ulps), rotated by a third per
// channel so that the channels differ.
std::vector<SweepPoint> NearPoints(const ImageCall& call, const std::string& name,
                                   const std::vector<double>& centers, int64_t ulps = 8);

// Per dtype of `dtypes` one point `<dtype>_w33`, a 2 x C x 3 x 33 image of
// uniform integers in [0, 255] (bool: u < 0.5), for the ops that take
// integer images.
std::vector<SweepPoint> IntegerPoints(const ImageCall& call,
                                      const std::vector<torch::ScalarType>& dtypes,
                                      int64_t channels = 3);

// The hue-first conversions (hsv_to_rgb, hls_to_rgb): per floating dtype
// `<dtype>_hue_wheel`, hue uniform over [-2 pi, 4 pi) (a turn either side of
// [0, 2 pi)) with the other two channels uniform in [0, 1]; and
// `<dtype>_near_sextants`, hue at and around each k pi / 3 (0 and 2 pi
// included, 8 ulps either side) in one row per pair of `others` (the other
// two channels' values).
std::vector<SweepPoint> HuePoints(const ImageCall& call,
                                  const std::vector<std::array<double, 2>>& others);

// A conversion through a curve with thresholds or a knee (the sRGB curves,
// Lab's and Luv's f): ColorOp with `inverse`, plus NearPoints(op's call,
// `near`, `centers`, 16 ulps either side), and `tolerance` (the fused bounds).
OpCase CurveOp(const core::OpSpec& op, Inverse inverse, const std::string& near,
               const std::vector<double>& centers, Tolerance tolerance = {});

// A named host parameter set of an op on an image: its call and Kornia's.
struct Variant {
  std::string id;  // named in point ids
  ImageCall call;
  KorniaCall kornia;
};

// The variant `id` of `f(x, args...)`: Kornia's call takes the same
// arguments, (x, args...).
template <typename F, typename... A>
Variant HostVariant(std::string id, F f, A... args) {
  return {std::move(id),
          [=](const torch::Tensor& x) { return f(x, args...); },
          {.args = {In(0), args...}}};
}

// Per floating dtype and variant v, one point `<dtype>_<v.id>`, its own shape
// class, on a 2 x 3 x 3 x 33 image uniform in [lo, hi] (UniformInput, seeded
// by the id), running v.call with Kornia's call v.kornia.
std::vector<SweepPoint> VariantPoints(const std::vector<Variant>& variants, double lo = 0.0,
                                      double hi = 1.0);

// Every point of `c` without its own Kornia call gets `call`, for ops whose
// Kornia form takes more than the image.
void WithKorniaCall(OpCase& c, KorniaCall call);

// A random augmentation: `call(variant, p, generator, x)` builds the op
// around `generator` with host parameter set `variant` and applies it.
struct RandomSpec {
  std::vector<Dt> dtypes{std::begin(kFloatDtypes), std::end(kFloatDtypes)};
  std::vector<std::string> variants = {""};  // host parameter sets, named in ids
  std::string large_variant;                 // the variant of the large points
  double lo = 0.0, hi = 1.0;                 // floating values (integers: 0..255)
  std::function<torch::Tensor(const std::string& variant, const augmentation::Gate& p,
                              const at::Generator&, const torch::Tensor&)>
      call;
};

// Per dtype, p and variant one shape class `<dtype>_<p>[_<variant>]` with its
// own generator and seeds 1, 2, 3 (8 x 3 x 4 x 5 images); per dtype and
// Kornia batch argument (the first variant) one class of its own:
// `<dtype>_p05_pbatch03` (p_batch 0.3), `<dtype>_p05_same` and
// `<dtype>_p1_same` (same_on_batch), `<dtype>_p05_keepdim` (a (3, 4, 5)
// image, keepdim); per dtype one threads-size point
// `<dtype>_p05[_<variant>]_large`.
std::vector<SweepPoint> RandomPoints(const RandomSpec& s);

// Why a random op's points have no Kornia call: "<drawn> are drawn inside
// op(x) from the harness's generator, which Kornia's class does not take, ..."
// (python_augmentation.py compares the classes with Kornia's under one seed),
// then " (<aside>)" where there is one.
std::string DrawnInside(const std::string& drawn, const std::string& aside = "");

// ImageOp + RandomPoints: flags kRandom (the descriptor's call, the op at
// p = 0.5 on a fresh generator, is the probe's and the signature errors').
OpCase RandomOp(const core::OpSpec& op, const RandomSpec& sweep);

}  // namespace kornia::conformance::cases
