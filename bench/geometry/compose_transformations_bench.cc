// Benchmark of ops/geometry/compose_transformations (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/compose_transformations.h"

namespace kornia::bench {
namespace compose_transformations_bench {

OpBench ComposeTransformations() {
  // Camera poses: 64 per image, (64 B, 4, 4) pairs (the last row as drawn: read as [0, 0, 0, 1]).
  return TensorsOp(
      "geometry", "compose_transformations",
      [](int64_t b) {
        return Shapes{{64 * b, 4, 4}, {64 * b, 4, 4}};
      },
      -2, 2, [](const Inputs& x) { return geometry::compose_transformations(x[0], x[1]); });
}

KC_BENCH_OP(ComposeTransformations);

}  // namespace compose_transformations_bench
}  // namespace kornia::bench
