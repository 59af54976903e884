#include "ops/enhance/statistics.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>

#include <string>

#include "ops/core/check.h"
#include "ops/native/native.h"

namespace kornia::enhance::detail {

at::ScalarType PromotedType(const char* op, const at::Tensor& data) {
  KC_CHECK(data.dim() >= 2, op, "data of shape (B, C, *)", "shape ", data.sym_sizes());
  KC_CHECK_DTYPE(!data.is_complex(), op, "a real data", core::DtypeName(data.scalar_type()));
  return data.is_floating_point() ? data.scalar_type() : at::kFloat;
}

at::Tensor PromotedData(const char* op, const at::Tensor& data) {
  // A floating data as it is: a no-op `to` would still be a node of a traced
  // graph, and the fuser fuses its neighbours differently around it.
  const at::ScalarType type = PromotedType(op, data);
  return type == data.scalar_type() ? data : data.to(type);
}

at::Tensor NativeUint8(const char* op, const at::Tensor& data, const at::Tensor& mean,
                       const at::Tensor& std) {
  if (data.scalar_type() != at::kByte || !data.is_contiguous() || !native::Enabled()) return {};
  using Op =
      c10::TypedOperatorHandle<at::Tensor(const at::Tensor&, const at::Tensor&, const at::Tensor&)>;
  // Looked up once per op (normalize, denormalize), not on every call.
  const auto find = [](const char* name) {
    return c10::Dispatcher::singleton()
        .findSchemaOrThrow(c10::str("kornia_cpp::_", name, "_uint8").c_str(), "")
        .typed<at::Tensor(const at::Tensor&, const at::Tensor&, const at::Tensor&)>();
  };
  static const Op normalize_op = find("normalize"), denormalize_op = find("denormalize");
  return (std::string(op) == "normalize" ? normalize_op : denormalize_op).call(data, mean, std);
}

at::Tensor ChannelStatistic(const char* op, const char* name, const at::Tensor& data,
                            const at::Tensor& s) {
  const c10::SymInt b = data.sym_size(0), c = data.sym_size(1);
  const bool ok =
      s.dim() == 0 || (s.dim() == 1 && (s.sym_size(0) == 1 || s.sym_size(0) == c)) ||
      (s.dim() == 2 && (s.sym_size(0) == 1 || s.sym_size(0) == b) && s.sym_size(1) == c);
  KC_CHECK(
      ok, op,
      c10::str(name, " of shape (), (1,), (C,), (1, C) or (B, C) with B = ", b, " and C = ", c),
      "shape ", s.sym_sizes());
  return s.to(data.is_floating_point() ? data.scalar_type() : at::kFloat);
}

}  // namespace kornia::enhance::detail
