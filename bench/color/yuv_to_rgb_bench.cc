// Benchmark of ops/color/yuv_to_rgb (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/yuv_to_rgb.h"

namespace kornia::bench {
namespace yuv_to_rgb_bench {

OpBench YuvToRgb() {
  OpBench op = ImageOp("color", "yuv_to_rgb", {.channels = 3},
                       [](const torch::Tensor& x) { return color::yuv_to_rgb(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(YUV2RGB)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_YUV2RGB);
      }));
  return op;
}

KC_BENCH_OP(YuvToRgb);

}  // namespace yuv_to_rgb_bench
}  // namespace kornia::bench
