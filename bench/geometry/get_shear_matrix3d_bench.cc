// Benchmark of ops/geometry/get_shear_matrix3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/get_shear_matrix3d.h"

namespace kornia::bench {
namespace get_shear_matrix3d_bench {

OpBench GetShearMatrix3d() {
  // RandomAffine3D's parameters: 64 shears per volume (center, six angles), in [-0.5, 0.5).
  return TensorsOp(
      "geometry", "get_shear_matrix3d",
      [](int64_t b) {
        return Shapes{{64 * b, 3}, {64 * b}, {64 * b}, {64 * b}, {64 * b}, {64 * b}, {64 * b}};
      },
      -0.5, 0.5,
      [](const Inputs& x) {
        return geometry::get_shear_matrix3d(x[0], x[1], x[2], x[3], x[4], x[5], x[6]);
      });
}

KC_BENCH_OP(GetShearMatrix3d);

}  // namespace get_shear_matrix3d_bench
}  // namespace kornia::bench
