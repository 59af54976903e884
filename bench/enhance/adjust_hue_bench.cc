// Benchmark of ops/enhance/adjust_hue (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_hue.h"

namespace kornia::bench {
namespace adjust_hue_bench {

OpBench AdjustHue() {
  // uint8: the levels form (ops/enhance/levels.h) in one native pass, as the
  // float32 form (kornia_cpp::_adjust_hue).
  return ImageOp("enhance", "adjust_hue",
                 {.channels = 3, .uint8 = true, .native = true, .native_float32 = true},
                 [](const torch::Tensor& x) { return enhance::adjust_hue(x, 0.5); });
}

KC_BENCH_OP(AdjustHue);

}  // namespace adjust_hue_bench
}  // namespace kornia::bench
