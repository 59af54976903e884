// Benchmark of ops/color/rgb_to_luv (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/rgb_to_luv.h"

namespace kornia::bench {
namespace rgb_to_luv_bench {

OpBench RgbToLuv() {
  OpBench op = ImageOp("color", "rgb_to_luv", {.channels = 3},
                       [](const torch::Tensor& x) { return color::rgb_to_luv(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(RGB2Luv)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_RGB2Luv);
      }));
  return op;
}

KC_BENCH_OP(RgbToLuv);

}  // namespace rgb_to_luv_bench
}  // namespace kornia::bench
