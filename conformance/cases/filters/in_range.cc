// Conformance case of ops/filters/in_range. Floating images (uniform in
// [-0.25, 1.25] with NaN, +-inf and values on the bounds): host lists of
// floats and of ints, a reversed interval, a point interval on a value the
// dtype rounds, each with and without return_mask; tensor bounds of every
// shape Kornia reads ((), (1,), (C,), (C, 1, 1), (1, C, 1, 1), (B, C, 1, 1),
// (H, W), (B, C, H, W)), one graph replayed on three bound sets (the third
// with NaN and infinite bounds). Integer and bool images over their whole
// range: int and float lists, float bounds rounding inward, past the dtype's
// range (1e30, 2**63) and NaN, float16 bounds on int64 (2**63 overflows
// them), integer bound tensors promoted. (H, W), (C, H, W) and 5-D images,
// 1 x N and N x 1, the threads-size images; the shape errors.
#include "ops/filters/in_range.h"

#include <c10/util/StringUtil.h>

#include <cmath>
#include <limits>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace {

using filters::in_range;
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// A floating image uniform in [-0.25, 1.25] with NaN, +-inf (`special`) and
// the values 0.2, 0.8 and 0.1 (on the list bounds) planted.
torch::Tensor FloatImage(const std::vector<int64_t>& shape, torch::ScalarType dtype,
                         const std::string& id, bool special = true) {
  torch::Tensor x = UniformInput(shape, torch::kDouble, id, -0.25, 1.25);
  torch::Tensor flat = x.view({-1});
  const double planted[] = {kNan, kInf, -kInf, 0.2, 0.8, 0.1, 0.1, 0.1};
  for (int64_t i = special ? 0 : 3; i < 8 && 5 * i < flat.numel(); ++i)
    flat[5 * i + i % 3] = planted[i];
  // A pixel of 0.1 in every channel (the point interval's pass).
  if (x.dim() >= 3 && x.size(-1) > 4) x.select(-1, 4).select(-1, 0).fill_(0.1);
  return x.to(dtype);
}

// Bound values of `shape`, uniform in [lo, hi]; set 2 has NaN and +-inf.
torch::Tensor Bound(const std::vector<int64_t>& shape, torch::ScalarType dtype,
                    const std::string& id, double lo, double hi, bool special) {
  torch::Tensor b = UniformInput(shape, torch::kDouble, id, lo, hi);
  if (special && b.numel() > 0) {
    b.view({-1})[0] = kNan;
    if (b.numel() > 1) b.view({-1})[1] = lo < 0.5 ? -kInf : kInf;
    if (b.numel() > 2) b.view({-1})[2] = lo < 0.5 ? kInf : -kInf;
  }
  return b.to(dtype);
}

