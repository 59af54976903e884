// Benchmark of ops/geometry/batched_dot_product (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/batched_dot_product.h"

namespace kornia::bench {
namespace batched_dot_product_bench {

OpBench BatchedDotProduct() {
  // Point clouds: x, y (B, 4096, 3), one dot product per point.
  return TensorsOp(
      "geometry", "batched_dot_product",
      [](int64_t b) {
        return Shapes{{b, 4096, 3}, {b, 4096, 3}};
      },
      -2, 2, [](const Inputs& x) { return geometry::batched_dot_product(x[0], x[1]); });
}

KC_BENCH_OP(BatchedDotProduct);

}  // namespace batched_dot_product_bench
}  // namespace kornia::bench
