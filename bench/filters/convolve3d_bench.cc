// Benchmark of ops/filters/convolve3d (bench/op_bench.h: its regimes and paths).
#include <ATen/ops/full.h>

#include "bench/op_bench.h"
#include "ops/filters/convolve3d.h"

namespace kornia::bench {
namespace convolve3d_bench {

OpBench Convolve3d() {
  OpBench op;
  op.package = "filters";
  op.name = "convolve3d";
  // A volume (C, D, H, W) = (3, 8, 128, 128): the bytes of a 256x256 image x 2,
  // and a shared 3 x 3 x 3 box kernel.
  op.inputs = [](const InputSpec& s) {
    torch::Tensor v = MakeImage({.channels = 3 * 8, .height = 128, .width = 128}, s);
    v = s.batch > 0 ? v.view({s.batch, 3, 8, 128, 128}) : v.view({1, 3, 8, 128, 128});
    return Inputs{v, at::full({1, 3, 3, 3}, 1.0 / 27, v.options().dtype(at::kFloat))};
  };
  op.call = [](const Inputs& x) { return Outputs{filters::convolve3d(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(Convolve3d);

}  // namespace convolve3d_bench
}  // namespace kornia::bench
