// Benchmark of ops/geometry/get_affine_matrix3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/get_affine_matrix3d.h"

namespace kornia::bench {
namespace get_affine_matrix3d_bench {

OpBench GetAffineMatrix3d() {
  // RandomAffine3D's parameters, 64 per volume (translations, center, scale, angles, six shears),
  // in [0.5, 2).
  return TensorsOp(
      "geometry", "get_affine_matrix3d",
      [](int64_t b) {
        return Shapes{{64 * b, 3}, {64 * b, 3}, {64 * b, 3}, {64 * b, 3}, {64 * b},
                      {64 * b},    {64 * b},    {64 * b},    {64 * b},    {64 * b}};
      },
      0.5, 2,
      [](const Inputs& x) {
        return geometry::get_affine_matrix3d(x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8],
                                             x[9]);
      });
}

KC_BENCH_OP(GetAffineMatrix3d);

}  // namespace get_affine_matrix3d_bench
}  // namespace kornia::bench
