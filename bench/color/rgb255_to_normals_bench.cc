// Benchmark of ops/color/rgb255_to_normals (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgb255_to_normals.h"

namespace kornia::bench {
namespace rgb255_to_normals_bench {

OpBench Rgb255ToNormals() {
  return ImageOp("color", "rgb255_to_normals", {.channels = 3, .hi = 255.0, .uint8 = true},
                 [](const torch::Tensor& x) { return color::rgb255_to_normals(x); });
}

KC_BENCH_OP(Rgb255ToNormals);

}  // namespace rgb255_to_normals_bench
}  // namespace kornia::bench
