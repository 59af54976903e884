// Benchmark of ops/enhance/equalize_clahe (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/equalize_clahe.h"

namespace kornia::bench {
namespace equalize_clahe_bench {

OpBench EqualizeClahe() {
  return ImageOp("enhance", "equalize_clahe", {},
                 [](const torch::Tensor& x) { return enhance::equalize_clahe(x); });
}

KC_BENCH_OP(EqualizeClahe);

}  // namespace equalize_clahe_bench
}  // namespace kornia::bench
