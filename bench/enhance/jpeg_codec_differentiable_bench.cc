// Benchmark of ops/enhance/jpeg_codec_differentiable (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/jpeg_codec_differentiable.h"

namespace kornia::bench {
namespace jpeg_codec_differentiable_bench {

OpBench JpegCodecDifferentiable() {
  OpBench op = ImageOp("enhance", "jpeg_codec_differentiable", {.channels = 3}, nullptr);
  // Quality 90 for every image: a (N,) tensor, N the images of the call.
  op.call = [](const Inputs& x) {
    const int64_t n = x[0].dim() == 4 ? x[0].size(0) : 1;
    return Outputs{
        enhance::jpeg_codec_differentiable(x[0], torch::full({n}, 90.0, x[0].options()))};
  };
  return op;
}

KC_BENCH_OP(JpegCodecDifferentiable);

}  // namespace jpeg_codec_differentiable_bench
}  // namespace kornia::bench
