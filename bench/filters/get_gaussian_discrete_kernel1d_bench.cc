// Benchmark of ops/filters/get_gaussian_discrete_kernel1d (bench/op_bench.h: its regimes and
// paths).
#include "bench/op_bench.h"
#include "ops/filters/get_gaussian_discrete_kernel1d.h"

namespace kornia::bench {
namespace get_gaussian_discrete_kernel1d_bench {

OpBench GetGaussianDiscreteKernel1d() {
  // A kernel factory: no input to read (no cold regime), one 21-tap kernel of sigma 3 a call.
  OpBench op;
  op.package = "filters";
  op.name = "get_gaussian_discrete_kernel1d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) { return Outputs{filters::get_gaussian_discrete_kernel1d(21, 3.0)}; };
  return op;
}

KC_BENCH_OP(GetGaussianDiscreteKernel1d);

}  // namespace get_gaussian_discrete_kernel1d_bench
}  // namespace kornia::bench
