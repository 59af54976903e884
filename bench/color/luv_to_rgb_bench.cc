// Benchmark of ops/color/luv_to_rgb (bench/op_bench.h: its regimes and paths).
// Input: values in [0, 100): L's range.
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/luv_to_rgb.h"

namespace kornia::bench {
namespace luv_to_rgb_bench {

OpBench LuvToRgb() {
  OpBench op = ImageOp("color", "luv_to_rgb", {.channels = 3, .hi = 100.0},
                       [](const torch::Tensor& x) { return color::luv_to_rgb(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(Luv2RGB)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_Luv2RGB);
      }));
  return op;
}

KC_BENCH_OP(LuvToRgb);

}  // namespace luv_to_rgb_bench
}  // namespace kornia::bench
