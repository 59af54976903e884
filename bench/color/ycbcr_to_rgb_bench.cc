// Benchmark of ops/color/ycbcr_to_rgb (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/ycbcr_to_rgb.h"

namespace kornia::bench {
namespace ycbcr_to_rgb_bench {

OpBench YcbcrToRgb() {
  OpBench op = ImageOp("color", "ycbcr_to_rgb", {.channels = 3},
                       [](const torch::Tensor& x) { return color::ycbcr_to_rgb(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(YCrCb2RGB)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_YCrCb2RGB);
      }));
  return op;
}

KC_BENCH_OP(YcbcrToRgb);

}  // namespace ycbcr_to_rgb_bench
}  // namespace kornia::bench
