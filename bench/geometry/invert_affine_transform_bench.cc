// Benchmark of ops/geometry/invert_affine_transform (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/invert_affine_transform.h"

namespace kornia::bench {
namespace invert_affine_transform_bench {

OpBench InvertAffineTransform() {
  // warp_affine's inverse maps: 64 (2, 3) matrices per image, entries in [0.5, 2).
  return TensorsOp(
      "geometry", "invert_affine_transform",
      [](int64_t b) {
        return Shapes{{64 * b, 2, 3}};
      },
      0.5, 2, [](const Inputs& x) { return geometry::invert_affine_transform(x[0]); });
}

KC_BENCH_OP(InvertAffineTransform);

}  // namespace invert_affine_transform_bench
}  // namespace kornia::bench
