// Benchmark of ops/geometry/transform_points (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/transform_points.h"

namespace kornia::bench {
namespace transform_points_bench {

OpBench TransformPoints() {
  // Point clouds: (B, 4096, 3) points, one (4, 4) transformation per cloud.
  return TensorsOp(
      "geometry", "transform_points",
      [](int64_t b) {
        return Shapes{{b, 4, 4}, {b, 4096, 3}};
      },
      -2, 2, [](const Inputs& x) { return geometry::transform_points(x[0], x[1]); });
}

KC_BENCH_OP(TransformPoints);

}  // namespace transform_points_bench
}  // namespace kornia::bench
