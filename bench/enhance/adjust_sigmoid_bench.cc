// Benchmark of ops/enhance/adjust_sigmoid (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_sigmoid.h"

namespace kornia::bench {
namespace adjust_sigmoid_bench {

OpBench AdjustSigmoid() {
  return ImageOp("enhance", "adjust_sigmoid", {},
                 [](const torch::Tensor& x) { return enhance::adjust_sigmoid(x); });
}

KC_BENCH_OP(AdjustSigmoid);

}  // namespace adjust_sigmoid_bench
}  // namespace kornia::bench
