// Benchmark of ops/color/rgb_to_raw (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgb_to_raw.h"

namespace kornia::bench {
namespace rgb_to_raw_bench {

OpBench RgbToRaw() {
  return ImageOp("color", "rgb_to_raw", {.channels = 3, .uint8 = true},
                 [](const torch::Tensor& x) { return color::rgb_to_raw(x, color::CFA::kBG); });
}

KC_BENCH_OP(RgbToRaw);

}  // namespace rgb_to_raw_bench
}  // namespace kornia::bench
