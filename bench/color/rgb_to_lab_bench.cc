// Benchmark of ops/color/rgb_to_lab (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/rgb_to_lab.h"

namespace kornia::bench {
namespace rgb_to_lab_bench {

OpBench RgbToLab() {
  OpBench op = ImageOp("color", "rgb_to_lab", {.channels = 3},
                       [](const torch::Tensor& x) { return color::rgb_to_lab(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(RGB2Lab)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_RGB2Lab);
      }));
  return op;
}

KC_BENCH_OP(RgbToLab);

}  // namespace rgb_to_lab_bench
}  // namespace kornia::bench
