// Benchmark of ops/color/hls_to_rgb (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/hls_to_rgb.h"

namespace kornia::bench {
namespace hls_to_rgb_bench {

OpBench HlsToRgb() {
  OpBench op = ImageOp("color", "hls_to_rgb", {.channels = 3},
                       [](const torch::Tensor& x) { return color::hls_to_rgb(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(HLS2RGB_FULL)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_HLS2RGB_FULL);
      }));
  return op;
}

KC_BENCH_OP(HlsToRgb);

}  // namespace hls_to_rgb_bench
}  // namespace kornia::bench