std::vector<SweepPoint> HostPoints() {
  std::vector<SweepPoint> points;
  // A list of ints is Kornia's tuple of ints (int64 there; float64 here, the
  // same comparisons at these values).
  auto add = [&](const std::string& id, const torch::Tensor& x, std::vector<double> lower,
                 std::vector<double> upper, bool mask, bool unbatched = false, bool ints = false) {
    auto arg = [ints](const std::vector<double>& v) {
      return ints ? KorniaArg(std::vector<int64_t>(v.begin(), v.end())) : KorniaArg(v);
    };
    SweepPoint p =
        Point(id, id, {x}, [=](const Inputs& in) { return in_range(in[0], lower, upper, mask); },
              {.args = {In(0), arg(lower), arg(upper)}, .kwargs = {{"return_mask", mask}}});
    p.unbatched = unbatched;
    points.push_back(std::move(p));
  };
  using F = std::vector<double>;
  for (const auto& d : kFloatDtypes) {
    const std::string n = d.name;
    // First a finite image (opcheck runs each overload's first point per
    // dtype, and fails any output holding NaN), then NaN and inf planted.
    const torch::Tensor finite = FloatImage({2, 3, 5, 33}, d.type, n + "_finite", false);
    add(n + "_list_finite", finite, F{0.2, 0.3, -0.1}, F{0.8, 0.9, 1.0}, false);
    add(n + "_ints_finite", finite, F{0, 0, -1}, F{1, 1, 1}, false, false, true);
    const torch::Tensor x = FloatImage({2, 3, 5, 33}, d.type, n + "_host");
    for (bool mask : {false, true}) {
      const std::string m = mask ? "_mask" : "";
      add(n + "_list" + m, x, F{0.2, 0.3, -0.1}, F{0.8, 0.9, 1.0}, mask);
      add(n + "_ints" + m, x, F{0, 0, -1}, F{1, 1, 1}, mask, false, true);
    }
    add(n + "_reversed", x, F{0.9, 0.9, 0.9}, F{0.1, 0.1, 0.1}, true);
    add(n + "_point", x, F{0.1, 0.1, 0.1}, F{0.1, 0.1, 0.1}, true);
    add(n + "_1xN", FloatImage({1, 3, 1, 65}, d.type, n + "_1xN"), F{0.2, 0.3, 0.0},
        F{0.8, 0.9, 1.0}, false);
    add(n + "_Nx1", FloatImage({1, 3, 65, 1}, d.type, n + "_Nx1"), F{0.2, 0.3, 0.0},
        F{0.8, 0.9, 1.0}, true);
  }
  // Kornia's image forms: (H, W), (C, H, W) and 5-D.
  add("float32_hw", FloatImage({5, 33}, torch::kFloat, "hw"), F{0.2}, F{0.8}, false, true);
  add("float32_hw_mask", FloatImage({5, 33}, torch::kFloat, "hw"), F{0.2}, F{0.8}, true, true);
  // (C, H, W) with C = 1: the layouts check narrows its dim 0 as a batch.
  add("float32_chw", FloatImage({1, 5, 33}, torch::kFloat, "chw"), F{0.2}, F{0.8}, true);
  add("float32_5d", FloatImage({2, 2, 3, 5, 33}, torch::kFloat, "5d"), F{0.2, 0.3, 0.0},
      F{0.8, 0.9, 1.0}, false);
  add("float32_5d_mask", FloatImage({2, 2, 3, 5, 33}, torch::kFloat, "5d"), F{0.2, 0.3, 0.0},
      F{0.8, 0.9, 1.0}, true);
  // Integer and bool images over their whole range.
  for (torch::ScalarType t :
       {torch::kByte, torch::kChar, torch::kShort, torch::kInt, torch::kLong, torch::kBool}) {
    const std::string n = DtypeId(t);
    const torch::Tensor x = MakeInput({2, 3, 5, 33}, t, ValueClass::kLarge, SeedOf(n + "_int"));
    for (bool mask : {false, true}) {
      const std::string m = mask ? "_mask" : "";
      add(n + "_ints" + m, x, F{-20, 0, 1}, F{100, 127, 200}, mask, false, true);
      add(n + "_floats" + m, x, F{-0.5, 0.5, -1e30}, F{100.2, 1e30, 3.7}, mask);
    }
    add(n + "_past_range", x, F{-129.5, -1e19, 0.0}, F{255.5, 1e19, 9.3e18}, true);
  }
  // The threads-size images.
  add("float32_large", LargeImage(torch::kFloat, 3, "in_range_large", -0.25, 1.25),
      F{0.2, 0.3, 0.0}, F{0.8, 0.9, 1.0}, true);
  add("uint8_large", LargeImage(torch::kByte, 3, "in_range_large_u8", 0, 255), F{20, 0, 100},
      F{200, 128, 255}, false, false, true);
  return points;
}

