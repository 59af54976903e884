// Benchmark of ops/enhance/threshold (bench/op_bench.h: its regimes and paths).
// Input: uint8: thresh 128, maxval 255; floating: 0.5 and 1 (the dtype, not a value, picks them).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/threshold.h"

namespace kornia::bench {
namespace threshold_bench {

OpBench Threshold() {
  OpBench op =
      ImageOp("enhance", "threshold", {.uint8 = true, .native = true}, [](const torch::Tensor& x) {
        return x.is_floating_point() ? enhance::threshold(x, 0.5, 1.0)
                                     : enhance::threshold(x, 128.0, 255.0);
      });
  op.peers.push_back(
      OpenCv("cv::threshold(THRESH_BINARY)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        const bool u8 = in[0].depth() == CV_8U;
        cv::threshold(in[0], out, u8 ? 128.0 : 0.5, u8 ? 255.0 : 1.0, cv::THRESH_BINARY);
      }));
  return op;
}

KC_BENCH_OP(Threshold);

}  // namespace threshold_bench
}  // namespace kornia::bench
