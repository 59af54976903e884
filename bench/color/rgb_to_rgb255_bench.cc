// Benchmark of ops/color/rgb_to_rgb255 (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgb_to_rgb255.h"

namespace kornia::bench {
namespace rgb_to_rgb255_bench {

OpBench RgbToRgb255() {
  return ImageOp("color", "rgb_to_rgb255", {.channels = 3},
                 [](const torch::Tensor& x) { return color::rgb_to_rgb255(x); });
}

KC_BENCH_OP(RgbToRgb255);

}  // namespace rgb_to_rgb255_bench
}  // namespace kornia::bench
