// Benchmark of ops/color/raw_to_rgb (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/raw_to_rgb.h"

namespace kornia::bench {
namespace raw_to_rgb_bench {

OpBench RawToRgb() {
  return ImageOp("color", "raw_to_rgb", {.channels = 1},
                 [](const torch::Tensor& x) { return color::raw_to_rgb(x, color::CFA::kBG); });
}

KC_BENCH_OP(RawToRgb);

}  // namespace raw_to_rgb_bench
}  // namespace kornia::bench
