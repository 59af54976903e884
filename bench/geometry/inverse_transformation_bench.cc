// Benchmark of ops/geometry/inverse_transformation (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/inverse_transformation.h"

namespace kornia::bench {
namespace inverse_transformation_bench {

OpBench InverseTransformation() {
  // Camera poses: 64 per image, (64 B, 4, 4) (the last row as drawn: read as [0, 0, 0, 1]).
  return TensorsOp(
      "geometry", "inverse_transformation",
      [](int64_t b) {
        return Shapes{{64 * b, 4, 4}};
      },
      -2, 2, [](const Inputs& x) { return geometry::inverse_transformation(x[0]); });
}

KC_BENCH_OP(InverseTransformation);

}  // namespace inverse_transformation_bench
}  // namespace kornia::bench
