// Conformance case of ops/enhance/linear_transform.
#include "ops/enhance/linear_transform.h"

#include <array>
#include <string>
#include <utility>

#include "conformance/cases/enhance/family_sweep.h"

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
KC_CASE(enhance, linear_transform) {
  using enhance::linear_transform;
  const OpFn run = [](const Inputs& in) { return linear_transform(in[0], in[1], in[2]); };
  OpCase c = DataOp(op, [](torch::ScalarType d) {
    return linear_transform(MakeInput({3, 4}, d, ValueClass::kUniform, 7, 0, 5),
                            MakeInput({4, 4}, d, ValueClass::kUniform, 8, 0, 5),
                            MakeInput({1, 4}, d, ValueClass::kUniform, 9, 0, 5));
  });
  c.points = [run] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, Inputs in) {
      points.push_back(Point(id, cls, std::move(in), run));
    };
    // A point at dim != 0. The batch checks narrow inputs[0]'s dim 0, so the
    // point's input holds the samples first and the call moves them to `dim`
    // (and the result's back): the op still sees the samples at `dim`,
    // through a permuted view. Kornia's form of it (the samples at `dim` of a
    // contiguous input) is not the same call: not compared.
    auto at_dim = [&](const std::string& id, Inputs in, int64_t dim) {
      points.push_back(Point(
          id, id, std::move(in),
          [dim](const Inputs& in) {
            return linear_transform(in[0].movedim(0, dim), in[1], in[2], dim).movedim(dim, 0);
          },
          {.none = "the samples at dim of a contiguous input: another call than this permuted "
                   "view's"}));
    };
    for (const auto& d : kFloatDtypes) {
      const std::string dn = d.name;
      auto uniform = [&](std::vector<int64_t> shape, const std::string& id) {
        return UniformInput(shape, d.type, id, -1.0, 1.0);
      };
      const torch::Tensor transform = uniform({8, 8}, dn + "_transform");
      const torch::Tensor mean = uniform({1, 8}, dn + "_mean");
      for (int64_t n : SweepWidths()) {
        const std::string id = dn + "_n" + std::to_string(n);
        add(id, id, {uniform({n, 8}, id), transform, mean});
      }
      for (ValueClass v : kAllValueClasses) {
        if (v == ValueClass::kUniform) continue;
        const std::string id = dn + "_n33_" + ValueClassName(v);
        add(id, dn + "_n33",
            {MakeInput({33, 8}, d.type, v, SeedOf(id), -1.0, 1.0), transform, mean});
        const std::string tid = dn + "_n33_transform_" + ValueClassName(v);
        add(tid, dn + "_n33",
            {uniform({33, 8}, tid), MakeInput({8, 8}, d.type, v, SeedOf(tid)), mean});
      }
      if (d.type == torch::kHalf || d.type == torch::kBFloat16) {
        const std::string id = dn + "_fit_float32";
        add(id, id,
            {uniform({33, 8}, id), UniformInput({8, 8}, torch::kFloat, id + "_t", -1, 1),
             UniformInput({1, 8}, torch::kFloat, id + "_m", -1, 1)});
      }
      // The docstring's first example, samples first (see at_dim).
      at_dim(dn + "_docstring_dim3",
             {torch::ones({5, 10, 3, 4}, d.type), torch::ones({120, 120}, d.type),
              torch::full({1, 120}, 2.0, d.type)},
             3);
      at_dim(dn + "_dim1",
             {uniform({6, 2, 5}, dn + "_dim1"), uniform({10, 10}, dn + "_dim1_t"),
              uniform({1, 10}, dn + "_dim1_m")},
             1);
      const std::string negative = dn + "_dim_m2";
      points.push_back(
          Point(negative, negative, {uniform({9, 8}, negative), transform, mean},
                [](const Inputs& in) { return linear_transform(in[0], in[1], in[2], -2); },
                {.args = {In(0), In(1), In(2), -2}}));
      const std::string centered = dn + "_centered";
      add(centered, centered, {mean.expand({9, 8}).contiguous(), transform, mean});
    }
    auto triple = [&](const std::string& id, const std::string& seed, std::vector<int64_t> shape,
                      std::array<torch::ScalarType, 3> t, std::array<double, 6> range) {
      const int64_t f = shape.back();
      add(id, id,
          {UniformInput(shape, t[0], seed, range[0], range[1]),
           UniformInput({f, f}, t[1], seed + "_t", range[2], range[3]),
           UniformInput({1, f}, t[2], seed + "_m", range[4], range[5])});
    };
    const auto f32 = torch::kFloat, f64 = torch::kDouble;
    add("float32_mean_1d", "float32_mean_1d",
        {UniformInput({9, 8}, f32, "m1d", -1, 1), UniformInput({8, 8}, f32, "m1d_t", -1, 1),
         UniformInput({8}, f32, "m1d_m", -1, 1)});
    triple("float32_mean_float64", "m64", {9, 8}, {f32, f64, f64}, {-1, 1, -1, 1, -1, 1});
    add("float32_rank1", "float32_rank1",
        {UniformInput({17}, f32, "r1", -1, 1), UniformInput({1, 1}, f32, "r1_t", -1, 1),
         UniformInput({1, 1}, f32, "r1_m", -1, 1)});
    for (torch::ScalarType t :
         {torch::kByte, torch::kChar, torch::kShort, torch::kInt, torch::kLong})
      triple(DtypeId(t) + "_n9", DtypeId(t) + "_n9", {9, 4}, {t, t, t}, {0, 100, 0, 5, 0, 50});
    triple("uint8_mean_float32", "u8f", {9, 4}, {torch::kByte, f32, f32}, {0, 255, -1, 1, 0, 255});
    triple("float32_large", "lt_large", {4096, 16}, {f32, f32, f32}, {-1, 1, -1, 1, -1, 1});
    return points;
  };
  const torch::Tensor x = torch::rand({3, 4}), t = torch::rand({4, 4}), m = torch::rand({1, 4});
  const std::string transform =
      "expected transform_matrix of shape (F, F) = [4, 4], but got shape ";
  const std::string mean = "expected mean_vector broadcastable to (N, F) = [3, 4], but got shape ";
  // The op at `dim`.
  auto at = [](int64_t dim) {
    return OpFn([dim](const Inputs& in) { return linear_transform(in[0], in[1], in[2], dim); });
  };
  c.errors = {
      Refused("rank_0", run, {torch::tensor(1.0f), t, m},
              "expected an input of at least one dim, but got shape []"),
      Refused("dim_2", at(2), {x, t, m}, "expected dim in [-2, 1], but got 2"),
      Refused("dim_m3", at(-3), {x, t, m}, "expected dim in [-2, 1], but got -3"),
      Refused("transform_4x3", run, {x, torch::rand({4, 3}), m}, transform + "[4, 3]"),
      Refused("transform_rank_3", run, {x, torch::rand({1, 4, 4}), m}, transform + "[1, 4, 4]"),
      Refused("mean_1x3", run, {x, t, torch::rand({1, 3})}, mean + "[1, 3]"),
      Refused("mean_2x4", run, {x, t, torch::rand({2, 4})}, mean + "[2, 4]"),
      Refused("mean_rank_3", run, {x, t, torch::rand({1, 1, 4})}, mean + "[1, 1, 4]"),
      Refused("mean_bool", run, {x, t, torch::ones({1, 4}, torch::kBool)},
              "expected a floating or integer mean_vector, but got bool", ErrorKind::kType),
      Refused("transform_float64", run, {x, torch::rand({4, 4}, torch::kDouble), m},
              "expected a transform_matrix of the work dtype float32 (input promoted with "
              "mean_vector), but got float64",
              ErrorKind::kType)};
  c.tensor_args = {{"transform_matrix", {.input = 1, .image_dtype = true}},
                   {"mean_vector",
                    {.input = 2,
                     .dtypes = {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kByte,
                                torch::kChar, torch::kShort, torch::kInt, torch::kLong}}}};
  return c;
}
