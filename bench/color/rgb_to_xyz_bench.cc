// Benchmark of ops/color/rgb_to_xyz (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/rgb_to_xyz.h"

namespace kornia::bench {
namespace rgb_to_xyz_bench {

OpBench RgbToXyz() {
  OpBench op = ImageOp("color", "rgb_to_xyz", {.channels = 3},
                       [](const torch::Tensor& x) { return color::rgb_to_xyz(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(RGB2XYZ)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_RGB2XYZ);
      }));
  return op;
}

KC_BENCH_OP(RgbToXyz);

}  // namespace rgb_to_xyz_bench
}  // namespace kornia::bench
