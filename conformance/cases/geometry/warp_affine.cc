// Conformance case of ops/geometry/warp_affine.
#include "ops/geometry/warp_affine.h"

#include <torch/types.h>

#include <string>
#include <vector>

#include "conformance/cases/family_warp.h"

namespace kornia::conformance::cases {
namespace warp_affine_case {

// Two affine matrices per sample: rotation + scale + shift, and a shear with
// a flip; a graph traced on one pair replays on the others.
torch::Tensor Affine(int which, torch::ScalarType dtype) {
  const double c = std::cos(0.3) * 1.1, s = std::sin(0.3) * 1.1;
  std::vector<double> m;
  if (which == 0) m = {c, -s, 1.5, s, c, -0.75, 0.9, 0.0, 0.0, 0.0, 1.2, 0.5};
  if (which == 1) m = {1.0, 0.4, -2.0, 0.0, -1.0, 8.0, 1.0, 0.0, 0.25, 0.0, 1.0, -0.25};
  if (which == 2) m = {2.0, 0.0, -6.0, 0.0, 0.5, 2.0, -1.0, 0.0, 10.0, 0.0, -1.0, 8.0};
  return torch::tensor(m).view({2, 2, 3}).to(dtype);
}

// The same-size sweep's matrices (family_warp.h), one per sample.
torch::Tensor Special(const std::string& kind, torch::ScalarType dtype) {
  std::vector<double> m;
  if (kind == "identity") m = {1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0};
  if (kind == "singular") m = {0, 0, 3, 0, 0, 2, 0, 0, -1, 0, 0, 0.5};
  if (kind == "rank1") m = {1, 2, 0, 0.5, 1, 0, 0, 0, 4, 1, 1, 1};
  if (kind == "near_singular") m = {1, 1, 0, 1, 1 + 0x1p-7, 0, 2, 2, 1, 2, 2 + 0x1p-6, -1};
  return torch::tensor(m).view({2, 2, 3}).to(dtype);
}

OpCase WarpAffine() {
  OpCase c = WarpOp({.name = "warp_affine",
                     .package = "geometry",
                     .kornia = "kornia.geometry.transform.warp_affine",
                     .image = {.noun = "src", .rank = core::ImageRank::kBatch}},
                    {.call = geometry::warp_affine, .matrix = Affine, .special = Special});
  // M: (B or 1) x 2 x 3 in src's dtype.
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  c.errors.insert(
      c.errors.end(),
      {{"m_3x3",
        [x] {
          geometry::warp_affine(x, torch::eye(3).expand({2, 3, 3}), {4, 4});
        },
        "warp_affine(): expected M of shape (2, 2, 3) or (1, 2, 3), but got shape [2, 3, 3]"},
       {"m_dtype",
        [x] {
          geometry::warp_affine(x, Affine(0, torch::kDouble), {4, 4});
        },
        "warp_affine(): expected M in the dtype of src (float32), but got float64"}});
  return c;
}

KC_REGISTER_CASE(WarpAffine);

}  // namespace warp_affine_case
}  // namespace kornia::conformance::cases
