// Benchmark of ops/color/rgb255_to_rgb (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgb255_to_rgb.h"

namespace kornia::bench {
namespace rgb255_to_rgb_bench {

OpBench Rgb255ToRgb() {
  return ImageOp("color", "rgb255_to_rgb", {.channels = 3, .hi = 255.0},
                 [](const torch::Tensor& x) { return color::rgb255_to_rgb(x); });
}

KC_BENCH_OP(Rgb255ToRgb);

}  // namespace rgb255_to_rgb_bench
}  // namespace kornia::bench
