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
    const OpFn by_call = OnImage(call);
    // The point `id` (its own shape class) on `x` summing `dim`, with Kornia's call.
    auto summing = [&](const std::string& id, torch::Tensor x, std::vector<int64_t> dim) {
      points.push_back(Point(id, id, {std::move(x)},
                             [dim](const Inputs& in) { return integral_tensor(in[0], dim); },
                             {.args = {In(0), KorniaArg(dim)}}));
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
        summing(id, UniformInput({2, 3, 5, 7}, t, id, 0, hi), dim);
      }
      const std::string flat = name + "_1d";
      points.push_back(Point(flat, flat, {UniformInput({17}, t, flat, 0, hi)}, by_call));
    }
    // The edge widths along the summed dim (2 x 1 x 2 x w), every value class
    // at 2 x 3 x 3 x 33.
    for (const auto& d : kFloatDtypes) {
      auto input = [&](const std::string& id, int64_t w, ValueClass v) {
        const std::vector<int64_t> shape =
            w == 33 ? std::vector<int64_t>{2, 3, 3, 33} : std::vector<int64_t>{2, 1, 2, w};
        return Inputs{MakeInput(shape, d.type, v, SeedOf(id))};
      };
      const std::vector<int64_t> edges(std::begin(kEdgeWidths), std::end(kEdgeWidths));
      Append(points, FloatSweepPoints(d, {.widths = edges, .inputs = input, .run = by_call}));
    }
    summing("float32_large", LargeImage(torch::kFloat, 3, large), {-2, -1});
    return points;
  };
  const OpFn last = [](const Inputs& in) { return integral_tensor(in[0]); };
  auto dims = [](std::vector<int64_t> dim) {
    return OpFn([dim](const Inputs& in) { return integral_tensor(in[0], dim); });
  };
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  c.errors = {
      Refused("rank_0", last, {torch::ones({})},
              "expected an input of shape (*, D), but got shape []"),
      Refused("complex", last, {torch::rand({2, 3}, torch::kComplexFloat)},
              "expected a real input, but got complex64", ErrorKind::kType),
      Refused("dim_empty", dims({}), {x}, "expected between 1 and 4 dims, but got dim = []"),
      Refused("dim_too_many", dims({0, 1, 2, 3, -1}), {x},
              "expected between 1 and 4 dims, but got dim = [0, 1, 2, 3, -1]"),
      Refused("dim_out_of_range", dims({4}), {x}, "expected dims in [-4, 3], but got dim = [4]"),
      Refused("dim_repeated", dims({1, -3}), {x}, "expected distinct dims, but got dim = [1, -3]")};
  return c;
}
