// Benchmark of ops/enhance/adjust_gamma (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_gamma.h"

namespace kornia::bench {
namespace adjust_gamma_bench {

OpBench AdjustGamma() {
  return ImageOp("enhance", "adjust_gamma", {},
                 [](const torch::Tensor& x) { return enhance::adjust_gamma(x, 2.2); });
}

KC_BENCH_OP(AdjustGamma);

}  // namespace adjust_gamma_bench
}  // namespace kornia::bench
