// Benchmark of ops/color/rgba_to_rgb (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgba_to_rgb.h"

namespace kornia::bench {
namespace rgba_to_rgb_bench {

OpBench RgbaToRgb() {
  return ImageOp("color", "rgba_to_rgb", {.channels = 4},
                 [](const torch::Tensor& x) { return color::rgba_to_rgb(x); });
}

KC_BENCH_OP(RgbaToRgb);

}  // namespace rgba_to_rgb_bench
}  // namespace kornia::bench
