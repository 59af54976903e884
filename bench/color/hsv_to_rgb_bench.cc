// Benchmark of ops/color/hsv_to_rgb (bench/op_bench.h: its regimes and paths).
// Input: values in [0, 2 pi): every channel holds a hue-range value, s and v past 1 cost the same.
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/hsv_to_rgb.h"

namespace kornia::bench {
namespace hsv_to_rgb_bench {

OpBench HsvToRgb() {
  OpBench op = ImageOp("color", "hsv_to_rgb", {.channels = 3, .hi = 6.283185307179586},
                       [](const torch::Tensor& x) { return color::hsv_to_rgb(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(HSV2RGB_FULL)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_HSV2RGB_FULL);
      }));
  return op;
}

KC_BENCH_OP(HsvToRgb);

}  // namespace hsv_to_rgb_bench
}  // namespace kornia::bench
