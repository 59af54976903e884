// Benchmark of ops/color/rgb_to_yuv422 (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgb_to_yuv422.h"

namespace kornia::bench {
namespace rgb_to_yuv422_bench {

OpBench RgbToYuv422() {
  OpBench op = ImageOp("color", "rgb_to_yuv422", {.channels = 3}, nullptr);
  op.call = [](const Inputs& x) {
    auto [y, uv] = color::rgb_to_yuv422(x[0]);
    return Outputs{y, uv};
  };
  return op;
}

KC_BENCH_OP(RgbToYuv422);

}  // namespace rgb_to_yuv422_bench
}  // namespace kornia::bench
