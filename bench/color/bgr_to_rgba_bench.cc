// Benchmark of ops/color/bgr_to_rgba (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/bgr_to_rgba.h"

namespace kornia::bench {
namespace bgr_to_rgba_bench {

OpBench BgrToRgba() {
  OpBench op = ImageOp("color", "bgr_to_rgba", {.channels = 3, .uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return color::bgr_to_rgba(x, 1.0); });
  op.peers.push_back(
      OpenCv("cv::cvtColor(BGR2RGBA)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::cvtColor(in[0], out, cv::COLOR_BGR2RGBA);
      }));
  return op;
}

KC_BENCH_OP(BgrToRgba);

}  // namespace bgr_to_rgba_bench
}  // namespace kornia::bench
