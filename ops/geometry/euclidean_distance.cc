#include "ops/geometry/euclidean_distance.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/linalg.h"

namespace kornia::geometry {

at::Tensor euclidean_distance(const at::Tensor& x, const at::Tensor& y, bool keepdim,
                              double /*eps*/) {
  const core::OpSpec& op = euclidean_distance_op();
  core::CheckImage(op, x);
  core::CheckImage(
      op.name.c_str(), y,
      core::ImageSpec{
          .noun = "y", .rank = core::ImageRank::kVectors, .dtypes = core::ImageDtypes::kNumeric});
  detail::CheckBroadcast(op.name.c_str(), "x", x, "y", y);
  // Summed from a dense tensor: the order of the sum then follows the shapes
  // alone, not the inputs' layouts.
  const at::Tensor d2 = (x - y).pow(2).contiguous().sum(-1, keepdim);
  const at::Tensor positive = d2 > 0;
  const at::Tensor safe = at::where(positive, d2, at::ones_like(d2));
  return at::where(positive, core::Sqrt(detail::Floating(safe)), at::zeros_like(d2));
}

KC_OP(euclidean_distance,
      {.kornia = "kornia.geometry.linalg.euclidean_distance",
       .image = core::ImageSpec{.noun = "x",
                                .rank = core::ImageRank::kVectors,
                                .dtypes = core::ImageDtypes::kNumeric},
       .overloads = {core::Def(
           "(Tensor x, Tensor y, bool keepdim=False, float eps=1e-06) -> Tensor",
           [](const at::Tensor& x, const at::Tensor& y, bool keepdim, double eps) {
             return kornia::geometry::euclidean_distance(x, y, keepdim, eps);
           })},
       .reduces = core::Reduces::kToSlices});

}  // namespace kornia::geometry
