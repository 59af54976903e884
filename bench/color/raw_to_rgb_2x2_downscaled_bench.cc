// Benchmark of ops/color/raw_to_rgb_2x2_downscaled (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/raw_to_rgb_2x2_downscaled.h"

namespace kornia::bench {
namespace raw_to_rgb_2x2_downscaled_bench {

OpBench RawToRgb2x2Downscaled() {
  return ImageOp("color", "raw_to_rgb_2x2_downscaled", {.channels = 1}, [](const torch::Tensor& x) {
    return color::raw_to_rgb_2x2_downscaled(x, color::CFA::kBG);
  });
}

KC_BENCH_OP(RawToRgb2x2Downscaled);

}  // namespace raw_to_rgb_2x2_downscaled_bench
}  // namespace kornia::bench
