// Benchmark of ops/color/rgb_to_hls (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/rgb_to_hls.h"

namespace kornia::bench {
namespace rgb_to_hls_bench {

OpBench RgbToHls() {
  OpBench op = ImageOp("color", "rgb_to_hls", {.channels = 3},
                       [](const torch::Tensor& x) { return color::rgb_to_hls(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(RGB2HLS_FULL)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_RGB2HLS_FULL);
      }));
  return op;
}

KC_BENCH_OP(RgbToHls);

}  // namespace rgb_to_hls_bench
}  // namespace kornia::bench
