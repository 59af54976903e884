// Benchmark of ops/color/rgb_to_y (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgb_to_y.h"

namespace kornia::bench {
namespace rgb_to_y_bench {

OpBench RgbToY() {
  return ImageOp("color", "rgb_to_y", {.channels = 3},
                 [](const torch::Tensor& x) { return color::rgb_to_y(x); });
}

KC_BENCH_OP(RgbToY);

}  // namespace rgb_to_y_bench
}  // namespace kornia::bench
