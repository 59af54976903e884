// Further forms of descriptor ops' benchmarks (KC_BENCH_VARIANT, bench/op_bench.h):
// each measured as `<op>@<label>` beside the descriptor's call.
#include "bench/op_bench.h"
#include "ops/filters/median_blur.h"

// median_blur's 5 x 5 window (the descriptor's call is 3 x 3): its own
// native sorting network, against OpenCV's medianBlur(5).
KC_BENCH_VARIANT("median_blur", "5x5", [](const torch::Tensor& x) {
  return kornia::filters::median_blur(x, {5, 5});
});
