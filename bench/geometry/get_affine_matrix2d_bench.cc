// Benchmark of ops/geometry/get_affine_matrix2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/get_affine_matrix2d.h"

namespace kornia::bench {
namespace get_affine_matrix2d_bench {

OpBench GetAffineMatrix2d() {
  // RandomAffine's parameters: 64 per image (translations, center, scale, angle, sx, sy), in [0.5,
  // 2).
  return TensorsOp(
      "geometry", "get_affine_matrix2d",
      [](int64_t b) {
        return Shapes{{64 * b, 2}, {64 * b, 2}, {64 * b, 2}, {64 * b}, {64 * b}, {64 * b}};
      },
      0.5, 2,
      [](const Inputs& x) {
        return geometry::get_affine_matrix2d(x[0], x[1], x[2], x[3], x[4], x[5]);
      });
}

KC_BENCH_OP(GetAffineMatrix2d);

}  // namespace get_affine_matrix2d_bench
}  // namespace kornia::bench
