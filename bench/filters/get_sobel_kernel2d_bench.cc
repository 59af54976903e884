// Benchmark of ops/filters/get_sobel_kernel2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/get_sobel_kernel2d.h"

namespace kornia::bench {
namespace get_sobel_kernel2d_bench {

OpBench GetSobelKernel2d() {
  // A kernel factory: no input to read (no cold regime), the 2 x 3 x 3 stencils a call.
  OpBench op;
  op.package = "filters";
  op.name = "get_sobel_kernel2d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) { return Outputs{filters::get_sobel_kernel2d()}; };
  return op;
}

KC_BENCH_OP(GetSobelKernel2d);

}  // namespace get_sobel_kernel2d_bench
}  // namespace kornia::bench
