// Benchmark of ops/filters/get_gaussian_kernel2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/get_gaussian_kernel2d.h"

namespace kornia::bench {
namespace get_gaussian_kernel2d_bench {

OpBench GetGaussianKernel2d() {
  // A kernel factory: no input to read (no cold regime), one 21 x 21 kernel of sigma 3 a call.
  OpBench op;
  op.package = "filters";
  op.name = "get_gaussian_kernel2d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) {
    return Outputs{filters::get_gaussian_kernel2d({21, 21}, std::vector<double>{3.0, 3.0})};
  };
  return op;
}

KC_BENCH_OP(GetGaussianKernel2d);

}  // namespace get_gaussian_kernel2d_bench
}  // namespace kornia::bench
