// Benchmark of ops/enhance/adjust_brightness_accumulative (bench/op_bench.h: its regimes and
// paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_brightness_accumulative.h"

namespace kornia::bench {
namespace adjust_brightness_accumulative_bench {

OpBench AdjustBrightnessAccumulative() {
  return ImageOp("enhance", "adjust_brightness_accumulative", {}, [](const torch::Tensor& x) {
    return enhance::adjust_brightness_accumulative(x, 0.2);
  });
}

KC_BENCH_OP(AdjustBrightnessAccumulative);

}  // namespace adjust_brightness_accumulative_bench
}  // namespace kornia::bench
