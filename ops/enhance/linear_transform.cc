#include "ops/enhance/linear_transform.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/promote_types.h>
#include <ATen/ops/sum.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::enhance {

namespace detail {

SamplesFirst SamplesFirstLayout(const char* op, const at::Tensor& inp, int64_t dim) {
  const int64_t rank = inp.dim();
  KC_CHECK(rank > 0, op, "an input of at least one dim", "shape ", inp.sym_sizes());
  KC_CHECK(dim >= -rank && dim < rank, op, c10::str("dim in [", -rank, ", ", rank - 1, "]"), dim);
  if (dim < 0) dim += rank;
  SamplesFirst layout;
  layout.order = {dim};
  layout.samples = inp.sym_size(dim);
  for (int64_t i = 0; i < rank; ++i)
    if (i != dim) {
      layout.order.push_back(i);
      layout.features *= inp.sym_size(i);
    }
  return layout;
}

}  // namespace detail

at::Tensor linear_transform(const at::Tensor& inp, const at::Tensor& transform_matrix,
                            const at::Tensor& mean_vector, int64_t dim) {
  const char* const kOp = linear_transform_op().name.c_str();
  const detail::SamplesFirst layout = detail::SamplesFirstLayout(kOp, inp, dim);
  KC_CHECK_DTYPE(inp.scalar_type() != at::kBool && !at::isComplexType(inp.scalar_type()), kOp,
                 "a floating or integer input", core::DtypeName(inp.scalar_type()));
  const std::vector<int64_t>& order = layout.order;
  const c10::SymInt& features = layout.features;
  std::vector<int64_t> inverse(order.size());
  for (size_t i = 0; i < order.size(); ++i) inverse[order[i]] = static_cast<int64_t>(i);
  const c10::SymInt& rows = layout.samples;

  KC_CHECK(transform_matrix.dim() == 2 && transform_matrix.sym_size(0) == features &&
               transform_matrix.sym_size(1) == features,
           kOp, c10::str("transform_matrix of shape (F, F) = [", features, ", ", features, "]"),
           "shape ", transform_matrix.sym_sizes());
  const bool mean_fits =
      mean_vector.dim() <= 2 &&
      (mean_vector.dim() < 1 || mean_vector.sym_size(-1) == 1 ||
       mean_vector.sym_size(-1) == features) &&
      (mean_vector.dim() < 2 || mean_vector.sym_size(0) == 1 || mean_vector.sym_size(0) == rows);
  KC_CHECK(mean_fits, kOp,
           c10::str("mean_vector broadcastable to (N, F) = [", rows, ", ", features, "]"), "shape ",
           mean_vector.sym_sizes());
  KC_CHECK_DTYPE(mean_vector.scalar_type() != at::kBool, kOp, "a floating or integer mean_vector",
                 "bool");

  const bool half = core::IsHalfDtype(inp.scalar_type());
  const at::ScalarType work =
      half ? at::kFloat : at::promote_types(inp.scalar_type(), mean_vector.scalar_type());
  KC_CHECK_DTYPE(half || transform_matrix.scalar_type() == work, kOp,
                 c10::str("a transform_matrix of the work dtype ", core::DtypeName(work),
                          " (input promoted with mean_vector)"),
                 core::DtypeName(transform_matrix.scalar_type()));
  const at::Tensor permuted = inp.permute(order);
  const at::Tensor flat = permuted.reshape_symint({rows, features});  // -1 fails for F = 0
  const at::Tensor center =
      (half ? flat.to(at::kFloat) - mean_vector.to(at::kFloat) : flat - mean_vector).contiguous();
  const at::Tensor transform = (half ? transform_matrix.to(at::kFloat) : transform_matrix);
  // (N, F, 1) * (1, F, F): contiguous, summed over the middle dim in one
  // order whatever the thread count (the sum keeps an integer dtype).
  const at::Tensor product = center.unsqueeze(2) * transform.contiguous().unsqueeze(0);
  at::Tensor out = at::sum(product, {1}, false, work);
  if (half) out = out.to(inp.scalar_type());
  return out.reshape_as(permuted).permute(inverse);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(linear_transform,
      {.kornia = "kornia.enhance.linear_transform",
       .overloads = {core::Def(
           "(Tensor inp, Tensor transform_matrix, Tensor mean_vector, int dim=0) -> Tensor",
           &kornia::enhance::linear_transform)},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble, at::kByte, at::kChar,
                  at::kShort, at::kInt, at::kLong}});

}  // namespace kornia::enhance
