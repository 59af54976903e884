// Benchmark of ops/geometry/infer_bbox_shape3d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/bbox_generator3d.h"
#include "ops/geometry/infer_bbox_shape3d.h"

namespace kornia::bench {
namespace infer_bbox_shape3d_bench {

// 64 cuboids per volume (starts and sizes in [0, 256), made by
// bbox_generator3d outside the timing: the op checks they are cuboids).
OpBench InferBboxShape3d() {
  OpBench op = TensorsOp(
      "geometry", "infer_bbox_shape3d",
      [](int64_t b) { return Shapes{{64 * b}, {64 * b}, {64 * b}, {64 * b}, {64 * b}, {64 * b}}; },
      0, 256, [](const Inputs& x) { return std::get<0>(geometry::infer_bbox_shape3d(x[0])); });
  op.inputs = [starts = op.inputs](const InputSpec& s) {
    const Inputs x = starts(s);
    return Inputs{geometry::bbox_generator3d(x[0], x[1], x[2], x[3], x[4], x[5])};
  };
  op.call = [](const Inputs& x) {
    auto [depths, heights, widths] = geometry::infer_bbox_shape3d(x[0]);
    return Outputs{depths, heights, widths};
  };
  return op;
}

KC_BENCH_OP(InferBboxShape3d);

}  // namespace infer_bbox_shape3d_bench
}  // namespace kornia::bench
