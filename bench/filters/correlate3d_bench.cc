// Benchmark of ops/filters/correlate3d (bench/op_bench.h: its regimes and paths).
#include <ATen/ops/full.h>

#include "bench/op_bench.h"
#include "ops/filters/correlate3d.h"

namespace kornia::bench {
namespace correlate3d_bench {

OpBench Correlate3d() {
  OpBench op;
  op.package = "filters";
  op.name = "correlate3d";
  // A volume (C, D, H, W) = (3, 8, 128, 128): the bytes of a 256x256 image x 2,
  // and a shared 3 x 3 x 3 box kernel.
  op.inputs = [](const InputSpec& s) {
    torch::Tensor v = MakeImage({.channels = 3 * 8, .height = 128, .width = 128}, s);
    v = s.batch > 0 ? v.view({s.batch, 3, 8, 128, 128}) : v.view({1, 3, 8, 128, 128});
    return Inputs{v, at::full({1, 3, 3, 3}, 1.0 / 27, v.options().dtype(at::kFloat))};
  };
  op.call = [](const Inputs& x) { return Outputs{filters::correlate3d(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(Correlate3d);

}  // namespace correlate3d_bench
}  // namespace kornia::bench
