// Benchmark of ops/geometry/create_meshgrid3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/create_meshgrid3d.h"

namespace kornia::bench {
namespace create_meshgrid3d_bench {

OpBench CreateMeshgrid3d() {
  // A factory: no input to read (no cold regime), one 32x64x64 grid a call
  // (as many points as create_meshgrid's 256x256 grid, times two).
  OpBench op;
  op.package = "geometry";
  op.name = "create_meshgrid3d";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) { return Outputs{geometry::create_meshgrid3d(32, 64, 64)}; };
  return op;
}

KC_BENCH_OP(CreateMeshgrid3d);

}  // namespace create_meshgrid3d_bench
}  // namespace kornia::bench
