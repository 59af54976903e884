// Benchmark of ops/enhance/adjust_log (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_log.h"

namespace kornia::bench {
namespace adjust_log_bench {

OpBench AdjustLog() {
  return ImageOp("enhance", "adjust_log", {},
                 [](const torch::Tensor& x) { return enhance::adjust_log(x); });
}

KC_BENCH_OP(AdjustLog);

}  // namespace adjust_log_bench
}  // namespace kornia::bench
