// Benchmark of ops/enhance/equalize3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/equalize3d.h"

namespace kornia::bench {
namespace equalize3d_bench {

OpBench Equalize3d() {
  OpBench op;
  op.package = "enhance";
  op.name = "equalize3d";
  // A volume (C, D, H, W) = (3, 8, 128, 128): the bytes of a 256x256 image x 2.
  op.inputs = [](const InputSpec& s) {
    torch::Tensor v = MakeImage({.channels = 3 * 8, .height = 128, .width = 128}, s);
    return Inputs{s.batch > 0 ? v.view({s.batch, 3, 8, 128, 128}) : v.view({3, 8, 128, 128})};
  };
  op.call = [](const Inputs& x) { return Outputs{enhance::equalize3d(x[0])}; };
  return op;
}

KC_BENCH_OP(Equalize3d);

}  // namespace equalize3d_bench
}  // namespace kornia::bench
