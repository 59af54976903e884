// Benchmark of ops/filters/get_motion_kernel2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/get_motion_kernel2d.h"

namespace kornia::bench {
namespace get_motion_kernel2d_bench {

OpBench GetMotionKernel2d() {
  // A factory on host numbers: no input to read (no cold regime), one 5x5
  // kernel a call (motion_blur's own kernel). Its traced path replays a graph
  // the executor folds to one constant.
  OpBench op;
  op.package = "filters";
  op.name = "get_motion_kernel2d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) { return Outputs{filters::get_motion_kernel2d(5, 35.0, 0.5)}; };
  return op;
}

KC_BENCH_OP(GetMotionKernel2d);

}  // namespace get_motion_kernel2d_bench
}  // namespace kornia::bench
