// Benchmark of ops/color/rgb_to_yuv (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/rgb_to_yuv.h"

namespace kornia::bench {
namespace rgb_to_yuv_bench {

OpBench RgbToYuv() {
  OpBench op = ImageOp("color", "rgb_to_yuv", {.channels = 3},
                       [](const torch::Tensor& x) { return color::rgb_to_yuv(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(RGB2YUV)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_RGB2YUV);
      }));
  return op;
}

KC_BENCH_OP(RgbToYuv);

}  // namespace rgb_to_yuv_bench
}  // namespace kornia::bench
