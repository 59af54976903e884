// Benchmark of ops/color/rgb_to_linear_rgb (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgb_to_linear_rgb.h"

namespace kornia::bench {
namespace rgb_to_linear_rgb_bench {

OpBench RgbToLinearRgb() {
  return ImageOp("color", "rgb_to_linear_rgb", {.channels = 3},
                 [](const torch::Tensor& x) { return color::rgb_to_linear_rgb(x); });
}

KC_BENCH_OP(RgbToLinearRgb);

}  // namespace rgb_to_linear_rgb_bench
}  // namespace kornia::bench
