// Benchmark of ops/color/linear_rgb_to_rgb (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/linear_rgb_to_rgb.h"

namespace kornia::bench {
namespace linear_rgb_to_rgb_bench {

OpBench LinearRgbToRgb() {
  return ImageOp("color", "linear_rgb_to_rgb", {.channels = 3},
                 [](const torch::Tensor& x) { return color::linear_rgb_to_rgb(x); });
}

KC_BENCH_OP(LinearRgbToRgb);

}  // namespace linear_rgb_to_rgb_bench
}  // namespace kornia::bench
