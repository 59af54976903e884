// Benchmark of ops/enhance/image_histogram2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/image_histogram2d.h"

namespace kornia::bench {
namespace image_histogram2d_bench {

OpBench ImageHistogram2d() {
  // 64x64 images, 64 bins over [0, 1]: the triangular kernel is
  // B x C x H x W x n_bins elements (a 256x256 image with 256 bins: 50 M per
  // image); these sizes keep regime (a) at 25 M.
  return ImageOpOutputs("enhance", "image_histogram2d", {.uint8 = true, .height = 64, .width = 64},
                        [](const torch::Tensor& x) {
                          const double max = x.is_floating_point() ? 1.0 : 255.0;
                          auto [hist, pdf] = enhance::image_histogram2d(x, 0.0, max, 64);
                          return Outputs{hist, pdf};
                        });
}

KC_BENCH_OP(ImageHistogram2d);

}  // namespace image_histogram2d_bench
}  // namespace kornia::bench
