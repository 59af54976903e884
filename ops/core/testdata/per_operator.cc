// ci/layers: the legal twin of all_operators.cc: the per-operator header of
// the one free function used compiles under KC_OPS_COPTS.
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/where.h>

at::Tensor LayerSamplePerOperator(const at::Tensor& x) { return at::where(x > 0, x, -x); }
