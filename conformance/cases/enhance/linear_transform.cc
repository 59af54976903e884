// Conformance case of ops/enhance/linear_transform.
#include "ops/enhance/linear_transform.h"

#include <set>
#include <string>
#include <utility>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace linear_transform_case {

using enhance::linear_transform;

torch::Tensor Run(const Inputs& in) { return linear_transform(in[0], in[1], in[2]); }

// A point at dim != 0. The batch checks narrow inputs[0]'s dim 0, so the
// point's input holds the samples first and the call moves them to `dim`
// (and the result's back): the op still sees the samples at `dim`, through a
// permuted view. Kornia's form of it (the samples at `dim` of a contiguous
// input) is not the same call: not compared.
SweepPoint AtDim(const std::string& id, const std::string& dtype, Inputs inputs, int64_t dim) {
  SweepPoint p = Point(id, id, dtype, std::move(inputs), [dim](const Inputs& in) {
    return linear_transform(in[0].movedim(0, dim), in[1], in[2], dim).movedim(dim, 0);
  });
  p.kornia = "-";
  return p;
}

// Per floating dtype: (N, 8) inputs uniform in [-1, 1] at N of the vector
// tails and precision edges, with an (8, 8) transform and a (1, 8) mean in
// the input's dtype (float16/bfloat16: widened to float32); every value
// class in the input and in the transform, one shape class; the transform
// and mean in float32 for half inputs (Kornia's advice); Kornia's docstring
// example (a (10, 3, 4, 5) input at dim 3: -120 throughout) and a negative
// dim; an input equal to its mean. Then a 1-D mean, a float64 mean and
// transform (work dtype float64), a 1-D input, integer triples (wrapping
// uint8), a uint8 input with a float32 mean, and a (4096, 16) input for the
// threads check.
std::vector<SweepPoint> LinearTransformPoints() {
  std::vector<SweepPoint> points;
  auto values = [](std::vector<int64_t> shape, torch::ScalarType t, const std::string& id,
                   double lo, double hi) {
    return MakeInput(shape, t, ValueClass::kUniform, SeedOf(id), lo, hi);
  };
  for (const auto& d : kFloatDtypes) {
    const std::string dn = d.name;
    auto uniform = [&](std::vector<int64_t> shape, const std::string& id) {
      return values(shape, d.type, id, -1.0, 1.0);
    };
    const torch::Tensor transform = uniform({8, 8}, dn + "_transform");
    const torch::Tensor mean = uniform({1, 8}, dn + "_mean");
    std::vector<int64_t> widths(std::begin(kTailWidths), std::end(kTailWidths));
    widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
    for (int64_t n : widths) {
      const std::string id = dn + "_n" + std::to_string(n);
      points.push_back(Point(id, id, dn, {uniform({n, 8}, id), transform, mean}, Run));
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = dn + "_n33_" + ValueClassName(v);
      points.push_back(
          Point(id, dn + "_n33", dn,
                {MakeInput({33, 8}, d.type, v, SeedOf(id), -1.0, 1.0), transform, mean}, Run));
      const std::string tid = dn + "_n33_transform_" + ValueClassName(v);
      points.push_back(
          Point(tid, dn + "_n33", dn,
                {uniform({33, 8}, tid), MakeInput({8, 8}, d.type, v, SeedOf(tid)), mean}, Run));
    }
    if (d.type == torch::kHalf || d.type == torch::kBFloat16) {
      const std::string id = dn + "_fit_float32";
      points.push_back(Point(id, id, dn,
                             {uniform({33, 8}, id), values({8, 8}, torch::kFloat, id + "_t", -1, 1),
                              values({1, 8}, torch::kFloat, id + "_m", -1, 1)},
                             Run));
    }
    // The docstring's first example, samples first (see AtDim).
    points.push_back(AtDim(dn + "_docstring_dim3", dn,
                           {torch::ones({5, 10, 3, 4}, d.type), torch::ones({120, 120}, d.type),
                            torch::full({1, 120}, 2.0, d.type)},
                           3));
    points.push_back(AtDim(dn + "_dim1", dn,
                           {uniform({6, 2, 5}, dn + "_dim1"), uniform({10, 10}, dn + "_dim1_t"),
                            uniform({1, 10}, dn + "_dim1_m")},
                           1));
    const std::string negative = dn + "_dim_m2";
    SweepPoint p =
        Point(negative, negative, dn, {uniform({9, 8}, negative), transform, mean},
              [](const Inputs& in) { return linear_transform(in[0], in[1], in[2], -2); });
    p.kornia = R"({"args": ["$0", "$1", "$2", -2]})";
    points.push_back(std::move(p));
    const std::string centered = dn + "_centered";
    points.push_back(
        Point(centered, centered, dn, {mean.expand({9, 8}).contiguous(), transform, mean}, Run));
  }
  auto add = [&](const std::string& id, const std::string& dtype, Inputs in) {
    points.push_back(Point(id, id, dtype, std::move(in), Run));
  };
  add("float32_mean_1d", "float32",
      {values({9, 8}, torch::kFloat, "m1d", -1, 1), values({8, 8}, torch::kFloat, "m1d_t", -1, 1),
       values({8}, torch::kFloat, "m1d_m", -1, 1)});
  add("float32_mean_float64", "float32",
      {values({9, 8}, torch::kFloat, "m64", -1, 1), values({8, 8}, torch::kDouble, "m64_t", -1, 1),
       values({1, 8}, torch::kDouble, "m64_m", -1, 1)});
  add("float32_rank1", "float32",
      {values({17}, torch::kFloat, "r1", -1, 1), values({1, 1}, torch::kFloat, "r1_t", -1, 1),
       values({1, 1}, torch::kFloat, "r1_m", -1, 1)});
  for (torch::ScalarType t :
       {torch::kByte, torch::kChar, torch::kShort, torch::kInt, torch::kLong}) {
    const std::string id = DtypeId(t) + "_n9";
    add(id, DtypeId(t),
        {values({9, 4}, t, id, 0, 100), values({4, 4}, t, id + "_t", 0, 5),
         values({1, 4}, t, id + "_m", 0, 50)});
  }
  add("uint8_mean_float32", "uint8",
      {values({9, 4}, torch::kByte, "u8f", 0, 255), values({4, 4}, torch::kFloat, "u8f_t", -1, 1),
       values({1, 4}, torch::kFloat, "u8f_m", 0, 255)});
  add("float32_large", "float32",
      {values({4096, 16}, torch::kFloat, "lt_large", -1, 1),
       values({16, 16}, torch::kFloat, "lt_large_t", -1, 1),
       values({1, 16}, torch::kFloat, "lt_large_m", -1, 1)});
  return points;
}

