#include "ops/filters/in_range.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/ceil.h>
#include <ATen/ops/floor.h>
#include <ATen/ops/isnan.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/where.h>
#include <c10/util/StringUtil.h>

#include <cmath>
#include <string>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"

namespace kornia::filters {
namespace in_range_internal {

const char* Op() { return in_range_op().name.c_str(); }

// The input as (B, C, H, W), after the image check (Kornia's _to_bchw).
at::Tensor Bchw(const at::Tensor& input) {
  core::CheckImage(in_range_op(), input);
  return core::FlattenBatch(input);
}

// The result of the (B, C', H, W) computation in the input's own leading
// dims (Kornia's perform_keep_shape_image).
at::Tensor Restored(const at::Tensor& out, const at::Tensor& input) {
  if (input.dim() == 2) return out.select(0, 0).select(0, 0);
  if (input.dim() == 3) return out.select(0, 0);
  if (input.dim() == 4) return out;
  core::SymShape shape = core::SymSizes(input);
  shape.resize(shape.size() - 3);
  for (int64_t d = 1; d < 4; ++d) shape.push_back(out.sym_size(d));
  return core::Reshape(out, shape);
}

// A tensor bound as a 4-D tensor broadcasting to x (B, C, H, W).
at::Tensor TensorBound(const char* name, const at::Tensor& bound, const at::Tensor& x) {
  KC_CHECK_DTYPE(!bound.is_complex(), Op(), c10::str(name, " of a real dtype"),
                 core::DtypeName(bound.scalar_type()));
  if (bound.dim() == 1 && (bound.sym_size(0) == 1 || bound.sym_size(0) == x.sym_size(1)))
    return bound.reshape({1, -1, 1, 1});
  if (bound.dim() != 1 && bound.dim() <= 4) {
    core::SymShape shape(4 - bound.dim(), c10::SymInt(1));
    for (const c10::SymInt& s : bound.sym_sizes()) shape.push_back(s);
    if (core::ExpandableTo(shape, x.sym_sizes())) return core::Reshape(bound, shape);
  }
  KC_CHECK(false, Op(),
           c10::str(name,
                    " of shape (), (C,) or (1,), or of 2 to 4 dims each 1 or the input's "
                    "(B, C, H, W) = ",
                    x.sym_sizes(), " aligned from the last"),
           "shape ", bound.sym_sizes());
  return bound;
}

// The range an integer or bool dtype holds, and one past its top (exact as a
// double: a power of two for int64, whose max itself rounds up).
std::pair<double, double> IntegerRange(at::ScalarType dtype) {
  switch (dtype) {
    case at::kBool:
      return {0.0, 2.0};
    case at::kByte:
      return {0.0, 256.0};
    case at::kChar:
      return {-128.0, 128.0};
    case at::kShort:
      return {-32768.0, 32768.0};
    case at::kInt:
      return {-2147483648.0, 2147483648.0};
    default:
      return {-std::ldexp(1.0, 63), std::ldexp(1.0, 63)};
  }
}

// Where x passes one bound (Kornia's _compare_bound): a floating image
// compares with the bound in its dtype; an integer image with an integer
// bound compares exactly (promoted); with a floating bound, the bound rounds
// inward and one outside the dtype's range, or NaN, decides by itself.
at::Tensor Passes(const at::Tensor& x, const at::Tensor& bound, bool lower) {
  if (x.is_floating_point()) {
    const at::Tensor b = bound.to(x.options());
    return lower ? x >= b : x <= b;
  }
  if (!bound.is_floating_point()) {
    const at::Tensor b = bound.to(x.device());
    return lower ? x >= b : x <= b;
  }
  const at::Tensor b = lower ? at::ceil(bound) : at::floor(bound);
  const auto [lo, top] = IntegerRange(x.scalar_type());
  const at::Tensor below = (b < lo).to(x.device());
  const at::Tensor above = (b >= top).to(x.device());
  const at::Tensor safe = at::where((b >= lo).logical_and(b < top), b, 0).to(x.options());
  const at::Tensor defined = at::isnan(b).logical_not().to(x.device());
  const at::Tensor passes = lower ? ((x >= safe) | below) & above.logical_not()
                                  : ((x <= safe) | above) & below.logical_not();
  return passes & defined;
}

at::Tensor InRange(const at::Tensor& x, const at::Tensor& input, const at::Tensor& lower,
                   const at::Tensor& upper, bool return_mask) {
  const at::Tensor mask = at::logical_and(Passes(x, lower, true), Passes(x, upper, false))
                              .all(1, /*keepdim=*/true)
                              .to(x.scalar_type());
  return Restored(return_mask ? mask : x * mask, input);
}

void CheckLengths(const at::Tensor& x, size_t lower, size_t upper) {
  const int64_t channels = core::HostSize(x, 1);
  KC_CHECK(static_cast<int64_t>(lower) == channels && static_cast<int64_t>(upper) == channels, Op(),
           c10::str("lower and upper of ", channels, " values (one per channel)"), lower, " and ",
           upper, " values");
}

}  // namespace in_range_internal

at::Tensor in_range(const at::Tensor& input, const std::vector<double>& lower,
                    const std::vector<double>& upper, bool return_mask) {
  using namespace in_range_internal;
  const at::Tensor x = Bchw(input);
  CheckLengths(x, lower.size(), upper.size());
  // Kornia's torch.tensor(bound): in a floating image's dtype (each Python
  // number through a double), float64 otherwise (int64 for a list of ints in
  // Kornia: the same comparisons up to 2**53, docs/LIMITS.md).
  const at::TensorOptions options =
      x.is_floating_point() ? x.options() : x.options().dtype(at::kDouble);
  return InRange(x, input, core::Constant(lower, options).view({1, -1, 1, 1}),
                 core::Constant(upper, options).view({1, -1, 1, 1}), return_mask);
}

at::Tensor in_range(const at::Tensor& input, const at::Tensor& lower, const at::Tensor& upper,
                    bool return_mask) {
  using namespace in_range_internal;
  const at::Tensor x = Bchw(input);
  const at::Tensor lo = TensorBound("lower", lower, x);
  const at::Tensor hi = TensorBound("upper", upper, x);
  return InRange(x, input, lo, hi, return_mask);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(in_range,
      {.kornia = "kornia.filters.in_range",
       .module = {"InRange", {"lower", "upper", "return_mask"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kPlanes,
                                .non_empty = true,
                                .non_empty_batch = true,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads =
           {core::Def("(Tensor input, float[] lower, float[] upper, bool return_mask=False) -> "
                      "Tensor",
                      [](const at::Tensor& input, std::vector<double> lower,
                         std::vector<double> upper,
                         bool return_mask) { return in_range(input, lower, upper, return_mask); }),
            core::Def("Tensor",
                      "(Tensor input, Tensor lower, Tensor upper, bool return_mask=False) -> "
                      "Tensor",
                      static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&,
                                                 const at::Tensor&, bool)>(&in_range))},
       .call = [](const at::Tensor& x) {
         const at::TensorOptions bound = x.options().dtype(at::kDouble);
         return in_range(x, core::Constant({0.25}, bound), core::Constant({0.75}, bound));
       }});

}  // namespace kornia::filters
