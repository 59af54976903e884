// The transform-matrix factories' case (get_rotation_matrix2d,
// get_shear_matrix2d, get_affine_matrix2d): ops on per-sample parameter
// tensors (B, n) or (B), some optional, one dtype for all:
//   - per floating dtype a class `<dtype>` of three value sets `_v0.._v2`
//     (B = 4, each parameter uniform in its range), and a point
//     `<dtype>_without_<names>` per optional parameter left out, and with
//     all of them left out;
//   - per floating dtype every value class of every parameter, the others
//     uniform (`<dtype>_values_<parameter>_<class>`, one shape class);
//   - float32 and float64 `_large` (B = 32,768) for the threads check;
//   - the errors of each parameter's shape and of batches that differ (the
//     dtypes check holds every parameter to the first one's dtype).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct ParamSpec {
  std::string name;  // as in Kornia's signature, in its order
  int64_t n = 0;     // (B, n); 0: (B)
  double lo = 0.0, hi = 1.0;
  bool optional = false;  // a `Tensor? name=None` (Kornia's trailing ones)
};

// The op on its parameters in ParamSpec order, nullopt where left out.
using ParamsFn = std::function<torch::Tensor(const std::vector<std::optional<torch::Tensor>>&)>;

OpCase ParamsOp(const core::OpSpec& op, std::vector<ParamSpec> params, ParamsFn run);

}  // namespace kornia::conformance::cases
