// Benchmark of ops/geometry/bbox_to_mask3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/bbox_generator3d.h"
#include "ops/geometry/bbox_to_mask3d.h"

namespace kornia::bench {
namespace bbox_to_mask3d_bench {

// 3D random erasing's masks: one cuboid per volume onto 16 x 64 x 64 (the
// voxels of a 256 x 256 image), starts and sizes in [0, 16), made by
// bbox_generator3d outside the timing (the op checks they are cuboids).
OpBench BboxToMask3d() {
  OpBench op = TensorsOp(
      "geometry", "bbox_to_mask3d", [](int64_t b) { return Shapes{{b}, {b}, {b}, {b}, {b}, {b}}; },
      0, 16,
      [](const Inputs& x) {
        return geometry::bbox_to_mask3d(x[0], {16, 64, 64});
      });
  op.inputs = [starts = op.inputs](const InputSpec& s) {
    const Inputs x = starts(s);
    return Inputs{geometry::bbox_generator3d(x[0], x[1], x[2], x[3], x[4], x[5])};
  };
  return op;
}

KC_BENCH_OP(BboxToMask3d);

}  // namespace bbox_to_mask3d_bench
}  // namespace kornia::bench
