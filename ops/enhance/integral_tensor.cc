#include "ops/enhance/integral_tensor.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include <algorithm>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::enhance {

at::Tensor integral_tensor(const at::Tensor& input, at::IntArrayRef dim) {
  const char* const kOp = integral_tensor_op().name.c_str();
  KC_CHECK(input.dim() >= 1, kOp, "an input of shape (*, D)", "shape ", input.sizes());
  KC_CHECK_DTYPE(!input.is_complex(), kOp, "a real input", core::DtypeName(input.scalar_type()));
  KC_CHECK(!dim.empty() && dim.size() <= static_cast<size_t>(input.dim()), kOp,
           c10::str("between 1 and ", input.dim(), " dims"), "dim = ", dim);
  std::vector<int64_t> seen;
  at::Tensor out = input;
  for (int64_t d : dim) {
    const int64_t n = d < 0 ? d + input.dim() : d;
    KC_CHECK(n >= 0 && n < input.dim(), kOp,
             c10::str("dims in [", -input.dim(), ", ", input.dim() - 1, "]"), "dim = ", dim);
    KC_CHECK(std::find(seen.begin(), seen.end(), n) == seen.end(), kOp, "distinct dims",
             "dim = ", dim);
    seen.push_back(n);
    out = out.cumsum(n);
  }
  return out;
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(integral_tensor,
      {.kornia = "kornia.enhance.integral_tensor",
       .module = {"IntegralTensor", {"dim"}, {"input"}},
       .overloads = {core::Def("(Tensor input, int[]? dim=None) -> Tensor",
                               [](const at::Tensor& input,
                                  c10::optional<std::vector<int64_t>> dim) {
                                 // Kornia's None: the last dimension.
                                 return kornia::enhance::integral_tensor(
                                     input, dim ? at::IntArrayRef(*dim) : at::IntArrayRef({-1}));
                               })},
       .call = [](const at::Tensor& x) { return integral_tensor(x); },
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal)});

}  // namespace kornia::enhance
