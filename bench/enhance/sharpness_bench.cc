// Benchmark of ops/enhance/sharpness (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/sharpness.h"

namespace kornia::bench {
namespace sharpness_bench {

OpBench Sharpness() {
  return ImageOp("enhance", "sharpness", {},
                 [](const torch::Tensor& x) { return enhance::sharpness(x, 0.5); });
}

KC_BENCH_OP(Sharpness);

}  // namespace sharpness_bench
}  // namespace kornia::bench
