// Conformance case of ops/geometry/warp_grid: per dtype a normalized 8 x 12
// meshgrid (1, H, W, 2) through two homography sets (graph inputs: a turn
// with a mild perspective, a shear with a flip), a batched grid of values in
// [-1.5, 1.5], (N, 1, 3, 3) homographies, homographies scaled by 1e3 (the
// projective scale takes it out), a horizon (w = 0 on the centre column:
// left undivided), every value class of the grid, the threads check's large
// grid and an empty one; an int32 pixel grid under float32 homographies; the
// errors of the grid's and the homography's shapes.
#include "ops/geometry/warp_grid.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"
#include "ops/geometry/create_meshgrid.h"

namespace kornia::conformance::cases::warp_grid_case {

torch::Tensor Homography(const std::string& kind, torch::ScalarType dtype) {
  const double c = std::cos(0.3) * 1.1, s = std::sin(0.3) * 1.1;
  const std::map<std::string, std::vector<double>> m = {
      {"m0", {c, -s, 0.1, s, c, -0.05, 0.05, -0.1, 1.0, 0.9, 0, 0, 0, 1.2, 0.1, 0.05, 0.1, 1.1}},
      {"m1", {1, 0.4, -0.2, 0, -1, 0.3, 0, 0.2, 1, 1, 0, 0.25, 0, 1, -0.25, -0.3, 0, 0.9}},
      {"horizon", {1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0.5, 0, 1}}};
  return torch::tensor(m.at(kind)).view({2, 3, 3}).to(dtype);
}

SweepPoint GridPoint(std::string id, std::string cls, torch::Tensor grid, torch::Tensor h) {
  return Point(std::move(id), std::move(cls), {std::move(grid), std::move(h)},
               [](const Inputs& in) { return geometry::warp_grid(in[0], in[1]); });
}

}  // namespace kornia::conformance::cases::warp_grid_case

KC_CASE(geometry, warp_grid) {
  using namespace warp_grid_case;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return geometry::warp_grid(x.narrow(-1, 0, 2), Homography("m0", torch::kFloat));
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string n = d.name;
      const torch::Tensor base = geometry::create_meshgrid(8, 12, true, torch::kCPU, d.type);
      for (const char* m : {"m0", "m1"})
        points.push_back(GridPoint(n + "_grid_" + m, n + "_grid", base, Homography(m, d.type)));
      const std::string batched = n + "_batched";
      points.push_back(GridPoint(batched, batched,
                                 UniformInput({2, 8, 12, 2}, d.type, batched, -1.5, 1.5),
                                 Homography("m1", d.type)));
      points.push_back(
          GridPoint(n + "_b133", n + "_b133", base, Homography("m0", d.type).unsqueeze(1)));
      points.push_back(GridPoint(n + "_scaled", n + "_scaled", base,
                                 (Homography("m0", torch::kDouble) * 1e3).to(d.type)));
      points.push_back(
          GridPoint(n + "_horizon", n + "_horizon", base, Homography("horizon", d.type)));
      for (ValueClass v : kAllValueClasses) {
        const std::string id = n + "_values_" + ValueClassName(v);
        points.push_back(GridPoint(id, n + "_values",
                                   MakeInput({1, 8, 12, 2}, d.type, v, SeedOf(id)),
                                   Homography("m0", d.type)));
      }
      const std::string large = n + "_large";
      points.push_back(GridPoint(large, large,
                                 UniformInput({2, 128, 192, 2}, d.type, large, -1.5, 1.5),
                                 Homography("m0", d.type)));
      points.push_back(GridPoint(n + "_empty", n + "_empty", torch::zeros({1, 0, 5, 2}, d.type),
                                 Homography("m0", d.type)));
    }
    points.push_back(GridPoint("int32_pixel_grid", "int32_pixel_grid",
                               geometry::create_meshgrid(8, 12, false, torch::kCPU, torch::kInt),
                               Homography("m0", torch::kFloat)));
    return points;
  };
  c.batch_inputs = {1, 0};
  const torch::Tensor grid = geometry::create_meshgrid(4, 5), h = Homography("m0", torch::kFloat);
  const OpFn run = [](const Inputs& in) { return geometry::warp_grid(in[0], in[1]); };
  c.errors.insert(
      c.errors.end(),
      {Refused("grid_rank_3", run, {grid[0], h},
               "expected grid of shape (N, H, W, 2), but got shape [4, 5, 2]"),
       Refused("grid_last_3", run, {torch::zeros({1, 4, 5, 3}), h},
               "expected grid of shape (N, H, W, 2), but got shape [1, 4, 5, 3]"),
       Refused("grid_batch", run, {grid.expand({3, 4, 5, 2}), h},
               "expected a grid batch of 1 or 2 (src_homo_dst's), but got batch 3"),
       Refused("h_2d", run, {grid, h[0]},
               "expected src_homo_dst of shape (N, 3, 3) or (N, 1, 3, 3), but got shape [3, 3]"),
       Refused("h_b233", run, {grid, h.unsqueeze(1).expand({2, 2, 3, 3})},
               "expected src_homo_dst of shape (N, 3, 3) or (N, 1, 3, 3), but got shape "
               "[2, 2, 3, 3]"),
       Refused("h_int", run, {grid, h.to(torch::kLong)},
               "expected a floating src_homo_dst (float16, bfloat16, float32 or float64), but "
               "got int64",
               ErrorKind::kType)});
  c.tensor_args = {{"src_homo_dst", {.input = 1, .dtypes = kFloatingDtypes}}};
  return c;
}
