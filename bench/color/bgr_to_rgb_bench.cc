// Benchmark of ops/color/bgr_to_rgb (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/bgr_to_rgb.h"

namespace kornia::bench {
namespace bgr_to_rgb_bench {

OpBench BgrToRgb() {
  OpBench op = ImageOp("color", "bgr_to_rgb", {.channels = 3, .uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return color::bgr_to_rgb(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(BGR2RGB)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_BGR2RGB);
      }));
  return op;
}

KC_BENCH_OP(BgrToRgb);

}  // namespace bgr_to_rgb_bench
}  // namespace kornia::bench
