// Benchmark of ops/enhance/adjust_brightness (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_brightness.h"

namespace kornia::bench {
namespace adjust_brightness_bench {

OpBench AdjustBrightness() {
  return ImageOp("enhance", "adjust_brightness", {},
                 [](const torch::Tensor& x) { return enhance::adjust_brightness(x, 0.2); });
}

KC_BENCH_OP(AdjustBrightness);

}  // namespace adjust_brightness_bench
}  // namespace kornia::bench
