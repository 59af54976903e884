#include "ops/enhance/statistics.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"

namespace kornia::enhance::detail {

at::Tensor PromotedData(const char* op, const at::Tensor& data) {
  KC_CHECK(data.dim() >= 2, op, "data of shape (B, C, *)", "shape ", data.sizes());
  KC_CHECK(!data.is_complex(), op, "a real data", core::DtypeName(data.scalar_type()));
  return data.is_floating_point() ? data : data.to(at::kFloat);
}

at::Tensor ChannelStatistic(const char* op, const char* name, const at::Tensor& data,
                            const at::Tensor& s) {
  const int64_t b = data.size(0), c = data.size(1);
  const bool ok = s.dim() == 0 || (s.dim() == 1 && (s.size(0) == 1 || s.size(0) == c)) ||
                  (s.dim() == 2 && (s.size(0) == 1 || s.size(0) == b) && s.size(1) == c);
  KC_CHECK(
      ok, op,
      c10::str(name, " of shape (), (1,), (C,), (1, C) or (B, C) with B = ", b, " and C = ", c),
      "shape ", s.sizes());
  return s.to(data.scalar_type());
}

}  // namespace kornia::enhance::detail
