// Benchmark of ops/color/grayscale_to_rgb (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/grayscale_to_rgb.h"

namespace kornia::bench {
namespace grayscale_to_rgb_bench {

OpBench GrayscaleToRgb() {
  OpBench op = ImageOp("color", "grayscale_to_rgb", {.channels = 1, .uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return color::grayscale_to_rgb(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(GRAY2RGB)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_GRAY2RGB);
      }));
  return op;
}

KC_BENCH_OP(GrayscaleToRgb);

}  // namespace grayscale_to_rgb_bench
}  // namespace kornia::bench
