// Benchmark of ops/geometry/relative_transformation (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/relative_transformation.h"

namespace kornia::bench {
namespace relative_transformation_bench {

OpBench RelativeTransformation() {
  // Camera poses: 64 per image, (64 B, 4, 4) pairs (the last row as drawn: read as [0, 0, 0, 1]).
  return TensorsOp(
      "geometry", "relative_transformation",
      [](int64_t b) {
        return Shapes{{64 * b, 4, 4}, {64 * b, 4, 4}};
      },
      -2, 2, [](const Inputs& x) { return geometry::relative_transformation(x[0], x[1]); });
}

KC_BENCH_OP(RelativeTransformation);

}  // namespace relative_transformation_bench
}  // namespace kornia::bench
