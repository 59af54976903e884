// Benchmark of ops/geometry/create_meshgrid (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/create_meshgrid.h"

namespace kornia::bench {
namespace create_meshgrid_bench {

OpBench CreateMeshgrid() {
  // A factory: no input to read (no cold regime), one 256x256 grid a call.
  // Its traced path replays a graph the executor folds to one constant.
  OpBench op;
  op.package = "geometry";
  op.name = "create_meshgrid";
  op.batch = 1;
  op.reads_input = false;
  op.inputs = [](const InputSpec&) { return Inputs{}; };
  op.call = [](const Inputs&) { return Outputs{geometry::create_meshgrid(256, 256)}; };
  return op;
}

KC_BENCH_OP(CreateMeshgrid);

}  // namespace create_meshgrid_bench
}  // namespace kornia::bench
