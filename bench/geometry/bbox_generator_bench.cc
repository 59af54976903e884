// Benchmark of ops/geometry/bbox_generator (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/bbox_generator.h"

namespace kornia::bench {
namespace bbox_generator_bench {

OpBench BboxGenerator() {
  // Crop augmentations' boxes: 64 per image (x_start, y_start, width, height), in [0, 256).
  return TensorsOp(
      "geometry", "bbox_generator",
      [](int64_t b) {
        return Shapes{{64 * b}, {64 * b}, {64 * b}, {64 * b}};
      },
      0, 256, [](const Inputs& x) { return geometry::bbox_generator(x[0], x[1], x[2], x[3]); });
}

KC_BENCH_OP(BboxGenerator);

}  // namespace bbox_generator_bench
}  // namespace kornia::bench