// One graph per bound shape, replayed on three bound sets.
std::vector<SweepPoint> TensorPoints() {
  std::vector<SweepPoint> points;
  auto cls = [&](const std::string& c, const torch::Tensor& x, const std::vector<int64_t>& shape,
                 torch::ScalarType bt, bool mask, double lo0, double lo1, double hi0, double hi1) {
    for (int k = 0; k < 3; ++k) {
      const std::string id = c10::str(c, "_", "abc"[k]);
      points.push_back(
          Point(id, c,
                {x, Bound(shape, bt, id + "_lo", lo0, lo1, k == 2),
                 Bound(shape, bt, id + "_hi", hi0, hi1, k == 2)},
                [mask](const Inputs& in) { return in_range(in[0], in[1], in[2], mask); },
                {.args = {In(0), In(1), In(2)}, .kwargs = {{"return_mask", mask}}}));
    }
  };
  const std::vector<std::pair<std::string, std::vector<int64_t>>> shapes = {
      {"b0d", {}},
      {"b1", {1}},
      {"bc", {3}},
      {"bc11", {3, 1, 1}},
      {"b1c11", {1, 3, 1, 1}},
      {"bbc11", {2, 3, 1, 1}},
      {"bhw", {5, 33}},
      {"bfull", {2, 3, 5, 33}}};
  for (const auto& d : kFloatDtypes) {
    // Finite (the .Tensor overload's opcheck point): NaN and inf images are
    // the host points'; the bounds' NaN and inf are here.
    const torch::Tensor x =
        FloatImage({2, 3, 5, 33}, d.type, std::string(d.name) + "_tensor", false);
    for (const auto& [name, shape] : shapes)
      for (bool mask : {false, true})
        cls(c10::str(d.name, "_", name, mask ? "_mask" : ""), x, shape, torch::kFloat, mask, -0.1,
            0.5, 0.5, 1.1);
    // float64 bounds on a half image: cast once to its dtype.
    cls(c10::str(d.name, "_bc_f64"), x, {3}, torch::kDouble, true, -0.1, 0.5, 0.5, 1.1);
  }
  cls("float32_large_bbc11", LargeImage(torch::kFloat, 3, "in_range_large_t", -0.25, 1.25),
      {2, 3, 1, 1}, torch::kFloat, false, -0.1, 0.5, 0.5, 1.1);
  cls("float64_large_bbc11",
      LargeImage(torch::kFloat, 3, "in_range_large_t", -0.25, 1.25).to(torch::kDouble),
      {2, 3, 1, 1}, torch::kDouble, false, -0.1, 0.5, 0.5, 1.1);
  for (torch::ScalarType t :
       {torch::kByte, torch::kChar, torch::kShort, torch::kInt, torch::kLong, torch::kBool}) {
    const std::string n = DtypeId(t);
    const torch::Tensor x = MakeInput({2, 3, 5, 33}, t, ValueClass::kLarge, SeedOf(n + "_tensor"));
    // Floating bounds, fractional and far outside every integer range.
    cls(n + "_bc_f64", x, {3}, torch::kDouble, true, -1e20, 10.5, -10.5, 1e20);
    cls(n + "_bhw_f32", x, {5, 33}, torch::kFloat, false, -300.5, 100.5, -100.5, 300.5);
    // float16 bounds: 2**63 (the int64 range's top) is inf in them.
    cls(n + "_bc_f16", x, {3}, torch::kHalf, true, -70000, 10.5, -10.5, 70000);
    // Integer bounds, compared exactly after promotion.
    cls(n + "_bbc11_i64", x, {2, 3, 1, 1}, torch::kLong, true, -200, 50, 50, 300);
    cls(n + "_bc_i32", x, {3}, torch::kInt, false, -200, 50, 50, 300);
  }
  return points;
}

}  // namespace
}  // namespace kornia::conformance::cases

KC_CASE(filters, in_range) {
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points = HostPoints();
    for (SweepPoint& p : TensorPoints()) points.push_back(std::move(p));
    return points;
  };
  c.batch_inputs = {0, 1, 2};
  c.tensor_args = {{"lower", {.input = 1, .point = "float32_bc_a", .dtypes = kEveryDtype}},
                   {"upper", {.input = 2, .point = "float32_bc_a", .dtypes = kEveryDtype}}};
  const torch::Tensor x = ProbeImage(torch::kFloat);  // (1, 3, 4, 5)
  const torch::Tensor b = torch::full({3}, 0.5);
  auto tensors = [](const Inputs& in) { return in_range(in[0], in[1], in[2]); };
  const std::string fits =
      "of shape (), (C,) or (1,), or of 2 to 4 dims each 1 or the input's (B, C, H, W) = "
      "[1, 3, 4, 5] aligned from the last, but got shape ";
  c.errors.push_back({"list_lengths",
                      [x] {
                        in_range(x, std::vector<double>{0.1, 0.2}, {0.5, 0.6, 0.7});
                      },
                      "expected lower and upper of 3 values (one per channel), but got 2 and 3 "
                      "values"});
  c.errors.push_back({"upper_list_length",
                      [x] {
                        in_range(x, std::vector<double>{0, 0, 0}, {1, 1, 1, 1});
                      },
                      "expected lower and upper of 3 values (one per channel), but got 3 and 4 "
                      "values"});
  c.errors.push_back(
      Refused("lower_w", tensors, {x, torch::zeros({5}), b}, "expected lower " + fits + "[5]"));
  c.errors.push_back(
      Refused("lower_2", tensors, {x, torch::zeros({2}), b}, "expected lower " + fits + "[2]"));
  c.errors.push_back(Refused("lower_hw", tensors, {x, torch::zeros({4, 6}), b},
                             "expected lower " + fits + "[4, 6]"));
  c.errors.push_back(Refused("lower_batch", tensors, {x, torch::zeros({2, 3, 1, 1}), b},
                             "expected lower " + fits + "[2, 3, 1, 1]"));
  c.errors.push_back(Refused("upper_5d", tensors, {x, b, torch::ones({1, 1, 1, 1, 1})},
                             "expected upper " + fits + "[1, 1, 1, 1, 1]"));
  c.errors.push_back(
      Refused("lower_complex", tensors, {x, torch::zeros({3}, torch::kComplexFloat), b},
              "expected lower of a real dtype, but got complex64", ErrorKind::kType));
  return c;
}
