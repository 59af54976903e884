// Benchmark of ops/filters/laplacian_1d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/laplacian_1d.h"

namespace kornia::bench {
namespace laplacian_1d_bench {

OpBench Laplacian1d() {
  // A kernel factory: no input to read (no cold regime), one 21-tap kernel a call.
  OpBench op;
  op.package = "filters";
  op.name = "laplacian_1d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) { return Outputs{filters::laplacian_1d(21)}; };
  return op;
}

KC_BENCH_OP(Laplacian1d);

}  // namespace laplacian_1d_bench
}  // namespace kornia::bench
