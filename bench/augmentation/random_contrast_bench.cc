// Benchmark of ops/augmentation/random_contrast (bench/op_bench.h: its regimes and paths).
#include <memory>
#include <vector>

#include "bench/op_bench.h"
#include "ops/augmentation/random_contrast.h"

namespace kornia::bench {
namespace random_contrast_bench {

OpBench RandomContrast() {
  // Factors drawn in (0.9, 1.1) (Kornia's benchmark setting), clip_output,
  // p = 1; one generator for the benchmark's life.
  auto op = std::make_shared<augmentation::RandomContrast>(std::vector<double>{0.9, 1.1}, true, 1.0,
                                                           at::detail::createCPUGenerator(2026));
  return ImageOp("augmentation", "random_contrast", {},
                 [op](const torch::Tensor& x) { return (*op)(x); });
}

KC_BENCH_OP(RandomContrast);

}  // namespace random_contrast_bench
}  // namespace kornia::bench
