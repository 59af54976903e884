// Benchmark of ops/augmentation/random_gaussian_noise (bench/op_bench.h: its regimes and paths).
#include <memory>

#include "bench/op_bench.h"
#include "ops/augmentation/random_gaussian_noise.h"

namespace kornia::bench {
namespace random_gaussian_noise_bench {

OpBench RandomGaussianNoise() {
  // mean 0, std 0.1, p = 0.5; one generator for the benchmark's life.
  auto noise = std::make_shared<augmentation::RandomGaussianNoise>(
      0.0, 0.1, 0.5, at::detail::createCPUGenerator(2026));
  return ImageOp("augmentation", "random_gaussian_noise", {},
                 [noise](const torch::Tensor& x) { return (*noise)(x); });
}

KC_BENCH_OP(RandomGaussianNoise);

}  // namespace random_gaussian_noise_bench
}  // namespace kornia::bench
