// Benchmark of ops/color/rgb_to_bgr (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/rgb_to_bgr.h"

namespace kornia::bench {
namespace rgb_to_bgr_bench {

OpBench RgbToBgr() {
  OpBench op = ImageOp("color", "rgb_to_bgr", {.channels = 3, .uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return color::rgb_to_bgr(x); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(RGB2BGR)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_RGB2BGR);
      }));
  return op;
}

KC_BENCH_OP(RgbToBgr);

}  // namespace rgb_to_bgr_bench
}  // namespace kornia::bench
