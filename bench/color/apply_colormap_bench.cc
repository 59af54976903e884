// Benchmark of ops/color/apply_colormap (bench/op_bench.h: its regimes and paths).
// Input: viridis, 64 colors (Kornia's default size); uint8 values index the palette through x /
// 255.
#include <memory>

#include "bench/op_bench.h"
#include "ops/color/apply_colormap.h"

namespace kornia::bench {
namespace apply_colormap_bench {

OpBench ApplyColormap() {
  auto viridis = std::make_shared<color::ColorMap>("viridis");
  return ImageOp("color", "apply_colormap", {.channels = 1, .uint8 = true},
                 [viridis](const torch::Tensor& x) { return color::apply_colormap(x, *viridis); });
}

KC_BENCH_OP(ApplyColormap);

}  // namespace apply_colormap_bench
}  // namespace kornia::bench
