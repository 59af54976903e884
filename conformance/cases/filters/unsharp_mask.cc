// Conformance case of ops/filters/unsharp_mask: the window filters' sweep at
// sigma (1.5, 0.7), and per floating dtype a per-sample sigma table as a
// graph input replayed across tables (`<dtype>_sigma_table`).
#include "ops/filters/unsharp_mask.h"

#include "conformance/cases/filters/family_window.h"

KC_CASE(filters, unsharp_mask) {
  using filters::unsharp_mask;
  OpCase c = WindowOp(
      op, {.run =
               [](const torch::Tensor& x, std::array<int64_t, 2> ks, const std::string& border) {
                 return unsharp_mask(x, ks, {1.5, 0.7}, border);
               },
           .kornia_kwargs = {{"sigma", KorniaArg::array({1.5, 0.7})}}});
  const OpFn table = [](const Inputs& in) { return unsharp_mask(in[0], {5, 3}, in[1]); };
  AddPoints(c, [table] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes)
      for (const auto& [name, rows] :
           {std::pair<const char*, std::vector<float>>{"s1", {1, 1, 1, 1}},
            {"s03_4", {0.3, 4, 2, 0.7}}}) {
        const std::string cls = std::string(d.name) + "_sigma_table";
        const torch::ScalarType st = d.type == torch::kDouble ? torch::kDouble : torch::kFloat;
        points.push_back(Point(
            cls + "_" + name, cls,
            {UniformInput({2, 3, 13, 17}, d.type, cls), torch::tensor(rows).view({2, 2}).to(st)},
            table, {.args = {In(0), KorniaArg::array({5, 3}), In(1)}}));
      }
    return points;
  });
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  c.errors.insert(c.errors.end(),
                  {{"sigma_zero_host",
                    [x] {
                      unsharp_mask(x, {3, 3}, {0.0, 1.0});
                    },
                    "expected a positive sigma, but got sigma = (0, 1)"},
                   RefusedInGraph("sigma_negative_tensor", table, {x, torch::ones({1, 2})},
                                  {x, torch::tensor({{1.f, -1.f}})},
                                  "expected every sigma > 0, but got one that is not"),
                   Refused("sigma_shape", table, {x, torch::rand({3, 2})},
                           "expected sigma of shape (1, 2) or (2, 2), but got shape [3, 2]")});
  c.batch_inputs = {0, 1};
  c.tensor_args = {{"sigma", {.input = 1, .dtypes = kFloatingDtypes}}};
  return c;
}
