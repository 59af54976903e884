#include "ops/enhance/normalize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/full.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/statistics.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::enhance {

namespace normalize_internal {

const char* const kOp = normalize_op().name.c_str();

// The composite form on promoted data x and its checked statistics (shape
// (), (1,), (C,), (1, C) or (B, C)).
at::Tensor Composite(const at::Tensor& x, const at::Tensor& mean, const at::Tensor& std) {
  // Kornia's numel of the dims after C (no -1: an empty batch has no
  // inferable size); symbolic sizes, so a dynamic batch stays dynamic.
  c10::SymInt n = 1;
  for (int64_t d = 2; d < x.dim(); ++d) n *= x.sym_size(d);
  const at::Tensor flat = core::Reshape(x, {x.sym_size(0), x.sym_size(1), n});
  return ((flat - mean.unsqueeze(-1)) / std.unsqueeze(-1)).reshape_as(x);
}

// kornia_cpp::_normalize_uint8's kernels: the native one on CPU (ops/native),
// the composite for every other key (CompositeExplicitAutograd: see
// ops/native/operator.h).
at::Tensor Uint8Composite(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std) {
  return Composite(data.to(at::kFloat), mean, std);
}

at::Tensor Uint8Cpu(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std) {
  return data.is_contiguous() ? native::detail::ScaleUint8Cpu(data, mean, std, /*inverse=*/false)
                              : Uint8Composite(data, mean, std);
}

}  // namespace normalize_internal

at::Tensor normalize(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std) {
  using namespace normalize_internal;
  detail::PromotedType(kOp, data);
  const at::Tensor m = detail::ChannelStatistic(kOp, "mean", data, mean);
  const at::Tensor s = detail::ChannelStatistic(kOp, "std", data, std);
  // Contiguous uint8 data: converted and normalized in one native pass, byte
  // for byte the composite's float32.
  if (at::Tensor out = detail::NativeUint8(kOp, data, m, s); out.defined()) return out;
  return Composite(detail::PromotedData(kOp, data), m, s);
}

at::Tensor normalize(const at::Tensor& data, double mean, double std) {
  using namespace normalize_internal;
  const auto options = data.options().dtype(detail::PromotedType(kOp, data));
  const int64_t channels = core::HostSize(data, 1);
  return normalize(data, at::full({channels}, mean, options), at::full({channels}, std, options));
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(normalize,
      {.kornia = "kornia.enhance.normalize",
       .module = {"Normalize", {"mean", "std"}, {"input:data"}},
       .overloads = {core::Def("(Tensor data, float mean, float std) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, double, double)>(
                                   &kornia::enhance::normalize)),
                     core::Def("Tensor", "(Tensor data, Tensor mean, Tensor std) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&,
                                                          const at::Tensor&)>(
                                   &kornia::enhance::normalize))},
       .call = [](const at::Tensor& x) { return normalize(x, 0.5, 0.25); },
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal),
       .natives = {"_normalize_uint8"}});

}  // namespace kornia::enhance

KC_NATIVE_OPERATOR(_normalize_uint8, "(Tensor data, Tensor mean, Tensor std) -> Tensor",
                   &kornia::enhance::normalize_internal::Uint8Cpu,
                   &kornia::enhance::normalize_internal::Uint8Composite,
                   {.dtypes = {at::kByte}, .family = kornia::native::Family::kU8});
