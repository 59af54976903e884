// Benchmark of ops/enhance/zca_whiten (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/zca_whiten.h"

namespace kornia::bench {
namespace zca_whiten_bench {

OpBench ZcaWhiten() {
  OpBench op;
  op.package = "enhance";
  op.name = "zca_whiten";
  // zca_mean's samples: (N, 3, 4, 4), F = 48, dim 0 (why so small: there).
  op.image_batch = 32;  // a fit needs samples: 32 in every regime
  op.inputs = [](const InputSpec& s) {
    return Inputs{MakeImage({.batched = true, .height = 4, .width = 4}, s)};
  };
  op.call = [](const Inputs& x) { return Outputs{enhance::zca_whiten(x[0])}; };
  return op;
}

KC_BENCH_OP(ZcaWhiten);

}  // namespace zca_whiten_bench
}  // namespace kornia::bench
