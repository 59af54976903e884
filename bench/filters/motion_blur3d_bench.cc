// Benchmark of ops/filters/motion_blur3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/filters/motion_blur3d.h"

namespace kornia::bench {
namespace motion_blur3d_bench {

OpBench MotionBlur3d() {
  OpBench op;
  op.package = "filters";
  op.name = "motion_blur3d";
  // A volume (C, D, H, W) = (3, 8, 128, 128): the bytes of a 256x256 image x 2.
  op.inputs = [](const InputSpec& s) {
    torch::Tensor v = MakeImage({.channels = 3 * 8, .height = 128, .width = 128}, s);
    v = s.batch > 0 ? v.view({s.batch, 3, 8, 128, 128}) : v.view({1, 3, 8, 128, 128});
    return Inputs{v};
  };
  op.call = [](const Inputs& x) {
    return Outputs{filters::motion_blur3d(x[0], 5, {35.0, 10.0, -20.0}, 0.5)};
  };
  return op;
}

KC_BENCH_OP(MotionBlur3d);

}  // namespace motion_blur3d_bench
}  // namespace kornia::bench
