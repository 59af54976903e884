#include "ops/enhance/threshold.h"

#include <ATen/Dispatch.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/full_like.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/minimum.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>

#include <cmath>
#include <limits>
#include <utility>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/native/native.h"

namespace kornia::enhance {
namespace threshold_internal {

const char* const kOp = threshold_op().name.c_str();

void Check(const at::Tensor& input, ThresholdType type) {
  core::CheckImage(threshold_op(), input);
  // Kornia declares THRESH_OTSU and raises NotImplementedError for it.
  KC_CHECK_IMPLEMENTED(type != ThresholdType::kOtsu, kOp,
                       "a fixed threshold type (BINARY, BINARY_INV, TRUNC, TOZERO or TOZERO_INV)",
                       "THRESH_OTSU");
  const int t = static_cast<int>(type);
  KC_CHECK(t >= 0 && t <= 4, kOp, "a threshold type in [0, 4]", "type = ", t);
}

void CheckShape(const char* name, const at::Tensor& input, const at::Tensor& v) {
  bool fits = v.dim() <= input.dim();
  for (int64_t i = 1; fits && i <= v.dim(); ++i)
    fits = v.sym_size(-i) == 1 || v.sym_size(-i) == input.sym_size(-i);
  KC_CHECK(fits, kOp, c10::str(name, " of a shape that broadcasts to ", input.sym_sizes()),
           "shape ", v.sym_sizes());
}

// The mask and the threshold in the input dtype: Kornia's float rule, or its
// _integer_threshold for integer and bool inputs (`thresh` then an int64 or
// float64 tensor).
std::pair<at::Tensor, at::Tensor> Mask(const at::Tensor& input, at::Tensor thresh) {
  if (input.is_floating_point()) {
    thresh = thresh.to(input.scalar_type());
    return {input > thresh, thresh};
  }
  int64_t low = 0, high = 1;
  if (input.scalar_type() != at::kBool)
    AT_DISPATCH_INTEGRAL_TYPES(input.scalar_type(), "threshold_range", [&] {
      low = std::numeric_limits<scalar_t>::min();
      high = std::numeric_limits<scalar_t>::max();
    });
  if (thresh.is_floating_point()) thresh = thresh.floor();
  const at::Tensor below = thresh < low;
  const at::Tensor inside = at::logical_and(thresh >= low, thresh < high);
  const at::Tensor safe = at::where(inside, thresh, 0).to(input.scalar_type());
  const at::Tensor mask = ((input > safe) & inside) | below;
  return {mask, at::where(below, at::full_like(safe, low), safe)};
}

at::Tensor Apply(const at::Tensor& input, const at::Tensor& thresh, const at::Tensor& maxval,
                 ThresholdType type) {
  const auto [mask, t] = Mask(input, thresh);
  const at::Tensor top = maxval.to(input.scalar_type());
  const at::Tensor zeros = at::zeros_like(input);
  switch (type) {
    case ThresholdType::kBinary:
      return at::where(mask, top, zeros);
    case ThresholdType::kBinaryInv:
      return at::where(mask, zeros, top);
    case ThresholdType::kTrunc:
      return input.is_floating_point() ? at::minimum(input, t) : at::where(mask, t, input);
    case ThresholdType::kToZero:
      return at::where(mask, input, zeros);
    default:
      return at::where(mask, zeros, input);
  }
}

// The native select (ops/native) that is Mask's and Apply's integer rule on
// uint8 for host thresh and maxval: x > cut ? above : below (-1: x itself).
// maxval is already checked in [0, 255]; as a uint8 tensor it truncates
// toward zero, as scalar_tensor fills it. //conformance:native_paths_test
// proves it equal to Apply over every value, type and a grid of thresholds.
struct Select {
  int64_t cut, above, below;
};
Select SelectUint8(double thresh, double maxval, ThresholdType type) {
  const double f = std::floor(thresh);
  const bool below = f < 0;  // NaN: neither below nor inside, so no mask
  const bool inside = f >= 0 && f < 255;
  const int64_t safe = inside ? static_cast<int64_t>(f) : 0;
  const int64_t cut = below ? -1 : inside ? safe : 255;
  const int64_t t = below ? 0 : safe;
  const auto top = static_cast<int64_t>(maxval);
  switch (type) {
    case ThresholdType::kBinary:
      return {cut, top, 0};
    case ThresholdType::kBinaryInv:
      return {cut, 0, top};
    case ThresholdType::kTrunc:
      return {cut, t, -1};
    case ThresholdType::kToZero:
      return {cut, -1, 0};
    default:
      return {cut, 0, -1};
  }
}

}  // namespace threshold_internal

ThresholdType ThresholdTypeOf(int64_t value) {
  KC_CHECK((value >= 0 && value <= 4) || value == 8, threshold_internal::kOp,
           "type one of 0, 1, 2, 3, 4 or 8 (Kornia's ThresholdType values)", "type = ", value);
  return static_cast<ThresholdType>(value);
}

at::Tensor threshold(const at::Tensor& input, double thresh, double maxval, ThresholdType type) {
  using namespace threshold_internal;
  Check(input, type);
  // Kornia's host values: a float thresh is a float64 tensor for an integer
  // input, and both are tensors of the input dtype for a floating one.
  if (!input.is_floating_point() && input.scalar_type() != at::kBool) {
    double low = 0, high = 0;
    AT_DISPATCH_INTEGRAL_TYPES(input.scalar_type(), "threshold_maxval", [&] {
      low = static_cast<double>(std::numeric_limits<scalar_t>::min());
      high = static_cast<double>(std::numeric_limits<scalar_t>::max());
    });
    KC_CHECK(
        maxval >= low && maxval <= high, kOp,
        c10::str("maxval in [", low, ", ", high, "] for ", core::DtypeName(input.scalar_type())),
        "maxval = ", maxval);
    // A contiguous uint8 input: the native select (ops/native), byte for
    // byte Apply below.
    if (input.scalar_type() == at::kByte && input.is_contiguous() && native::Enabled()) {
      const Select s = SelectUint8(thresh, maxval, type);
      return native::detail::SelectUint8(input, s.cut, s.above, s.below);
    }
  }
  const at::Tensor t = input.is_floating_point()
                           ? at::scalar_tensor(thresh, input.options())
                           : at::scalar_tensor(thresh, input.options().dtype(at::kDouble));
  return Apply(input, t, at::scalar_tensor(maxval, input.options()), type);
}

at::Tensor threshold(const at::Tensor& input, const at::Tensor& thresh, const at::Tensor& maxval,
                     ThresholdType type) {
  using namespace threshold_internal;
  Check(input, type);
  CheckShape("thresh", input, thresh);
  CheckShape("maxval", input, maxval);
  return Apply(input, thresh, maxval, type);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(threshold,
      {.kornia = "kornia.enhance.threshold",
       .module = {"Threshold", {"thresh", "maxval", "type"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def(
                         "(Tensor input, float thresh, float maxval=255.0, int type=0) -> Tensor",
                         [](const at::Tensor& input, double thresh, double maxval, int64_t type) {
                           return kornia::enhance::threshold(
                               input, thresh, maxval, kornia::enhance::ThresholdTypeOf(type));
                         }),
                     core::Def("Tensor",
                               "(Tensor input, Tensor thresh, Tensor maxval, int type=0) -> Tensor",
                               [](const at::Tensor& input, const at::Tensor& thresh,
                                  const at::Tensor& maxval, int64_t type) {
                                 return kornia::enhance::threshold(
                                     input, thresh, maxval, kornia::enhance::ThresholdTypeOf(type));
                               })},
       .call =
           [](const at::Tensor& x) {
             return x.scalar_type() == at::kByte ? threshold(x, 128.0, 255.0)
                                                 : threshold(x, 0.5, 1.0);
           },
       .natives = {"_select_uint8"}});

}  // namespace kornia::enhance
