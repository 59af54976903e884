// Benchmark of ops/enhance/adjust_contrast (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_contrast.h"

namespace kornia::bench {
namespace adjust_contrast_bench {

OpBench AdjustContrast() {
  return ImageOp("enhance", "adjust_contrast", {},
                 [](const torch::Tensor& x) { return enhance::adjust_contrast(x, 1.5); });
}

KC_BENCH_OP(AdjustContrast);

}  // namespace adjust_contrast_bench
}  // namespace kornia::bench
