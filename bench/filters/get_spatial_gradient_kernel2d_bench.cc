// Benchmark of ops/filters/get_spatial_gradient_kernel2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/get_spatial_gradient_kernel2d.h"

namespace kornia::bench {
namespace get_spatial_gradient_kernel2d_bench {

OpBench GetSpatialGradientKernel2d() {
  // A kernel factory: no input to read (no cold regime), the 3 x 5 x 5 second-order Sobel stencils
  // a call.
  OpBench op;
  op.package = "filters";
  op.name = "get_spatial_gradient_kernel2d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) {
    return Outputs{filters::get_spatial_gradient_kernel2d("sobel", 2)};
  };
  return op;
}

KC_BENCH_OP(GetSpatialGradientKernel2d);

}  // namespace get_spatial_gradient_kernel2d_bench
}  // namespace kornia::bench
