// Benchmark of ops/enhance/adjust_contrast_with_mean_subtraction (bench/op_bench.h: its regimes and
// paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_contrast_with_mean_subtraction.h"

namespace kornia::bench {
namespace adjust_contrast_with_mean_subtraction_bench {

OpBench AdjustContrastWithMeanSubtraction() {
  return ImageOp("enhance", "adjust_contrast_with_mean_subtraction", {},
                 [](const torch::Tensor& x) {
                   return enhance::adjust_contrast_with_mean_subtraction(x, 1.5);
                 });
}

KC_BENCH_OP(AdjustContrastWithMeanSubtraction);

}  // namespace adjust_contrast_with_mean_subtraction_bench
}  // namespace kornia::bench
