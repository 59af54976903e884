// Conformance case of ops/geometry/warp_perspective: the warp sweep
// (family_warp.h) over three homography sets (a rotation with a mild
// perspective, a shear with a flip, and matrices scaled by 1e3 and 1e-3 that
// the projective scale brings back), and on same-size classes the identity,
// a singular matrix (no linear part), the all-zero matrix (no scale to take
// out: NaN coordinates) and a horizon inside the destination (w = 0 on one
// column: inf coordinates there, the far side mirrored); empty destinations;
// the errors of a warp's arguments.
#include "ops/geometry/warp_perspective.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_warp.h"

namespace kornia::conformance::cases::warp_perspective_case {

torch::Tensor Matrix(const std::string& kind, torch::ScalarType dtype) {
  const double c = std::cos(0.3) * 1.1, s = std::sin(0.3) * 1.1;
  const std::map<std::string, std::vector<double>> m = {
      {"m0",
       {c, -s, 1.5, s, c, -0.75, 0.01, -0.02, 1.0,  //
        0.9, 0.0, 0.0, 0.0, 1.2, 0.5, 0.005, 0.01, 1.1}},
      {"m1",
       {1.0, 0.4, -2.0, 0.0, -1.0, 8.0, 0.0, 0.02, 1.0,  //
        1.0, 0.0, 0.25, 0.0, 1.0, -0.25, -0.03, 0.0, 0.9}},
      {"m2",
       {2e3, 0.0, -6e3, 0.0, 0.5e3, 2e3, 0.0, 0.0, 1e3,  //
        -1e-3, 0.0, 1e-2, 0.0, -1e-3, 8e-3, 0.0, 1e-5, 1e-3}},
      {"identity", {1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1}},
      {"singular", {0, 0, 3, 0, 0, 2, 0, 0, 1, 0, 0, -1, 0, 0, 0.5, 0, 0, 1}},
      {"zero", std::vector<double>(18, 0.0)},
      {"horizon", {1, 0, 0, 0, 1, 0, 0.25, 0, -1, 1, 0, 0, 0, 1, 0, 0, -0.25, 1}}};
  return torch::tensor(m.at(kind)).view({2, 3, 3}).to(dtype);
}

}  // namespace kornia::conformance::cases::warp_perspective_case

KC_CASE(geometry, warp_perspective) {
  using geometry::warp_perspective;
  using warp_perspective_case::Matrix;
  // The probe and the signature's errors: onto 4 x 5.
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return warp_perspective(
        x, Matrix("m0", x.scalar_type()).narrow(0, 0, 1).expand({x.size(0), 3, 3}), {4, 5});
  });
  const WarpSweep sweep = {.matrix = Matrix,
                           .warp =
                               [](const Inputs& in, std::array<int64_t, 2> dsize,
                                  const std::string& mode, const std::string& padding, bool ac) {
                                 return warp_perspective(
                                     in[0], in[1], dsize, mode, padding, ac,
                                     in.size() > 2 ? std::optional(in[2]) : std::nullopt);
                               },
                           .same = {"identity", "singular", "zero", "horizon"}};
  c.points = [sweep] { return WarpPoints(sweep); };
  const torch::Tensor m = Matrix("m0", torch::kFloat);
  AddWarpErrors(c, sweep,
                {.dsize_id = "dsize_negative",
                 .dsize = {-1, 4},
                 .dsize_message = "expected dsize >= 0, but got dsize = (-1, 4)",
                 .bad_m = {{"m_2x3", m.narrow(1, 0, 2),
                            "expected M of shape (2, 3, 3), but got shape [2, 2, 3]"},
                           {"m_one_for_batch", m.narrow(0, 0, 1),
                            "expected M of shape (2, 3, 3), but got shape [1, 3, 3]"}}});
  return c;
}
