// Benchmark of ops/geometry/get_projective_transform (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/get_projective_transform.h"

namespace kornia::bench {
namespace get_projective_transform_bench {

OpBench GetProjectiveTransform() {
  // RandomAffine3D's rotations, 64 per volume (center, axis-angle, scales), in [0.5, 2).
  return TensorsOp(
      "geometry", "get_projective_transform",
      [](int64_t b) {
        return Shapes{{64 * b, 3}, {64 * b, 3}, {64 * b, 3}};
      },
      0.5, 2, [](const Inputs& x) { return geometry::get_projective_transform(x[0], x[1], x[2]); });
}

KC_BENCH_OP(GetProjectiveTransform);

}  // namespace get_projective_transform_bench
}  // namespace kornia::bench
