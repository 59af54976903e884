// Benchmark of ops/geometry/projection_from_Rt (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/projection_from_Rt.h"

namespace kornia::bench {
namespace projection_from_Rt_bench {

OpBench ProjectionFromRt() {
  // Camera poses: 64 per image, (64 B, 3, 3) rotations and (64 B, 3, 1) translations.
  return TensorsOp(
      "geometry", "projection_from_Rt",
      [](int64_t b) {
        return Shapes{{64 * b, 3, 3}, {64 * b, 3, 1}};
      },
      -2, 2, [](const Inputs& x) { return geometry::projection_from_Rt(x[0], x[1]); });
}

KC_BENCH_OP(ProjectionFromRt);

}  // namespace projection_from_Rt_bench
}  // namespace kornia::bench
