// Benchmark of ops/enhance/adjust_saturation (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_saturation.h"

namespace kornia::bench {
namespace adjust_saturation_bench {

OpBench AdjustSaturation() {
  // uint8: the levels form (ops/enhance/levels.h) in one native pass, as the
  // float32 form (kornia_cpp::_adjust_saturation).
  return ImageOp("enhance", "adjust_saturation",
                 {.channels = 3, .uint8 = true, .native = true, .native_float32 = true},
                 [](const torch::Tensor& x) { return enhance::adjust_saturation(x, 1.5); });
}

KC_BENCH_OP(AdjustSaturation);

}  // namespace adjust_saturation_bench
}  // namespace kornia::bench
