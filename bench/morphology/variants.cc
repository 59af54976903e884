// Further forms of descriptor ops' benchmarks (KC_BENCH_VARIANT, bench/op_bench.h):
// each measured as `<op>@<label>` beside the descriptor's call.
#include "bench/op_bench.h"
#include "ops/morphology/dilation.h"
#include "ops/morphology/erosion.h"

// A flat 5 x 5 structuring element (the descriptor's call is 3 x 3), against
// OpenCV's dilate/erode with a 5 x 5 kernel of ones.
KC_BENCH_VARIANT("dilation", "5x5", [](const torch::Tensor& x) {
  return kornia::morphology::dilation(x, torch::ones({5, 5}, x.options()));
});
KC_BENCH_VARIANT("erosion", "5x5", [](const torch::Tensor& x) {
  return kornia::morphology::erosion(x, torch::ones({5, 5}, x.options()));
});
