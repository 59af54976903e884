// Benchmark of ops/enhance/adjust_brightness (bench/op_bench.h: its regimes and paths).
#include <opencv2/core.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/adjust_brightness.h"

namespace kornia::bench {
namespace adjust_brightness_bench {

OpBench AdjustBrightness() {
  // uint8: the table of ops/enhance/levels.h, applied by the native kernel.
  OpBench op = ImageOp("enhance", "adjust_brightness", {.uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return enhance::adjust_brightness(x, 0.2); });
  op.peers.push_back(OpenCv("cv::Mat::convertTo(x + 51, saturated) (uint8)",
                            [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                              in[0].convertTo(out, -1, 1.0, 0.2 * 255);
                            }));
  return op;
}

KC_BENCH_OP(AdjustBrightness);

}  // namespace adjust_brightness_bench
}  // namespace kornia::bench
