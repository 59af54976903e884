// Benchmark of ops/geometry/squared_norm (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/squared_norm.h"

namespace kornia::bench {
namespace squared_norm_bench {

OpBench SquaredNorm() {
  // Point clouds: x (B, 4096, 3), one squared norm per point.
  return TensorsOp(
      "geometry", "squared_norm",
      [](int64_t b) {
        return Shapes{{b, 4096, 3}};
      },
      -2, 2, [](const Inputs& x) { return geometry::squared_norm(x[0]); });
}

KC_BENCH_OP(SquaredNorm);

}  // namespace squared_norm_bench
}  // namespace kornia::bench
