// Benchmark of ops/geometry/validate_bbox (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/validate_bbox.h"

namespace kornia::bench {
namespace validate_bbox_bench {

OpBench ValidateBbox() {
  // A crop augmentation's check of its boxes: 64 per image, corners in [0, 256).
  return TensorsOp(
      "geometry", "validate_bbox",
      [](int64_t b) {
        return Shapes{{64 * b, 4, 2}};
      },
      0, 256, [](const Inputs& x) { return geometry::validate_bbox(x[0]); });
}

KC_BENCH_OP(ValidateBbox);

}  // namespace validate_bbox_bench
}  // namespace kornia::bench
