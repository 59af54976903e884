#include "ops/core/constant.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/empty.h>

// lint: allow(capture-guard) NoTracerDispatchMode's header (see Constant)
#include <ATen/TracerMode.h>

#include <algorithm>

namespace kornia::core {

at::Tensor Constant(const std::vector<double>& values, const at::TensorOptions& options) {
  // Unconditional (eager and capture alike, one code path): the buffer is
  // filled on the host, which a tracer must not see as an op, as
  // torch::tensor does (torch/detail/TensorDataContainer.h).
  // lint: allow(capture-guard) makes a constant, decides nothing: same in eager and capture
  at::tracer::impl::NoTracerDispatchMode guard;
  at::Tensor host = at::empty({static_cast<int64_t>(values.size())},
                              at::TensorOptions().dtype(at::kDouble).device(at::kCPU));
  std::copy(values.begin(), values.end(), host.data_ptr<double>());
  return host.to(options.device(), c10::typeMetaToScalarType(options.dtype()));
}

}  // namespace kornia::core
