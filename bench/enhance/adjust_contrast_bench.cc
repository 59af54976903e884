// Benchmark of ops/enhance/adjust_contrast (bench/op_bench.h: its regimes and paths).
#include <opencv2/core.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/adjust_contrast.h"

namespace kornia::bench {
namespace adjust_contrast_bench {

OpBench AdjustContrast() {
  // uint8: the table of ops/enhance/levels.h, applied by the native kernel.
  OpBench op = ImageOp("enhance", "adjust_contrast", {.uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return enhance::adjust_contrast(x, 1.5); });
  op.peers.push_back(OpenCv(
      "cv::Mat::convertTo(1.5 x, saturated) (uint8)",
      [](const std::vector<cv::Mat>& in, cv::Mat& out) { in[0].convertTo(out, -1, 1.5, 0.0); }));
  return op;
}

KC_BENCH_OP(AdjustContrast);

}  // namespace adjust_contrast_bench
}  // namespace kornia::bench
