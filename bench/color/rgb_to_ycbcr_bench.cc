// Benchmark of ops/color/rgb_to_ycbcr (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/rgb_to_ycbcr.h"

namespace kornia::bench {
namespace rgb_to_ycbcr_bench {

OpBench RgbToYcbcr() {
  OpBench op = ImageOp("color", "rgb_to_ycbcr", {.channels = 3},
                       [](const torch::Tensor& x) { return color::rgb_to_ycbcr(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(RGB2YCrCb)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_RGB2YCrCb);
      }));
  return op;
}

KC_BENCH_OP(RgbToYcbcr);

}  // namespace rgb_to_ycbcr_bench
}  // namespace kornia::bench
