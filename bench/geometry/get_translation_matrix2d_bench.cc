// Benchmark of ops/geometry/get_translation_matrix2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/get_translation_matrix2d.h"

namespace kornia::bench {
namespace get_translation_matrix2d_bench {

OpBench GetTranslationMatrix2d() {
  // Augmentation parameters: 64 translations per image, (64 B, 2) in [-50, 50).
  return TensorsOp(
      "geometry", "get_translation_matrix2d",
      [](int64_t b) {
        return Shapes{{64 * b, 2}};
      },
      -50, 50, [](const Inputs& x) { return geometry::get_translation_matrix2d(x[0]); });
}

KC_BENCH_OP(GetTranslationMatrix2d);

}  // namespace get_translation_matrix2d_bench
}  // namespace kornia::bench
