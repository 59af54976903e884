// Conformance case of ops/enhance/integral_tensor.
#include "ops/enhance/integral_tensor.h"

#include <utility>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace integral_tensor_case {

using enhance::integral_tensor;

// Per dtype (floating, integer, bool) every dim list of a (2, 3, 5, 7)
// input that Kornia's tests take and one of each order: {-1}, {-2, -1},
// {-1, -2}, {0, 2}, {1, 2, 3}; a 1-D input; the float precision edges along
// the summed dim (2**p - 1 .. 2**p + 1 values).
std::vector<SweepPoint> IntegralPoints() {
  std::vector<SweepPoint> points;
  const std::vector<std::pair<const char*, std::vector<int64_t>>> dims = {{"dm1", {-1}},
                                                                          {"dm2_m1", {-2, -1}},
                                                                          {"dm1_m2", {-1, -2}},
                                                                          {"d0_2", {0, 2}},
                                                                          {"d1_2_3", {1, 2, 3}}};
  std::vector<std::pair<torch::ScalarType, std::string>> dtypes;
  for (const auto& d : kFloatDtypes) dtypes.push_back({d.type, d.name});
  for (torch::ScalarType t : {torch::kByte, torch::kInt, torch::kLong, torch::kBool})
    dtypes.push_back({t, DtypeId(t)});
  for (const auto& [t, name] : dtypes) {
    const double hi = torch::isFloatingType(t) ? 1.0 : 255.0;
    for (const auto& [id_part, dim] : dims) {
      const std::string id = name + "_" + id_part;
      SweepPoint p =
          Point(id, id, name, {MakeInput({2, 3, 5, 7}, t, ValueClass::kUniform, SeedOf(id), 0, hi)},
                [dim](const Inputs& in) { return integral_tensor(in[0], dim); });
      std::string list;
      for (int64_t d : dim) list += (list.empty() ? "" : ", ") + std::to_string(d);
      p.kornia = R"({"args": ["$0", [)" + list + "]]}";
      points.push_back(std::move(p));
    }
    const std::string flat = name + "_1d";
    points.push_back(Point(flat, flat, name,
                           {MakeInput({17}, t, ValueClass::kUniform, SeedOf(flat), 0, hi)},
                           [](const Inputs& in) { return integral_tensor(in[0]); }));
  }
  for (const auto& d : kFloatDtypes) {
    for (int64_t w : kEdgeWidths) {
      const std::string id = std::string(d.name) + "_w" + std::to_string(w);
      points.push_back(Point(id, id, d.name,
                             {MakeInput({2, 1, 2, w}, d.type, ValueClass::kUniform, SeedOf(id))},
                             [](const Inputs& in) { return integral_tensor(in[0]); }));
    }
    for (ValueClass v : kAllValueClasses) {
      const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
      points.push_back(Point(id, std::string(d.name) + "_w33", d.name,
                             {MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id))},
                             [](const Inputs& in) { return integral_tensor(in[0]); }));
    }
  }
  points.push_back(Point("float32_large", "float32_large", "float32",
                         {LargeImage(torch::kFloat, 3, "integral_tensor_large")},
                         [](const Inputs& in) {
                           return integral_tensor(in[0], {-2, -1});
                         }));
  points.back().kornia = R"({"args": ["$0", [-2, -1]]})";
  return points;
}

OpCase IntegralTensor() {
  OpCase c;
  c.name = "integral_tensor";
  c.package = "enhance";
  c.kornia = "kornia.enhance.integral_tensor";
  c.claimed_dtypes = SignatureDtypes(core::ImageDtypes::kReal);
  c.probe = [](torch::ScalarType d) { return integral_tensor(ProbeImage(d)); };
  c.points = IntegralPoints;
  c.batch_inputs = {0};
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  c.errors = {{"rank_0", [] { integral_tensor(torch::ones({})); },
               "integral_tensor(): expected an input of shape (*, D), but got shape []"},
              {"complex",
               [] {
                 integral_tensor(torch::rand({2, 3}, torch::kComplexFloat));
               },
               "integral_tensor(): expected a real input, but got complex64"},
              {"dim_empty", [x] { integral_tensor(x, {}); },
               "integral_tensor(): expected between 1 and 4 dims, but got dim = []"},
              {"dim_too_many",
               [x] {
                 integral_tensor(x, {0, 1, 2, 3, -1});
               },
               "integral_tensor(): expected between 1 and 4 dims, but got dim = [0, 1, 2, 3, -1]"},
              {"dim_out_of_range", [x] { integral_tensor(x, {4}); },
               "integral_tensor(): expected dims in [-4, 3], but got dim = [4]"},
              {"dim_repeated",
               [x] {
                 integral_tensor(x, {1, -3});
               },
               "integral_tensor(): expected distinct dims, but got dim = [1, -3]"}};
  return c;
}

KC_REGISTER_CASE(IntegralTensor);

}  // namespace integral_tensor_case
}  // namespace kornia::conformance::cases
