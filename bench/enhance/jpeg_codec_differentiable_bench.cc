// Benchmark of ops/enhance/jpeg_codec_differentiable (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/jpeg_codec_differentiable.h"

namespace kornia::bench {
namespace jpeg_codec_differentiable_bench {

OpBench JpegCodecDifferentiable() {
  // Quality 90 for every image: a (N,) tensor, N the images of the call.
  return ImageOp(
      "enhance", "jpeg_codec_differentiable", {.channels = 3}, [](const torch::Tensor& x) {
        const int64_t n = x.dim() == 4 ? x.size(0) : 1;
        return enhance::jpeg_codec_differentiable(x, torch::full({n}, 90.0, x.options()));
      });
}

KC_BENCH_OP(JpegCodecDifferentiable);

}  // namespace jpeg_codec_differentiable_bench
}  // namespace kornia::bench
