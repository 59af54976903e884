#include "ops/geometry/resize_to_be_divisible.h"

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/resize.h"

namespace kornia::geometry {
namespace resize_to_be_divisible_internal {

// Python's round of a float: to the nearest int, halves to the even one.
int64_t RoundHalfEven(double q) {
  const double lower = std::floor(q), diff = q - lower;
  if (diff > 0.5) return static_cast<int64_t>(lower) + 1;
  if (diff < 0.5) return static_cast<int64_t>(lower);
  const auto even = static_cast<int64_t>(lower);
  return even % 2 == 0 ? even : even + 1;
}

int64_t Divisible(int64_t side, int64_t factor) {
  if (side <= 0) return 0;
  const int64_t n = RoundHalfEven(static_cast<double>(side) / static_cast<double>(factor));
  return std::max<int64_t>(1, n) * factor;
}

}  // namespace resize_to_be_divisible_internal

at::Tensor resize_to_be_divisible(const at::Tensor& input, int64_t divisible_factor,
                                  const std::string& interpolation,
                                  std::optional<bool> align_corners, const std::string&,
                                  bool antialias) {
  using namespace resize_to_be_divisible_internal;
  const core::OpSpec& op = resize_to_be_divisible_op();
  core::CheckImage(op, input);
  KC_CHECK(divisible_factor > 0, op.name.c_str(), "divisible_factor > 0",
           "divisible_factor = ", divisible_factor);
  const int64_t height = core::HostSize(input, -2), width = core::HostSize(input, -1);
  return detail::Resize(op, input,
                        {Divisible(height, divisible_factor), Divisible(width, divisible_factor)},
                        interpolation, align_corners, antialias);
}

KC_OP(resize_to_be_divisible,
      {.kornia = "kornia.geometry.transform.resize_to_be_divisible",
       .image = core::ImageSpec{.noun = "an input", .rank = core::ImageRank::kPlanes},
       .overloads = {core::Def(
           "(Tensor input, int divisible_factor, str interpolation='bilinear', bool? "
           "align_corners=None, str side='short', bool antialias=False) -> Tensor",
           [](const at::Tensor& input, int64_t divisible_factor, std::string interpolation,
              c10::optional<bool> align_corners, std::string side, bool antialias) {
             return resize_to_be_divisible(input, divisible_factor, interpolation,
                                           core::StdOptional(align_corners), side, antialias);
           })},
       // The benchmark's: sides made multiples of 32.
       .call = [](const at::Tensor& x) { return resize_to_be_divisible(x, 32); }});

}  // namespace kornia::geometry
