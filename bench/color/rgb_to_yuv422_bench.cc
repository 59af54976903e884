// Benchmark of ops/color/rgb_to_yuv422 (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgb_to_yuv422.h"

namespace kornia::bench {
namespace rgb_to_yuv422_bench {

OpBench RgbToYuv422() {
  return ImageOpOutputs("color", "rgb_to_yuv422", {.channels = 3}, [](const torch::Tensor& x) {
    auto [y, uv] = color::rgb_to_yuv422(x);
    return Outputs{y, uv};
  });
}

KC_BENCH_OP(RgbToYuv422);

}  // namespace rgb_to_yuv422_bench
}  // namespace kornia::bench
