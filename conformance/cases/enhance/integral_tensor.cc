// Conformance case of ops/enhance/integral_tensor.
#include "ops/enhance/integral_tensor.h"

#include <optional>
#include <utility>

#include "conformance/cases/enhance/family_sweep.h"

// Per dtype (floating, integer, bool) every dim list of a (2, 3, 5, 7)
// input that Kornia's tests take and one of each order: {-1}, {-2, -1},
// {-1, -2}, {0, 2}, {1, 2, 3}; a 1-D input; the float precision edges along
// the summed dim (2**p - 1 .. 2**p + 1 values). The descriptor's call sums
// the last dim (Kornia's default).
KC_CASE(enhance, integral_tensor) {
  using enhance::integral_tensor;
  OpCase c = DataOp(op, [call = op.call](torch::ScalarType d) { return call(ProbeImage(d)); });
  c.points = [call = op.call, large = op.name + "_large"] {
    std::vector<SweepPoint> points;
    // The point `id` of class `cls` on `x`: summing `dim` (the descriptor's call: none).
    auto add = [&](const std::string& id, const std::string& cls, torch::Tensor x,
                   std::optional<std::vector<int64_t>> dim = std::nullopt) {
      if (!dim) {
        points.push_back(
            Point(id, cls, {std::move(x)}, [call](const Inputs& in) { return call(in[0]); }));
        return;
      }
      points.push_back(
          WithKornia(Point(id, cls, {std::move(x)},
                           [d = *dim](const Inputs& in) { return integral_tensor(in[0], d); }),
                     {.args = {In(0), KorniaArg(*dim)}}));
    };
    for (torch::ScalarType t : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble,
                                torch::kByte, torch::kInt, torch::kLong, torch::kBool}) {
      const double hi = torch::isFloatingType(t) ? 1.0 : 255.0;
      const std::string name = DtypeId(t);
      for (const auto& [id_part, dim] :
           std::vector<std::pair<const char*, std::vector<int64_t>>>{{"dm1", {-1}},
                                                                     {"dm2_m1", {-2, -1}},
                                                                     {"dm1_m2", {-1, -2}},
                                                                     {"d0_2", {0, 2}},
                                                                     {"d1_2_3", {1, 2, 3}}}) {
        const std::string id = name + "_" + id_part;
        add(id, id, MakeInput({2, 3, 5, 7}, t, ValueClass::kUniform, SeedOf(id), 0, hi), dim);
      }
      const std::string flat = name + "_1d";
      add(flat, flat, MakeInput({17}, t, ValueClass::kUniform, SeedOf(flat), 0, hi));
    }
    for (const auto& d : kFloatDtypes) {
      for (int64_t w : kEdgeWidths) {
        const std::string id = std::string(d.name) + "_w" + std::to_string(w);
        add(id, id, MakeInput({2, 1, 2, w}, d.type, ValueClass::kUniform, SeedOf(id)));
      }
      for (ValueClass v : kAllValueClasses) {
        const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
        add(id, std::string(d.name) + "_w33", MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id)));
      }
    }
    add("float32_large", "float32_large", LargeImage(torch::kFloat, 3, large),
        std::vector<int64_t>{-2, -1});
    return points;
  };
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  c.errors = {{"rank_0", [] { integral_tensor(torch::ones({})); },
               "expected an input of shape (*, D), but got shape []"},
              {"complex",
               [] {
                 integral_tensor(torch::rand({2, 3}, torch::kComplexFloat));
               },
               "expected a real input, but got complex64", std::nullopt, ErrorKind::kType},
              {"dim_empty", [x] { integral_tensor(x, {}); },
               "expected between 1 and 4 dims, but got dim = []"},
              {"dim_too_many",
               [x] {
                 integral_tensor(x, {0, 1, 2, 3, -1});
               },
               "expected between 1 and 4 dims, but got dim = [0, 1, 2, 3, -1]"},
              {"dim_out_of_range", [x] { integral_tensor(x, {4}); },
               "expected dims in [-4, 3], but got dim = [4]"},
              {"dim_repeated",
               [x] {
                 integral_tensor(x, {1, -3});
               },
               "expected distinct dims, but got dim = [1, -3]"}};
  return c;
}
