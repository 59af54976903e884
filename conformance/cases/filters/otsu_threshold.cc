// Conformance case of ops/filters/otsu_threshold. The op's two outputs (the
// thresholded image or mask, the thresholds) are held as one, each
// flattened and concatenated (Kornia's pair packed alike: "flat"), so the
// packed output has no batch dim (batch_preserving false).
//
// Per dtype (the four floating ones and the five integer ones): a (2, 3, 5,
// 9) image at each nbins class (2, the smallest Kornia takes; 255, 256, the
// default, and 257) on both paths (slow_and_differentiable), each its own
// shape class, and return_mask on both paths; a constant image (its value
// the threshold) on both paths; a two-level image and a three-level one of
// symmetric counts (equal between-class variances: the first maximum wins).
// Per floating dtype: every value class at the defaults and on the slow path
// (NaN, inf and extremal ranges: the bounded units of the edges), one shape
// class each. Ranks 1 to 5 ((H, W) and (N,): one plane, unbatched),
// 1 x N and N x 1 planes, an empty batch. Large points (float32 and its
// float64 twin on both paths, the half dtypes' reduction images).
#include "ops/filters/otsu_threshold.h"

#include <c10/util/StringUtil.h>

#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace otsu_threshold_case {

struct Args {
  int64_t nbins = 256;
  bool slow = false;
  bool mask = false;
};

torch::Tensor Packed(const torch::Tensor& x, const Args& a) {
  auto [out, threshold] = filters::otsu_threshold(x, a.nbins, a.slow, a.mask);
  return torch::cat({out.flatten(), threshold.flatten()});
}

KorniaCall Call(const Args& a) {
  return {
      .args = {In(0)},
      .kwargs = {{"nbins", a.nbins}, {"slow_and_differentiable", a.slow}, {"return_mask", a.mask}},
      .pack = "flat"};
}

// The range of an integer dtype's values in the sweeps.
std::pair<double, double> RangeOf(torch::ScalarType t) {
  switch (t) {
    case torch::kByte:
      return {0, 255};
    case torch::kChar:
      return {-128, 127};
    case torch::kShort:
      return {-1000, 1000};
    default:
      return {-100000, 100000};
  }
}

}  // namespace otsu_threshold_case
}  // namespace kornia::conformance::cases

