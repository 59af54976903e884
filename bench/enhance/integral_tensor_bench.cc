// Benchmark of ops/enhance/integral_tensor (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/integral_tensor.h"

namespace kornia::bench {
namespace integral_tensor_bench {

OpBench IntegralTensor() {
  return ImageOp("enhance", "integral_tensor", {.uint8 = true},
                 [](const torch::Tensor& x) { return enhance::integral_tensor(x); });
}

KC_BENCH_OP(IntegralTensor);

}  // namespace integral_tensor_bench
}  // namespace kornia::bench
