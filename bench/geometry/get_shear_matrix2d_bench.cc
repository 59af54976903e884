// Benchmark of ops/geometry/get_shear_matrix2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/get_shear_matrix2d.h"

namespace kornia::bench {
namespace get_shear_matrix2d_bench {

OpBench GetShearMatrix2d() {
  // Augmentation parameters: 64 shears per image (center, sx, sy), in [-0.5, 0.5).
  return TensorsOp(
      "geometry", "get_shear_matrix2d",
      [](int64_t b) {
        return Shapes{{64 * b, 2}, {64 * b}, {64 * b}};
      },
      -0.5, 0.5, [](const Inputs& x) { return geometry::get_shear_matrix2d(x[0], x[1], x[2]); });
}

KC_BENCH_OP(GetShearMatrix2d);

}  // namespace get_shear_matrix2d_bench
}  // namespace kornia::bench
