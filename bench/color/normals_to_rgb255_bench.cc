// Benchmark of ops/color/normals_to_rgb255 (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/normals_to_rgb255.h"

namespace kornia::bench {
namespace normals_to_rgb255_bench {

OpBench NormalsToRgb255() {
  return ImageOp("color", "normals_to_rgb255", {.channels = 3, .lo = -1.0, .hi = 1.0},
                 [](const torch::Tensor& x) { return color::normals_to_rgb255(x); });
}

KC_BENCH_OP(NormalsToRgb255);

}  // namespace normals_to_rgb255_bench
}  // namespace kornia::bench
