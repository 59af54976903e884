// Benchmark of ops/filters/get_binary_kernel2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/get_binary_kernel2d.h"

namespace kornia::bench {
namespace get_binary_kernel2d_bench {

OpBench GetBinaryKernel2d() {
  // A kernel factory: no input to read (no cold regime), one 5 x 5 window (25 x 1 x 5 x 5) a call.
  OpBench op;
  op.package = "filters";
  op.name = "get_binary_kernel2d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) { return Outputs{filters::get_binary_kernel2d({5, 5})}; };
  return op;
}

KC_BENCH_OP(GetBinaryKernel2d);

}  // namespace get_binary_kernel2d_bench
}  // namespace kornia::bench
