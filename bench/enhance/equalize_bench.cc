// Benchmark of ops/enhance/equalize (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/equalize.h"

namespace kornia::bench {
namespace equalize_bench {

OpBench Equalize() {
  return ImageOp("enhance", "equalize", {},
                 [](const torch::Tensor& x) { return enhance::equalize(x); });
}

KC_BENCH_OP(Equalize);

}  // namespace equalize_bench
}  // namespace kornia::bench
