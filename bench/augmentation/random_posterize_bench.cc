// Benchmark of ops/augmentation/random_posterize (bench/op_bench.h: its regimes and paths).
#include <memory>

#include "bench/op_bench.h"
#include "ops/augmentation/random_posterize.h"

namespace kornia::bench {
namespace random_posterize_bench {

OpBench RandomPosterize() {
  // bits drawn in [3, 8], p = 0.5, one generator for the benchmark's life.
  auto posterize = std::make_shared<augmentation::RandomPosterize>(
      3.0, 0.5, at::detail::createCPUGenerator(2026));
  return ImageOp("augmentation", "random_posterize", {},
                 [posterize](const torch::Tensor& x) { return (*posterize)(x); });
}

KC_BENCH_OP(RandomPosterize);

}  // namespace random_posterize_bench
}  // namespace kornia::bench
