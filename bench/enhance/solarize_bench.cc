// Benchmark of ops/enhance/solarize (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/solarize.h"

namespace kornia::bench {
namespace solarize_bench {

OpBench Solarize() {
  return ImageOp("enhance", "solarize", {},
                 [](const torch::Tensor& x) { return enhance::solarize(x); });
}

KC_BENCH_OP(Solarize);

}  // namespace solarize_bench
}  // namespace kornia::bench
