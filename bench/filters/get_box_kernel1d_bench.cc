// Benchmark of ops/filters/get_box_kernel1d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/get_box_kernel1d.h"

namespace kornia::bench {
namespace get_box_kernel1d_bench {

OpBench GetBoxKernel1d() {
  // A kernel factory: no input to read (no cold regime), one 21-tap kernel a call.
  OpBench op;
  op.package = "filters";
  op.name = "get_box_kernel1d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) { return Outputs{filters::get_box_kernel1d(21)}; };
  return op;
}

KC_BENCH_OP(GetBoxKernel1d);

}  // namespace get_box_kernel1d_bench
}  // namespace kornia::bench
