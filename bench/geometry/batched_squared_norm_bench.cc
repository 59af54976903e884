// Benchmark of ops/geometry/batched_squared_norm (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/batched_squared_norm.h"

namespace kornia::bench {
namespace batched_squared_norm_bench {

OpBench BatchedSquaredNorm() {
  // Point clouds: x (B, 4096, 3), one squared norm per point.
  return TensorsOp(
      "geometry", "batched_squared_norm",
      [](int64_t b) {
        return Shapes{{b, 4096, 3}};
      },
      -2, 2, [](const Inputs& x) { return geometry::batched_squared_norm(x[0]); });
}

KC_BENCH_OP(BatchedSquaredNorm);

}  // namespace batched_squared_norm_bench
}  // namespace kornia::bench
