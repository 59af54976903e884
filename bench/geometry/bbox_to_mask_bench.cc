// Benchmark of ops/geometry/bbox_to_mask (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/bbox_to_mask.h"

namespace kornia::bench {
namespace bbox_to_mask_bench {

OpBench BboxToMask() {
  // RandomErasing's masks: one box per image onto 256 x 256, corners in [0, 256).
  return TensorsOp(
      "geometry", "bbox_to_mask",
      [](int64_t b) {
        return Shapes{{b, 4, 2}};
      },
      0, 256, [](const Inputs& x) { return geometry::bbox_to_mask(x[0], 256, 256); });
}

KC_BENCH_OP(BboxToMask);

}  // namespace bbox_to_mask_bench
}  // namespace kornia::bench
