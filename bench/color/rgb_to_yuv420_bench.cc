// Benchmark of ops/color/rgb_to_yuv420 (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgb_to_yuv420.h"

namespace kornia::bench {
namespace rgb_to_yuv420_bench {

OpBench RgbToYuv420() {
  return ImageOpOutputs("color", "rgb_to_yuv420", {.channels = 3}, [](const torch::Tensor& x) {
    auto [y, uv] = color::rgb_to_yuv420(x);
    return Outputs{y, uv};
  });
}

KC_BENCH_OP(RgbToYuv420);

}  // namespace rgb_to_yuv420_bench
}  // namespace kornia::bench
