// Conformance case of ops/geometry/scale: the affine-warp sweep
// (family_warp.h) over two sets of per-sample (sx, sy) factors and centres
// (anisotropic zooms in and out about off-centre points; isotropic 2x and
// 0.5x about the image's centre); then per dtype the default centre with one
// factor per sample (N), (N, 1) and with a 0-d factor; the errors of the
// factor's and the centre's shapes and dtypes.
#include "ops/geometry/scale.h"

#include "conformance/cases/geometry/family_warp.h"

namespace kornia::conformance::cases::scale_case {

Inputs Params(int set, torch::ScalarType dtype) {
  if (set == 0)
    return {torch::tensor({1.5, 0.75, 0.5, 2.0}).view({2, 2}).to(dtype),
            torch::tensor({4.0, 3.5, 6.25, 2.0}).view({2, 2}).to(dtype)};
  return {torch::tensor({2.0, 2.0, 0.5, 0.5}).view({2, 2}).to(dtype),
          torch::tensor({5.0, 4.0, 5.0, 4.0}).view({2, 2}).to(dtype)};
}

}  // namespace kornia::conformance::cases::scale_case

KC_CASE(geometry, scale) {
  using geometry::scale;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return scale(x, torch::tensor({1.5}).to(x.scalar_type()));
  });
  const AffwarpSweep sweep = {
      .params = scale_case::Params,
      .one =
          [](torch::ScalarType dtype) {
            return Inputs{torch::tensor({1.25}).to(dtype), torch::tensor({{3.0, 5.0}}).to(dtype)};
          },
      .warp =
          [](const Inputs& in, const std::string& mode, const std::string& padding, bool ac) {
            return scale(in[0], in[1], in.size() > 2 ? std::optional(in[2]) : std::nullopt, mode,
                         padding, ac);
          }};
  c.points = [sweep] {
    std::vector<SweepPoint> points = AffwarpPoints(sweep);
    for (const auto& d : kFloatDtypes)
      for (const auto& [form, factor] :
           {std::pair{"center_default", torch::tensor({1.5, 0.8})},
            std::pair{"factor_n1", torch::tensor({0.6, 1.75}).view({2, 1})},
            std::pair{"factor_0d", torch::tensor(1.4)}}) {
        const std::string id = c10::str(d.name, "_", form);
        points.push_back(AffwarpPoint(
            sweep, id, id, {UniformInput({2, 3, 9, 11}, d.type, id), factor.to(d.type)}));
      }
    return points;
  };
  AddAffwarpErrors(
      c, sweep, {"scale_factor", "center"},
      {{"scale_factor_shape",
        {torch::zeros({2, 3}), torch::zeros({2, 2})},
        "expected scale_factor of shape (), (N), (N, 1) or (N, 2) with N 1 or 2, but got shape "
        "[2, 3]"},
       {"center_batch",
        {torch::zeros({2, 2}), torch::zeros({3, 2})},
        "expected center of shape (2), (1, 2) or (2, 2), but got shape [3, 2]"}});
  return c;
}
