// Benchmark of ops/enhance/posterize (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/posterize.h"

namespace kornia::bench {
namespace posterize_bench {

OpBench Posterize() {
  return ImageOp("enhance", "posterize", {},
                 [](const torch::Tensor& x) { return enhance::posterize(x, 4); });
}

KC_BENCH_OP(Posterize);

}  // namespace posterize_bench
}  // namespace kornia::bench
