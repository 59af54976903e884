// Benchmark of ops/enhance/normalize_min_max (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/normalize_min_max.h"

namespace kornia::bench {
namespace normalize_min_max_bench {

OpBench NormalizeMinMax() {
  return ImageOp("enhance", "normalize_min_max", {.uint8 = true},
                 [](const torch::Tensor& x) { return enhance::normalize_min_max(x); });
}

KC_BENCH_OP(NormalizeMinMax);

}  // namespace normalize_min_max_bench
}  // namespace kornia::bench
