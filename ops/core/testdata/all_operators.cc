// ci/layers: an ops/ file that includes all of ATen; KC_OPS_COPTS must refuse
// it at compile time.
#include <ATen/ATen.h>

at::Tensor LayerViolationAllOperators(const at::Tensor& x) { return at::where(x > 0, x, -x); }
