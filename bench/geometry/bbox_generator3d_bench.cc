// Benchmark of ops/geometry/bbox_generator3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/bbox_generator3d.h"

namespace kornia::bench {
namespace bbox_generator3d_bench {

OpBench BboxGenerator3d() {
  // 3D crop boxes: 64 per volume (starts and sizes), in [0, 256).
  return TensorsOp(
      "geometry", "bbox_generator3d",
      [](int64_t b) { return Shapes{{64 * b}, {64 * b}, {64 * b}, {64 * b}, {64 * b}, {64 * b}}; },
      0, 256,
      [](const Inputs& x) {
        return geometry::bbox_generator3d(x[0], x[1], x[2], x[3], x[4], x[5]);
      });
}

KC_BENCH_OP(BboxGenerator3d);

}  // namespace bbox_generator3d_bench
}  // namespace kornia::bench
