// Benchmark of ops/enhance/adjust_saturation_with_gray_subtraction (bench/op_bench.h: its regimes
// and paths).
#include "bench/op_bench.h"
#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"

namespace kornia::bench {
namespace adjust_saturation_with_gray_subtraction_bench {

OpBench AdjustSaturationWithGraySubtraction() {
  // float32: one native pass (kornia_cpp::_saturation_gray_subtraction).
  return ImageOp("enhance", "adjust_saturation_with_gray_subtraction",
                 {.channels = 3, .native_float32 = true}, [](const torch::Tensor& x) {
                   return enhance::adjust_saturation_with_gray_subtraction(x, 1.5);
                 });
}

KC_BENCH_OP(AdjustSaturationWithGraySubtraction);

}  // namespace adjust_saturation_with_gray_subtraction_bench
}  // namespace kornia::bench
