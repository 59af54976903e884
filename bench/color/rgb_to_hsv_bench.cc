// Benchmark of ops/color/rgb_to_hsv (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/rgb_to_hsv.h"

namespace kornia::bench {
namespace rgb_to_hsv_bench {

OpBench RgbToHsv() {
  OpBench op = ImageOp("color", "rgb_to_hsv", {.channels = 3},
                       [](const torch::Tensor& x) { return color::rgb_to_hsv(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(RGB2HSV_FULL)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_RGB2HSV_FULL);
      }));
  return op;
}

KC_BENCH_OP(RgbToHsv);

}  // namespace rgb_to_hsv_bench
}  // namespace kornia::bench
