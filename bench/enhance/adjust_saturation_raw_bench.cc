// Benchmark of ops/enhance/adjust_saturation_raw (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_saturation_raw.h"

namespace kornia::bench {
namespace adjust_saturation_raw_bench {

OpBench AdjustSaturationRaw() {
  return ImageOp("enhance", "adjust_saturation_raw", {.channels = 3},
                 [](const torch::Tensor& x) { return enhance::adjust_saturation_raw(x, 1.5); });
}

KC_BENCH_OP(AdjustSaturationRaw);

}  // namespace adjust_saturation_raw_bench
}  // namespace kornia::bench
