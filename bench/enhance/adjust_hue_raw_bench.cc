// Benchmark of ops/enhance/adjust_hue_raw (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_hue_raw.h"

namespace kornia::bench {
namespace adjust_hue_raw_bench {

OpBench AdjustHueRaw() {
  return ImageOp("enhance", "adjust_hue_raw", {.channels = 3},
                 [](const torch::Tensor& x) { return enhance::adjust_hue_raw(x, 1.0); });
}

KC_BENCH_OP(AdjustHueRaw);

}  // namespace adjust_hue_raw_bench
}  // namespace kornia::bench
