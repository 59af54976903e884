// Benchmark of ops/geometry/euclidean_distance (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/euclidean_distance.h"

namespace kornia::bench {
namespace euclidean_distance_bench {

OpBench EuclideanDistance() {
  // Point clouds: x, y (B, 4096, 3), one distance per point pair.
  return TensorsOp(
      "geometry", "euclidean_distance",
      [](int64_t b) {
        return Shapes{{b, 4096, 3}, {b, 4096, 3}};
      },
      -2, 2, [](const Inputs& x) { return geometry::euclidean_distance(x[0], x[1]); });
}

KC_BENCH_OP(EuclideanDistance);

}  // namespace euclidean_distance_bench
}  // namespace kornia::bench
