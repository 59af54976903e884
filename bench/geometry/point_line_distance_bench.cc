// Benchmark of ops/geometry/point_line_distance (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/point_line_distance.h"

namespace kornia::bench {
namespace point_line_distance_bench {

OpBench PointLineDistance() {
  // Homogeneous points (B, 4096, 3) against as many lines (B, 4096, 3).
  return TensorsOp(
      "geometry", "point_line_distance",
      [](int64_t b) {
        return Shapes{{b, 4096, 3}, {b, 4096, 3}};
      },
      -2, 2, [](const Inputs& x) { return geometry::point_line_distance(x[0], x[1]); });
}

KC_BENCH_OP(PointLineDistance);

}  // namespace point_line_distance_bench
}  // namespace kornia::bench
