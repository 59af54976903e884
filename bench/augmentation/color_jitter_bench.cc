// Benchmark of ops/augmentation/color_jitter (bench/op_bench.h: its regimes and paths).
#include <memory>

#include "bench/op_bench.h"
#include "ops/augmentation/color_jitter.h"

namespace kornia::bench {
namespace color_jitter_bench {

OpBench ColorJitter() {
  // Kornia's benchmark setting: every factor 0.1, fixed order (brightness,
  // contrast, saturation, hue), p = 1; one generator for the benchmark's life.
  auto jitter = std::make_shared<augmentation::ColorJitter>(
      std::vector<double>{0.1}, std::vector<double>{0.1}, std::vector<double>{0.1},
      std::vector<double>{0.1}, 1.0, std::vector<int64_t>{0, 1, 2, 3},
      at::detail::createCPUGenerator(2026));
  return ImageOp("augmentation", "color_jitter", {},
                 [jitter](const torch::Tensor& x) { return (*jitter)(x); });
}

KC_BENCH_OP(ColorJitter);

}  // namespace color_jitter_bench
}  // namespace kornia::bench
