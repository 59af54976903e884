// Benchmark of ops/geometry/get_rotation_matrix2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/get_rotation_matrix2d.h"

namespace kornia::bench {
namespace get_rotation_matrix2d_bench {

OpBench GetRotationMatrix2d() {
  // Augmentation parameters: 64 rotations per image (center, angle, scale), in [0.5, 2).
  return TensorsOp(
      "geometry", "get_rotation_matrix2d",
      [](int64_t b) {
        return Shapes{{64 * b, 2}, {64 * b}, {64 * b, 2}};
      },
      0.5, 2, [](const Inputs& x) { return geometry::get_rotation_matrix2d(x[0], x[1], x[2]); });
}

KC_BENCH_OP(GetRotationMatrix2d);

}  // namespace get_rotation_matrix2d_bench
}  // namespace kornia::bench
