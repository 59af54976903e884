// Benchmark of ops/color/rgba_to_bgr (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/color/rgba_to_bgr.h"

namespace kornia::bench {
namespace rgba_to_bgr_bench {

OpBench RgbaToBgr() {
  return ImageOp("color", "rgba_to_bgr", {.channels = 4},
                 [](const torch::Tensor& x) { return color::rgba_to_bgr(x); });
}

KC_BENCH_OP(RgbaToBgr);

}  // namespace rgba_to_bgr_bench
}  // namespace kornia::bench
