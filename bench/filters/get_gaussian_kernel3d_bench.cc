// Benchmark of ops/filters/get_gaussian_kernel3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/get_gaussian_kernel3d.h"

namespace kornia::bench {
namespace get_gaussian_kernel3d_bench {

OpBench GetGaussianKernel3d() {
  // A kernel factory: no input to read (no cold regime), one 9 x 9 x 9 kernel of sigma 1.5 a call.
  OpBench op;
  op.package = "filters";
  op.name = "get_gaussian_kernel3d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) {
    return Outputs{filters::get_gaussian_kernel3d({9, 9, 9}, std::vector<double>{1.5, 1.5, 1.5})};
  };
  return op;
}

KC_BENCH_OP(GetGaussianKernel3d);

}  // namespace get_gaussian_kernel3d_bench
}  // namespace kornia::bench
