// Benchmark of ops/filters/gaussian (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/gaussian.h"

namespace kornia::bench {
namespace gaussian_bench {

OpBench Gaussian() {
  // A kernel factory: no input to read (no cold regime), one 21-tap window of sigma 3 a call.
  OpBench op;
  op.package = "filters";
  op.name = "gaussian";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) { return Outputs{filters::gaussian(21, 3.0)}; };
  return op;
}

KC_BENCH_OP(Gaussian);

}  // namespace gaussian_bench
}  // namespace kornia::bench