OpCase LinearTransform() {
  OpCase c;
  c.name = "linear_transform";
  c.package = "enhance";
  c.kornia = "kornia.enhance.linear_transform";
  c.claimed_dtypes = {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble, torch::kByte,
                      torch::kChar, torch::kShort,    torch::kInt,   torch::kLong};
  c.probe = [](torch::ScalarType d) {
    return linear_transform(MakeInput({3, 4}, d, ValueClass::kUniform, 7, 0, 5),
                            MakeInput({4, 4}, d, ValueClass::kUniform, 8, 0, 5),
                            MakeInput({1, 4}, d, ValueClass::kUniform, 9, 0, 5));
  };
  c.points = LinearTransformPoints;
  c.batch_inputs = {0};
  const torch::Tensor x = torch::rand({3, 4}), t = torch::rand({4, 4}), m = torch::rand({1, 4});
  c.errors = {
      {"rank_0", [t, m] { linear_transform(torch::tensor(1.0f), t, m); },
       "linear_transform(): expected an input of at least one dim, but got shape []"},
      {"dim_2", [x, t, m] { linear_transform(x, t, m, 2); },
       "linear_transform(): expected dim in [-2, 1], but got 2"},
      {"dim_m3", [x, t, m] { linear_transform(x, t, m, -3); },
       "linear_transform(): expected dim in [-2, 1], but got -3"},
      {"transform_4x3",
       [x, m] {
         linear_transform(x, torch::rand({4, 3}), m);
       },
       "linear_transform(): expected transform_matrix of shape (F, F) = [4, 4], but got shape "
       "[4, 3]"},
      {"transform_rank_3",
       [x, m] {
         linear_transform(x, torch::rand({1, 4, 4}), m);
       },
       "linear_transform(): expected transform_matrix of shape (F, F) = [4, 4], but got shape "
       "[1, 4, 4]"},
      {"mean_1x3",
       [x, t] {
         linear_transform(x, t, torch::rand({1, 3}));
       },
       "linear_transform(): expected mean_vector broadcastable to (N, F) = [3, 4], but got shape "
       "[1, 3]"},
      {"mean_2x4",
       [x, t] {
         linear_transform(x, t, torch::rand({2, 4}));
       },
       "linear_transform(): expected mean_vector broadcastable to (N, F) = [3, 4], but got shape "
       "[2, 4]"},
      {"mean_rank_3",
       [x, t] {
         linear_transform(x, t, torch::rand({1, 1, 4}));
       },
       "linear_transform(): expected mean_vector broadcastable to (N, F) = [3, 4], but got shape "
       "[1, 1, 4]"},
      {"mean_bool",
       [x, t] {
         linear_transform(x, t, torch::ones({1, 4}, torch::kBool));
       },
       "linear_transform(): expected a floating or integer mean_vector, but got bool"},
      {"transform_float64",
       [x, m] {
         linear_transform(x, torch::rand({4, 4}, torch::kDouble), m);
       },
       "linear_transform(): expected a transform_matrix of the work dtype float32 (input promoted "
       "with mean_vector), but got float64"}};
  return c;
}

KC_REGISTER_CASE(LinearTransform);

}  // namespace linear_transform_case
}  // namespace kornia::conformance::cases
