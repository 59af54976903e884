// Benchmark of ops/color/rgb_to_grayscale (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/rgb_to_grayscale.h"

namespace kornia::bench {
namespace rgb_to_grayscale_bench {

OpBench RgbToGrayscale() {
  OpBench op = ImageOp("color", "rgb_to_grayscale", {.channels = 3, .uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return color::rgb_to_grayscale(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(RGB2GRAY)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_RGB2GRAY);
      }));
  return op;
}

KC_BENCH_OP(RgbToGrayscale);

}  // namespace rgb_to_grayscale_bench
}  // namespace kornia::bench
