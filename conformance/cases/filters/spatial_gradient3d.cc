// Conformance case of ops/filters/spatial_gradient3d: per floating dtype and
// order one shape class on two volumes; every value class, integer volumes
// and the threads-size volume at order 1 and 2; 1 x 1 x 1 and thin volumes;
// the mode, order, rank and empty-side errors.
#include "ops/filters/spatial_gradient3d.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/filters/family_kernel.h"

KC_CASE(filters, spatial_gradient3d) {
  using filters::spatial_gradient3d;
  OpCase c = VolumeOp(op, [](torch::ScalarType d) {
    return spatial_gradient3d(ProbeImage(d, {1, 3, 2, 4, 5}));
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& x,
                   int64_t order) {
      points.push_back(
          Point(id, cls, {x},
                [order](const Inputs& in) { return spatial_gradient3d(in[0], "diff", order); },
                {.args = {In(0), "diff", order}}));
    };
    for (int64_t order : {1, 2}) {
      for (const auto& d : kFloatDtypes) {
        const std::string cls = c10::str(d.name, "_order", order);
        for (const char* k : {"a", "b"})
          add(cls + "_" + k, cls, UniformInput({2, 3, 5, 7, 9}, d.type, cls + k), order);
        const std::string host = cls + "_host";
        for (ValueClass v : kAllValueClasses) {
          const std::string id = host + "_" + ValueClassName(v);
          add(id, host, MakeInput({2, 3, 5, 7, 9}, d.type, v, SeedOf(id)), order);
        }
        const std::string large = cls + "_large";
        add(large, large, UniformInput({2, 3, 8, 64, 64}, d.type, large), order);
      }
      const std::string u8 = c10::str("uint8_order", order);
      add(u8, u8, UniformInput({2, 3, 5, 7, 9}, torch::kByte, u8, 0, 255), order);
      for (const auto& [name, shape] :
           {std::pair<const char*, std::vector<int64_t>>{"1x1x1", {2, 3, 1, 1, 1}},
            {"thin", {2, 3, 1, 7, 1}}}) {
        const std::string id = c10::str("float32_", name, "_order", order);
        add(id, id, UniformInput(shape, torch::kFloat, id), order);
      }
    }
    return points;
  };
  c.tolerance.fused_ulp = {{"float32", 8}, {"float64", 8}, {"uint8", 8}};
  c.tolerance.reason =
      "the second order's taps are the composite's addcmul chain, which the TensorExpr fuser "
      "contracts into fused multiply-adds";
  const torch::Tensor x = torch::rand({2, 3, 4, 5, 6});
  c.errors = {
      {"rank_4",
       [] {
         spatial_gradient3d(torch::rand({2, 3, 5, 6}));
       },
       "expected an input of shape (B, C, D, H, W), but got shape [2, 3, 5, 6]"},
      {"complex", [x] { spatial_gradient3d(x.to(torch::kComplexFloat)); },
       "expected a real input (not complex), but got complex64", std::nullopt, ErrorKind::kType},
      {"mode_sobel", [x] { spatial_gradient3d(x, "sobel"); },
       "expected mode diff (there is no 3-D Sobel kernel), but got 'sobel'", std::nullopt,
       ErrorKind::kNotImplemented},
      {"mode_unknown", [x] { spatial_gradient3d(x, "scharr"); },
       "expected mode diff or sobel, but got 'scharr'"},
      {"order_3", [x] { spatial_gradient3d(x, "diff", 3); },
       "expected order 1 or 2, but got order = 3"},
      {"empty_depth",
       [] {
         spatial_gradient3d(torch::rand({2, 3, 0, 5, 6}));
       },
       "expected a non-empty D, H and W (replicate has a voxel to repeat), but got shape [2, 3, 0, "
       "5, 6]"}};
  return c;
}
