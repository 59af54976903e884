// Conformance case of ops/geometry/warp_affine: the warp sweep
// (family_warp.h) over three affine matrix sets, one shared by the batch,
// and on same-size classes the identity, a singular matrix (no linear part:
// the inverse is inf/NaN, so the output pins what non-finite coordinates
// give), a rank-1 one and a nearly singular one (determinants 2**-7 and
// 2**-5, exact in bfloat16); the errors of a warp's arguments.
#include "ops/geometry/warp_affine.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_warp.h"

namespace kornia::conformance::cases::warp_affine_case {

// Matrix sets per sample (the first three: rotation + scale + shift, a shear
// with a flip, a scale with flips), then the same-size sweep's special ones.
torch::Tensor Matrix(const std::string& kind, torch::ScalarType dtype) {
  const double c = std::cos(0.3) * 1.1, s = std::sin(0.3) * 1.1;
  const std::map<std::string, std::vector<double>> m = {
      {"m0", {c, -s, 1.5, s, c, -0.75, 0.9, 0.0, 0.0, 0.0, 1.2, 0.5}},
      {"m1", {1.0, 0.4, -2.0, 0.0, -1.0, 8.0, 1.0, 0.0, 0.25, 0.0, 1.0, -0.25}},
      {"m2", {2.0, 0.0, -6.0, 0.0, 0.5, 2.0, -1.0, 0.0, 10.0, 0.0, -1.0, 8.0}},
      {"identity", {1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0}},
      {"singular", {0, 0, 3, 0, 0, 2, 0, 0, -1, 0, 0, 0.5}},
      {"rank1", {1, 2, 0, 0.5, 1, 0, 0, 0, 4, 1, 1, 1}},
      {"near_singular", {1, 1, 0, 1, 1 + 0x1p-7, 0, 2, 2, 1, 2, 2 + 0x1p-6, -1}}};
  return torch::tensor(m.at(kind)).view({2, 2, 3}).to(dtype);
}

}  // namespace kornia::conformance::cases::warp_affine_case

KC_CASE(geometry, warp_affine) {
  using geometry::warp_affine;
  using warp_affine_case::Matrix;
  // The probe and the signature's errors: onto 4 x 5 with one matrix for the batch.
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return warp_affine(x, Matrix("m0", x.scalar_type()).narrow(0, 0, 1), {4, 5});
  });
  const WarpSweep sweep = {.matrix = Matrix,
                           .warp =
                               [](const Inputs& in, std::array<int64_t, 2> dsize,
                                  const std::string& mode, const std::string& padding, bool ac) {
                                 return warp_affine(
                                     in[0], in[1], dsize, mode, padding, ac,
                                     in.size() > 2 ? std::optional(in[2]) : std::nullopt);
                               },
                           .same = {"identity", "singular", "rank1", "near_singular"},
                           .shared_matrix = true};
  c.points = [sweep] { return WarpPoints(sweep); };
  AddWarpErrors(c, sweep,
                {.dsize_id = "dsize_negative",
                 .dsize = {-1, 4},
                 .dsize_message = "expected dsize >= 0, but got dsize = (-1, 4)",
                 .bad_m = {{"m_3x3", torch::eye(3).expand({2, 3, 3}),
                            "expected M of shape (2, 2, 3) or (1, 2, 3), but got shape "
                            "[2, 3, 3]"}}});
  return c;
}
