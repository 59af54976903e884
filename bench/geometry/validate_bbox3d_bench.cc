// Benchmark of ops/geometry/validate_bbox3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/bbox_generator3d.h"
#include "ops/geometry/validate_bbox3d.h"

namespace kornia::bench {
namespace validate_bbox3d_bench {

// 64 cuboids per volume (starts and sizes in [0, 256), made by
// bbox_generator3d outside the timing: the op raises on other boxes).
OpBench ValidateBbox3d() {
  OpBench op = TensorsOp(
      "geometry", "validate_bbox3d",
      [](int64_t b) { return Shapes{{64 * b}, {64 * b}, {64 * b}, {64 * b}, {64 * b}, {64 * b}}; },
      0, 256, [](const Inputs& x) { return geometry::validate_bbox3d(x[0]); });
  op.inputs = [starts = op.inputs](const InputSpec& s) {
    const Inputs x = starts(s);
    return Inputs{geometry::bbox_generator3d(x[0], x[1], x[2], x[3], x[4], x[5])};
  };
  return op;
}

KC_BENCH_OP(ValidateBbox3d);

}  // namespace validate_bbox3d_bench
}  // namespace kornia::bench
