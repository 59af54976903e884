// Benchmark of ops/color/lab_to_rgb (bench/op_bench.h: its regimes and paths).
// Input: values in [0, 100): L's range; a and b in it too (in gamut or not costs the same).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/lab_to_rgb.h"

namespace kornia::bench {
namespace lab_to_rgb_bench {

OpBench LabToRgb() {
  OpBench op = ImageOp("color", "lab_to_rgb", {.channels = 3, .hi = 100.0},
                       [](const torch::Tensor& x) { return color::lab_to_rgb(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(Lab2RGB)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_Lab2RGB);
      }));
  return op;
}

KC_BENCH_OP(LabToRgb);

}  // namespace lab_to_rgb_bench
}  // namespace kornia::bench
