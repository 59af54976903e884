// Benchmark of ops/geometry/infer_bbox_shape (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/infer_bbox_shape.h"

namespace kornia::bench {
namespace infer_bbox_shape_bench {

OpBench InferBboxShape() {
  // Crop augmentations' output sizes: 64 boxes per image, corners in [0, 256).
  OpBench op = TensorsOp(
      "geometry", "infer_bbox_shape",
      [](int64_t b) {
        return Shapes{{64 * b, 4, 2}};
      },
      0, 256, [](const Inputs& x) { return std::get<0>(geometry::infer_bbox_shape(x[0])); });
  op.call = [](const Inputs& x) {
    auto [heights, widths] = geometry::infer_bbox_shape(x[0]);
    return Outputs{heights, widths};
  };
  return op;
}

KC_BENCH_OP(InferBboxShape);

}  // namespace infer_bbox_shape_bench
}  // namespace kornia::bench
