// Benchmark of ops/geometry/transform_bbox (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/transform_bbox.h"

namespace kornia::bench {
namespace transform_bbox_bench {

OpBench TransformBbox() {
  // A geometric augmentation's boxes: 64 (x1, y1, x2, y2) per image under the
  // image's 3 x 3 transformation, values in [0, 256).
  return TensorsOp(
      "geometry", "transform_bbox",
      [](int64_t b) {
        return Shapes{{b, 3, 3}, {b, 64, 4}};
      },
      0, 256, [](const Inputs& x) { return geometry::transform_bbox(x[0], x[1]); });
}

KC_BENCH_OP(TransformBbox);

}  // namespace transform_bbox_bench
}  // namespace kornia::bench
