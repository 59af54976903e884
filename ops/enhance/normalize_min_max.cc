#include "ops/enhance/normalize_min_max.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include <tuple>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::enhance {

at::Tensor normalize_min_max(const at::Tensor& input, double min_val, double max_val, double eps) {
  core::CheckImage(normalize_min_max_op(), input);
  const at::Tensor x = (input.is_floating_point() ? input : input * 1.0).flatten(-2);
  const at::Tensor lo = std::get<0>(x.min(-1, /*keepdim=*/true));
  const at::Tensor hi = std::get<0>(x.max(-1, /*keepdim=*/true));
  return ((max_val - min_val) * (x - lo) / (hi - lo + eps) + min_val).reshape_as(input);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(normalize_min_max,
      {.kornia = "kornia.enhance.normalize_min_max",
       .python = {.float_only = {"min_val", "max_val"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kPlanes,
                                .non_empty = true,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def(
           "(Tensor input, float min_val=0.0, float max_val=1.0, float eps=1e-06) -> Tensor",
           &kornia::enhance::normalize_min_max)},
       .call = [](const at::Tensor& x) { return normalize_min_max(x); }});

}  // namespace kornia::enhance
