#include "ops/enhance/denormalize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/addcmul.h>
#include <ATen/ops/full.h>

#include <algorithm>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/statistics.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::enhance {

namespace denormalize_internal {

const char* const kOp = denormalize_op().name.c_str();

// A (C,) or (1,) statistic as (1, C, 1, ...), any other as (..., 1, ...) up
// to the data's rank (Kornia's view and unsqueeze).
at::Tensor Spread(const at::Tensor& s, int64_t dim) {
  core::SymShape shape = core::SymSizes(s);
  if (s.dim() == 1) shape.insert(shape.begin(), 1);
  shape.resize(std::max<int64_t>(dim, static_cast<int64_t>(shape.size())), 1);
  return core::Reshape(s, shape);
}

// The composite form on promoted data x and its checked statistics.
at::Tensor Composite(const at::Tensor& x, const at::Tensor& mean, const at::Tensor& std) {
  return at::addcmul(Spread(mean, x.dim()), x, Spread(std, x.dim()));
}

// kornia_cpp::_denormalize_uint8's kernels: the native one on CPU
// (ops/native), the composite for every other key (CompositeExplicitAutograd:
// see ops/native/operator.h).
at::Tensor Uint8Composite(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std) {
  return Composite(data.to(at::kFloat), mean, std);
}

at::Tensor Uint8Cpu(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std) {
  return data.is_contiguous() ? native::detail::ScaleUint8Cpu(data, mean, std, /*inverse=*/true)
                              : Uint8Composite(data, mean, std);
}

}  // namespace denormalize_internal

at::Tensor denormalize(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std) {
  using namespace denormalize_internal;
  detail::PromotedType(kOp, data);
  const at::Tensor m = detail::ChannelStatistic(kOp, "mean", data, mean);
  const at::Tensor s = detail::ChannelStatistic(kOp, "std", data, std);
  // Contiguous uint8 data: converted and scaled in one native pass, byte
  // for byte the composite's float32.
  if (at::Tensor out = detail::NativeUint8(kOp, data, m, s); out.defined()) return out;
  return Composite(detail::PromotedData(kOp, data), m, s);
}

at::Tensor denormalize(const at::Tensor& data, double mean, double std) {
  using namespace denormalize_internal;
  const auto options = data.options().dtype(detail::PromotedType(kOp, data));
  const int64_t channels = core::HostSize(data, 1);
  return denormalize(data, at::full({channels}, mean, options), at::full({channels}, std, options));
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(denormalize,
      {.kornia = "kornia.enhance.denormalize",
       .module = {"Denormalize", {"mean", "std"}, {"input:data"}},
       .overloads = {core::Def("(Tensor data, float mean, float std) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double, double)>(
                                   &kornia::enhance::denormalize)),
                     core::Def("Tensor", "(Tensor data, Tensor mean, Tensor std) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&,
                                                          const at::Tensor&)>(
                                   &kornia::enhance::denormalize))},
       .call = [](const at::Tensor& x) { return denormalize(x, 0.5, 0.25); },
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal),
       .natives = {"_denormalize_uint8"}});

}  // namespace kornia::enhance

KC_NATIVE_OPERATOR(_denormalize_uint8, "(Tensor data, Tensor mean, Tensor std) -> Tensor",
                   &kornia::enhance::denormalize_internal::Uint8Cpu,
                   &kornia::enhance::denormalize_internal::Uint8Composite,
                   {.dtypes = {at::kByte}, .family = kornia::native::Family::kU8});
