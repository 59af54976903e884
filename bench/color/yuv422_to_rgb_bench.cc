// Benchmark of ops/color/yuv422_to_rgb (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/yuv422_to_rgb.h"

namespace kornia::bench {
namespace yuv422_to_rgb_bench {

OpBench Yuv422ToRgb() {
  OpBench op;
  op.package = "color";
  op.name = "yuv422_to_rgb";
  // The planes of one 256x256 image: Y (1, H, W) and UV (2, H / 1, W / 2).
  op.inputs = [](const InputSpec& s) {
    return Inputs{MakeImage({.channels = 1}, s),
                  MakeImage({.channels = 2, .lo = -0.5, .hi = 0.5, .height = 256 / 1, .width = 128},
                            {s.batch, s.dtype, s.seed + 7919})};
  };
  op.call = [](const Inputs& x) { return Outputs{color::yuv422_to_rgb(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(Yuv422ToRgb);

}  // namespace yuv422_to_rgb_bench
}  // namespace kornia::bench
