#include "ops/geometry/pyrup.h"

#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/filter2d.h"
#include "ops/geometry/interpolate.h"
#include "ops/geometry/pyrdown.h"

namespace kornia::geometry {

at::Tensor pyrup(const at::Tensor& input, const std::string& border_type, bool align_corners) {
  core::CheckImage(pyrup_op(), input);
  const at::Tensor up = detail::Bilinear(
      input, {core::HostSize(input, 2) * 2, core::HostSize(input, 3) * 2}, align_corners);
  // A channels-last image returned in that layout, as Kornia's interpolate.
  return core::InLayoutOf(
      input, filters::detail::Filter2d(pyrup_op(), up, detail::PyramidKernel(input.options()),
                                       border_type, /*normalized=*/false, "same", "corr"));
}

KC_OP(pyrup, {.kornia = "kornia.geometry.transform.pyrup",
              .module = {"PyrUp", {"border_type", "align_corners"}, {"input"}},
              .image = core::ImageSpec{.noun = "an input",
                                       .rank = core::ImageRank::kBatch,
                                       .non_empty = true},
              .overloads = {core::Def(
                  "(Tensor input, str border_type='reflect', bool align_corners=False) -> Tensor",
                  [](const at::Tensor& input, std::string border_type, bool align_corners) {
                    return pyrup(input, border_type, align_corners);
                  })},
              // The benchmark's: twice each side.
              .call = [](const at::Tensor& x) { return pyrup(x); },
              .natives = {"_tap_sum"}});

}  // namespace kornia::geometry
