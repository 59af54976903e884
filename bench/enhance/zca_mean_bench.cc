// Benchmark of ops/enhance/zca_mean (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/zca_mean.h"

namespace kornia::bench {
namespace zca_mean_bench {

OpBench ZcaMean() {
  OpBench op;
  op.package = "enhance";
  op.name = "zca_mean";
  // (N, 3, 16, 16) samples (F = 768 features), dim 0: the fit is an F x F
  // covariance and its SVD (a 256x256 image would be F = 196,608).
  op.image_batch = 32;  // a fit needs samples: 32 in every regime
  op.inputs = [](const InputSpec& s) {
    return Inputs{MakeImage({.batched = true, .height = 16, .width = 16}, s)};
  };
  op.call = [](const Inputs& x) {
    auto [transform, mean, inverse] = enhance::zca_mean(x[0]);
    return Outputs{transform, mean};
  };
  return op;
}

KC_BENCH_OP(ZcaMean);

}  // namespace zca_mean_bench
}  // namespace kornia::bench
