// The kernel factories' case (Kornia's kernels.py: gaussian,
// get_gaussian_kernel1d/2d/3d, the erf and discrete Gaussians, the box,
// binary, Laplacian, Sobel, diff, spatial-gradient and Hanning kernels).
//   - Host forms (host ints, host sigma): each point its own graph
//     (FactoryPoint), `<dtype>_<form>` per claimed dtype of the sweep, and
//     `default_<form>` in the default dtype (no dtype argument: the op's
//     default, None or float32) for every form.
//   - Tensor sigma (SigmaForm): one shape class `<dtype>_<form>` per
//     floating dtype, its sigma a graph input of shape (2, n), traced on one
//     table and replayed on the others: `equal` (every sigma 1.5),
//     `per_sample` (a row per sample, anisotropic where n > 1), `tiny` (the
//     dtype's smallest positive sigma: the impulse), `wide` (sigma 1e3),
//     `mixed` (tiny, 0.3, 7 in rows and columns); and one float32 point of
//     65,536 sigma rows (`float32_<form>_large`, the threads check).
// The sigma is the batch input (the layouts check re-lays it out).
#pragma once

#include <c10/util/StringUtil.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The op in one host form: `call(dtype)` (nullopt: the op's default dtype)
// and Kornia's positional arguments and keywords (besides dtype).
struct HostForm {
  std::string name;
  std::function<torch::Tensor(std::optional<torch::ScalarType>)> call;
  std::vector<KorniaArg> args;
  std::map<std::string, KorniaArg> kwargs = {};
};

// The op on a tensor sigma (inputs[0], shape (B, columns)) in one host form.
struct SigmaForm {
  std::string name;
  int64_t columns = 1;
  OpFn run;
  KorniaCall kornia;  // In(0) is the sigma
};

struct FactorySweep {
  std::vector<HostForm> host;
  std::vector<SigmaForm> sigma;
  std::vector<torch::ScalarType> dtypes = kFloatingDtypes;    // the host forms' sweep
  std::vector<torch::ScalarType> sigma_dtypes = kEveryDtype;  // claimed for sigma
};

// "5x3", "1.5x0.7": values joined for point ids.
template <class T>
std::string XJoin(const std::vector<T>& v) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i ? "x" : "") + c10::str(v[i]);
  return out;
}

// The case: the points above, claimed dtypes (the descriptor's), the probe
// (the first host form) and, with sigma forms, batch input 0 and sigma's
// claimed dtypes.
OpCase KernelFactoryOp(const core::OpSpec& op, FactorySweep s);

// The named sigma tables of a sigma form, (2, columns) in `dtype`.
std::vector<std::pair<std::string, torch::Tensor>> SigmaTables(int64_t columns,
                                                               torch::ScalarType dtype);

// HostForm of `f(sizes..., dtype)` named `k<sizes>` for each size list:
// Kornia's call takes `sizes` (one int, or a tuple where more than one).
std::vector<HostForm> SizeForms(
    const std::vector<std::vector<int64_t>>& sizes,
    std::function<torch::Tensor(const std::vector<int64_t>&, std::optional<torch::ScalarType>)> f);

// The 1-D Gaussian kernels (get_gaussian_kernel1d, _erf_, _discrete_): host
// forms over kernel sizes 1, 3, 5, 7 and 101 and sigmas 1.5, 0 (the impulse),
// 0.3 and 12, even sizes 2 and 4 with force_even (`even`: the op takes them);
// sigma forms on 5 taps (and 6 with force_even where taken); and the errors:
// even and non-positive kernel sizes, an integer dtype, sigma's shape.
using GaussianHost =
    std::function<torch::Tensor(int64_t, double, bool, std::optional<torch::ScalarType>)>;
using GaussianTensor = std::function<torch::Tensor(int64_t, const torch::Tensor&, bool)>;
FactorySweep Gaussian1dSweep(const GaussianHost& host, const GaussianTensor& tensor, bool even);
std::vector<ErrorCase> Gaussian1dErrors(const GaussianHost& host, const GaussianTensor& tensor,
                                        bool even);

}  // namespace kornia::conformance::cases
