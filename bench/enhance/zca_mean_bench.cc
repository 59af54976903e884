// Benchmark of ops/enhance/zca_mean (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/zca_mean.h"

namespace kornia::bench {
namespace zca_mean_bench {

OpBench ZcaMean() {
  OpBench op;
  op.package = "enhance";
  op.name = "zca_mean";
  // (N, 3, 4, 4) samples (F = 48 features), dim 0: the fit is an F x F
  // covariance and its eigendecomposition, the fixed-sweep Jacobi of
  // ops/enhance/zca_mean.cc, O(F**3) per sweep and ~40 graph nodes per
  // rotation step: 148 s per eager fit at F = 768 (3 x 16 x 16; LAPACK's SVD
  // took 0.13 s there), 1.7 s at F = 192, whose traced graph (2,292 steps)
  // outgrew the smoke test's 300 s and took 6.7 GB. See the known limits.
  op.image_batch = 32;  // a fit needs samples: 32 in every regime
  op.inputs = [](const InputSpec& s) {
    return Inputs{MakeImage({.batched = true, .height = 4, .width = 4}, s)};
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
