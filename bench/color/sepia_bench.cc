// Benchmark of ops/color/sepia (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/color/sepia.h"

namespace kornia::bench {
namespace sepia_bench {

OpBench Sepia() {
  OpBench op = ImageOp("color", "sepia", {.channels = 3},
                       [](const torch::Tensor& x) { return color::sepia(x); });
  op.peers.push_back(OpenCv("cv::transform(3x3)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
    static const cv::Matx33f m(0.393f, 0.769f, 0.189f, 0.349f, 0.686f, 0.168f, 0.272f, 0.534f,
                               0.131f);
    cv::transform(in[0], out, m);
  }));
  return op;
}

KC_BENCH_OP(Sepia);

}  // namespace sepia_bench
}  // namespace kornia::bench
