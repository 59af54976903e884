#include "ops/geometry/rescale.h"

#include <c10/util/StringUtil.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/resize.h"

namespace kornia::geometry {

at::Tensor rescale(const at::Tensor& input, std::array<double, 2> factor,
                   const std::string& interpolation, std::optional<bool> align_corners,
                   bool antialias) {
  const char* op = rescale_op().name.c_str();
  core::CheckImage(rescale_op(), input);
  const int64_t height = core::HostSize(input, -2), width = core::HostSize(input, -1);
  std::array<int64_t, 2> size{};
  for (int i = 0; i < 2; ++i) {
    const double side = static_cast<double>(i == 0 ? height : width) * factor[i];
    KC_CHECK(std::isfinite(factor[i]) && side > -1.0 && side < 9.2e18, op,
             "finite factors that leave every side >= 0 (and in int64)", "factor = (", factor[0],
             ", ", factor[1], ") on an image of ", height, "x", width);
    size[i] = static_cast<int64_t>(side);
  }
  return detail::Resize(rescale_op(), input, size, interpolation, align_corners, antialias);
}

KC_OP(rescale,
      {.kornia = "kornia.geometry.transform.rescale",
       // Kornia's Rescale is not the function's class (its align_corners
       // defaults to True and is dropped for the non-interpolating modes):
       // kornia_cpp/_modules.py writes it.
       .python = {.float_only = {"factor"}},
       .image = core::ImageSpec{.noun = "an input", .rank = core::ImageRank::kPlanes},
       .overloads = {core::Def(
           "(Tensor input, float[2] factor, str interpolation='bilinear', "
           "bool? align_corners=None, bool antialias=False) -> Tensor",
           [](const at::Tensor& input, std::vector<double> factor, std::string interpolation,
              c10::optional<bool> align_corners, bool antialias) {
             return rescale(input, core::PairOf(rescale_op().name.c_str(), "factor", factor),
                            interpolation, core::StdOptional(align_corners), antialias);
           })},
       // The benchmark's: a 0.5 downscale, bilinear.
       .call = [](const at::Tensor& x) {
         return rescale(x, {0.5, 0.5});
       }});

}  // namespace kornia::geometry