KC_CASE(filters, otsu_threshold) {
  using namespace otsu_threshold_case;
  using filters::otsu_threshold;
  OpCase c;
  for (torch::ScalarType d : op.ClaimedDtypes()) c.claimed_dtypes.insert(d);
  c.probe = [](torch::ScalarType d) { return Packed(ProbeImage(d), {}); };
  c.batch_inputs = {0};
  c.batch_preserving = false;
  c.points = [] {
    std::vector<SweepPoint> points;
    auto at = [&](const std::string& id, const std::string& cls, const torch::Tensor& x,
                  const Args& a, bool unbatched = false) {
      SweepPoint p = Point(
          id, cls, {x}, [a](const Inputs& in) { return Packed(in[0], a); }, Call(a));
      p.unbatched = unbatched;
      points.push_back(std::move(p));
    };
    std::vector<std::pair<torch::ScalarType, std::string>> dtypes;
    for (const auto& d : kFloatDtypes) dtypes.emplace_back(d.type, d.name);
    for (torch::ScalarType t : kIntegerDtypes) dtypes.emplace_back(t, DtypeId(t));
    for (const auto& [t, dn] : dtypes) {
      const bool floating = c10::isFloatingType(t);
      const auto [lo, hi] = floating ? std::pair<double, double>{0.0, 1.0} : RangeOf(t);
      auto uniform = [&, t = t, lo = lo, hi = hi](const std::string& id,
                                                  const std::vector<int64_t>& shape) {
        return UniformInput(shape, t, id, lo, hi);
      };
      for (bool slow : {false, true}) {
        const std::string path = slow ? "_slow" : "";
        for (int64_t nbins : {2, 255, 256, 257}) {
          const std::string id = c10::str(dn, "_nbins", nbins, path);
          at(id, id, uniform(id, {2, 3, 5, 9}), {.nbins = nbins, .slow = slow});
        }
        const std::string mask = dn + "_mask" + path;
        at(mask, mask, uniform(mask, {2, 3, 5, 9}), {.slow = slow, .mask = true});
        // A constant plane: its value is the threshold, every pixel background.
        const std::string constant = dn + "_constant" + path;
        at(constant, constant, torch::full({2, 3, 5, 9}, floating ? 0.375 : 7.0, t),
           {.slow = slow});
        // Two levels, and three of symmetric counts (0, 1, 2 as 10, 10, 10
        // pixels): the splits after 0 and after 1 have the same variance,
        // the first wins (torch.argmax's first maximum).
        const std::string two = dn + "_two_levels" + path;
        at(two, two, (torch::arange(30) % 2).to(t).view({1, 1, 5, 6}), {.slow = slow});
        const std::string three = dn + "_three_levels" + path;
        at(three, three, (torch::arange(30) % 3).to(t).view({1, 1, 5, 6}), {.slow = slow});
      }
      if (!floating) continue;
      for (bool slow : {false, true}) {
        const std::string cls = dn + (slow ? "_values_slow" : "_values");
        for (ValueClass v : kAllValueClasses) {
          const std::string id = cls + "_" + ValueClassName(v);
          at(id, cls, MakeInput({2, 3, 5, 9}, t, v, SeedOf(id)), {.slow = slow});
        }
      }
    }
    // Ranks: at most two dims are one plane (dim 0 not a batch), three to
    // five dims one plane per (leading dims) x C.
    for (const auto& [name, shape] :
         std::vector<std::pair<std::string, std::vector<int64_t>>>{{"rank1", {33}},
                                                                   {"rank2", {5, 9}},
                                                                   {"rank3", {3, 5, 9}},
                                                                   {"rank5", {2, 2, 3, 5, 9}},
                                                                   {"h1", {2, 3, 1, 17}},
                                                                   {"w1", {2, 3, 13, 1}},
                                                                   {"batch0", {0, 3, 5, 9}}}) {
      const std::string id = "float32_" + name;
      at(id, id, UniformInput(shape, torch::kFloat, id), {}, shape.size() <= 2);
    }
    for (bool slow : {false, true}) {
      const std::string id = std::string("float32_large") + (slow ? "_slow" : "");
      at(id, id, LargeImage(torch::kFloat, 3, id), {.nbins = slow ? 16 : 256, .slow = slow});
    }
    for (SweepPoint& p : HalfReductionPoints(
             "otsu_threshold", 1, [](const std::string&id, const torch::Tensor&image) {
               return Point(
                   id, id, {image}, [](const Inputs& in) { return Packed(in[0], {}); }, Call({}));
             }))
      points.push_back(std::move(p));
    return points;
  };
  AddFloat64Twins(c, {"float32_large", "float32_large_slow"});
  const OpFn defaults = [](const Inputs& in) { return Packed(in[0], {}); };
  const torch::Tensor x = torch::rand({2, 3, 4, 5});
  c.errors = {
      Refused("rank_6", defaults, {torch::rand({1, 1, 2, 3, 4, 5})},
              "expected x of at most 5 dims, but got shape [1, 1, 2, 3, 4, 5]"),
      Refused("bool", defaults, {torch::ones({2, 3, 4, 5}, torch::kBool)},
              "expected x of dtype uint8, int8, int16, int32, int64, float16, bfloat16, float32 "
              "or float64, but got bool",
              ErrorKind::kType),
      Refused("empty_plane", defaults, {torch::rand({2, 3, 0, 5})},
              "expected non-empty planes (the last two dims, or every dim of x), but got shape "
              "[2, 3, 0, 5]"),
      Refused("empty_rank1", defaults, {torch::rand({0})},
              "expected non-empty planes (the last two dims, or every dim of x), but got shape "
              "[0]")};
  for (int64_t nbins : {1, 0, -1})
    for (bool slow : {false, true})
      c.errors.push_back(
          {c10::str("nbins_", nbins < 0 ? "minus1" : std::to_string(nbins), slow ? "_slow" : ""),
           [x, nbins, slow] { otsu_threshold(x, nbins, slow); },
           c10::str("expected nbins >= 2, but got nbins = ", nbins)});
  return c;
}
