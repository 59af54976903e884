// Benchmark of ops/geometry/get_perspective_transform (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/get_perspective_transform.h"

namespace kornia::bench {
namespace get_perspective_transform_bench {

OpBench GetPerspectiveTransform() {
  // RandomPerspective's parameters: 64 quad pairs per image, (64 B, 4, 2) in [0, 100).
  return TensorsOp(
      "geometry", "get_perspective_transform",
      [](int64_t b) {
        return Shapes{{64 * b, 4, 2}, {64 * b, 4, 2}};
      },
      0, 100, [](const Inputs& x) { return geometry::get_perspective_transform(x[0], x[1]); });
}

KC_BENCH_OP(GetPerspectiveTransform);

}  // namespace get_perspective_transform_bench
}  // namespace kornia::bench
