// Conformance case of ops/geometry/rotate: the affine-warp sweep
// (family_warp.h) over two sets of per-sample angles and centres (30 and -135
// degrees about off-centre points; quarter and half turns about the image's
// centre, whose nearest samples fall on exact ties); then per dtype the
// default centre with one angle per sample and with a 0-d angle; the errors
// of the angle's and the centre's shapes and dtypes.
#include "ops/geometry/rotate.h"

#include "conformance/cases/geometry/family_warp.h"

namespace kornia::conformance::cases::rotate_case {

Inputs Params(int set, torch::ScalarType dtype) {
  if (set == 0)
    return {torch::tensor({30.0, -135.0}).to(dtype),
            torch::tensor({4.0, 3.5, 6.25, 2.0}).view({2, 2}).to(dtype)};
  return {torch::tensor({90.0, 180.0}).to(dtype),
          torch::tensor({5.0, 4.0, 5.0, 4.0}).view({2, 2}).to(dtype)};
}

}  // namespace kornia::conformance::cases::rotate_case

KC_CASE(geometry, rotate) {
  using geometry::rotate;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return rotate(x, torch::tensor({30.0}).to(x.scalar_type()));
  });
  const AffwarpSweep sweep = {
      .params = rotate_case::Params,
      .one =
          [](torch::ScalarType dtype) {
            return Inputs{torch::tensor({-60.0}).to(dtype), torch::tensor({{3.0, 5.0}}).to(dtype)};
          },
      .warp =
          [](const Inputs& in, const std::string& mode, const std::string& padding, bool ac) {
            return rotate(in[0], in[1], in.size() > 2 ? std::optional(in[2]) : std::nullopt, mode,
                          padding, ac);
          }};
  c.points = [sweep] {
    std::vector<SweepPoint> points = AffwarpPoints(sweep);
    for (const auto& d : kFloatDtypes)
      for (const auto& [form, angle] : {std::pair{"center_default", torch::tensor({45.0, -90.0})},
                                        std::pair{"angle_0d", torch::tensor(120.0)}}) {
        const std::string id = c10::str(d.name, "_", form);
        points.push_back(AffwarpPoint(sweep, id, id,
                                      {UniformInput({2, 3, 9, 11}, d.type, id), angle.to(d.type)}));
      }
    return points;
  };
  AddAffwarpErrors(c, sweep, {"angle", "center"},
                   {{"angle_batch",
                     {torch::zeros({3}), torch::zeros({2, 2})},
                     "expected angle of shape (), (1) or (2), but got shape [3]"},
                    {"center_shape",
                     {torch::zeros({2}), torch::zeros({2, 3})},
                     "expected center of shape (2), (1, 2) or (2, 2), but got shape [2, 3]"}});
  c.tolerance = {.fused_abs = {{"float32", 2e-6}},
                 .reason =
                     "the TensorExpr fuser computes the float32 cos and sin of the rotation "
                     "with its own code and contracts get_rotation_matrix2d's 3 x 3 products "
                     "into fused multiply-adds: the matrix moves by ulps and the bilinear "
                     "weights with it (measured on 2.14.1, AMD EPYC: 1.0e-6 abs, 110 ulp near "
                     "0; the bound about 2x)"};
  return c;
}
