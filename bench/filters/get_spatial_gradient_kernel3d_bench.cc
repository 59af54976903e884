// Benchmark of ops/filters/get_spatial_gradient_kernel3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/get_spatial_gradient_kernel3d.h"

namespace kornia::bench {
namespace get_spatial_gradient_kernel3d_bench {

OpBench GetSpatialGradientKernel3d() {
  // A kernel factory: no input to read (no cold regime), the 6 x 1 x 3 x 3 x 3 second-order
  // stencils a call.
  OpBench op;
  op.package = "filters";
  op.name = "get_spatial_gradient_kernel3d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) {
    return Outputs{filters::get_spatial_gradient_kernel3d("diff", 2)};
  };
  return op;
}

KC_BENCH_OP(GetSpatialGradientKernel3d);

}  // namespace get_spatial_gradient_kernel3d_bench
}  // namespace kornia::bench
