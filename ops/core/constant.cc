#include "ops/core/constant.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/eye.h>
#include <ATen/ops/lift_fresh.h>
#include <c10/core/impl/LocalDispatchKeySet.h>

// lint: allow(capture-guard) NoTracerDispatchMode's header (see Constant)
#include <ATen/TracerMode.h>

#include <algorithm>

namespace kornia::core {

namespace {

// The values in a double CPU tensor, filled on the host: a real buffer under
// Python's tensor modes too (torch.compile, torch.export and opcheck run the
// op on fake tensors, which have no data to fill), then lifted into them
// (aten::lift_fresh: identity in eager; a fake tensor mode takes the buffer as
// a constant of the graph), as Python's torch.tensor does.
at::Tensor HostBuffer(const std::vector<double>& values) {
  using c10::DispatchKey;
  // lint: allow(capture-guard) fills a constant's buffer, decides nothing
  const c10::DispatchKeySet python_modes({DispatchKey::Python, DispatchKey::PythonTLSSnapshot});
  c10::impl::ExcludeDispatchKeyGuard real_buffer(python_modes);
  at::Tensor host = at::empty({static_cast<int64_t>(values.size())},
                              at::TensorOptions().dtype(at::kDouble).device(at::kCPU));
  std::copy(values.begin(), values.end(), host.data_ptr<double>());
  return host;
}

at::Tensor Lifted(const std::vector<double>& values) { return at::lift_fresh(HostBuffer(values)); }

}  // namespace

at::Tensor Constant(const std::vector<double>& values, const at::TensorOptions& options) {
  // Unconditional (eager and capture alike, one code path): the buffer is
  // filled on the host, which a tracer must not see as an op, as
  // torch::tensor does (torch/detail/TensorDataContainer.h).
  // lint: allow(capture-guard) makes a constant, decides nothing: same in eager and capture
  at::tracer::impl::NoTracerDispatchMode guard;
  return Lifted(values).to(options.device(), c10::typeMetaToScalarType(options.dtype()));
}

at::Tensor Eye(int64_t n, int64_t m, const at::TensorOptions& options) {
  const bool bfloat16 = c10::typeMetaToScalarType(options.dtype()) == at::kBFloat16;
  // lint: allow(device-less-factory) `options` is the caller's: its device, its dtype
  return at::eye(n, m, bfloat16 ? options.dtype(at::kFloat) : options).to(options.dtype());
}

at::Tensor Eye(int64_t n, const at::TensorOptions& options) { return Eye(n, n, options); }

}  // namespace kornia::core
