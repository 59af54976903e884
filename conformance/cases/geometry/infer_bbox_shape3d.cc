// Conformance case of ops/geometry/infer_bbox_shape3d. Its three outputs
// (depths, heights, widths) of (B) are held as one (B, 3), stacked on a new
// last dim (Kornia's triple packed alike: "stack"). The cuboid sweep and
// errors of family_bbox.h: starts in [-50, 100], sizes in [0, 60] (uint8
// clamped at 0), `_large` 65,536 cuboids.
#include "ops/geometry/infer_bbox_shape3d.h"

#include "conformance/cases/geometry/family_bbox.h"

namespace kornia::conformance::cases::infer_bbox_shape3d_case {

torch::Tensor Run(const Inputs& in) {
  auto [depths, heights, widths] = geometry::infer_bbox_shape3d(in[0]);
  return torch::stack({depths, heights, widths}, -1);
}

}  // namespace kornia::conformance::cases::infer_bbox_shape3d_case

KC_CASE(geometry, infer_bbox_shape3d) {
  using infer_bbox_shape3d_case::Run;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return Run({CornerBoxes3d(2, x.scalar_type(), "probe", {0, 9}, {0, 9}, {0, 9}, {1, 5}, {1, 5},
                              {1, 5})});
  });
  c.points = [] {
    return CuboidPoints({-50, 100}, {0, 60}, 65536,
                        [](const std::string& id, const std::string& cls, const torch::Tensor& b) {
                          return Point(id, cls, {b}, Run, {.pack = "stack"});
                        });
  };
  const std::vector<ErrorCase> errors = CuboidErrors(Run);
  c.errors.insert(c.errors.end(), errors.begin(), errors.end());
  return c;
}
