#include "ops/geometry/pyrdown.h"

#include <ATen/core/Tensor.h>
#include <c10/util/StringUtil.h>

#include <cmath>
#include <cstdint>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/filter2d.h"
#include "ops/geometry/interpolate.h"

namespace kornia::geometry {
namespace pyrdown_internal {

// Python's int(float(side) / factor): the quotient truncated toward zero,
// refused where it leaves an empty side or does not fit an int64.
int64_t DownSide(const char* op, int64_t side, double factor, int64_t height, int64_t width) {
  const double q = static_cast<double>(side) / factor;
  KC_CHECK(q >= 1.0 && q < 9.2e18, op, "a factor that leaves every side non-empty (and in int64)",
           "factor ", factor, " on an image of ", height, "x", width);
  return static_cast<int64_t>(q);
}

}  // namespace pyrdown_internal

namespace detail {

at::Tensor PyramidKernel(const at::TensorOptions& options) {
  const double taps[5] = {1, 4, 6, 4, 1};
  std::vector<double> values;
  values.reserve(25);
  for (double row : taps)
    for (double col : taps) values.push_back(row * col / 256.0);
  return core::Constant(values, options.dtype(at::kFloat)).view({1, 5, 5});
}

}  // namespace detail

at::Tensor pyrdown(const at::Tensor& input, const std::string& border_type, bool align_corners,
                   double factor) {
  using namespace pyrdown_internal;
  const char* op = pyrdown_op().name.c_str();
  core::CheckImage(pyrdown_op(), input);
  KC_CHECK(std::isfinite(factor) && factor > 0, op, "a finite factor > 0", "factor ", factor);
  const int64_t height = core::HostSize(input, 2), width = core::HostSize(input, 3);
  const int64_t out_h = DownSide(op, height, factor, height, width);
  const int64_t out_w = DownSide(op, width, factor, height, width);
  const at::Tensor blurred =
      filters::detail::Filter2d(pyrdown_op(), input, detail::PyramidKernel(input.options()),
                                border_type, /*normalized=*/false, "same", "corr");
  // A channels-last image returned in that layout, as Kornia's interpolate.
  return core::InLayoutOf(input, detail::Bilinear(blurred, {out_h, out_w}, align_corners));
}

KC_OP(pyrdown,
      {.kornia = "kornia.geometry.transform.pyrdown",
       .module = {"PyrDown", {"border_type", "align_corners", "factor"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .non_empty = true,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def(
           "(Tensor input, str border_type='reflect', bool align_corners=False, "
           "float factor=2.0) -> Tensor",
           [](const at::Tensor& input, std::string border_type, bool align_corners, double factor) {
             return pyrdown(input, border_type, align_corners, factor);
           })},
       // The benchmark's: half of each side.
       .call = [](const at::Tensor& x) { return pyrdown(x); },
       .natives = {"_tap_sum"}});

}  // namespace kornia::geometry
