// Benchmark of ops/enhance/posterize (bench/op_bench.h: its regimes and paths).
#include <opencv2/core.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/posterize.h"

namespace kornia::bench {
namespace posterize_bench {

OpBench Posterize() {
  // uint8: the table of ops/enhance/levels.h, applied by the native kernel.
  OpBench op = ImageOp("enhance", "posterize", {.uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return enhance::posterize(x, 4); });
  op.peers.push_back(
      OpenCv("cv::bitwise_and(x, 0xF0) (uint8)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::bitwise_and(in[0], cv::Scalar::all(0xF0), out);
      }));
  return op;
}

KC_BENCH_OP(Posterize);

}  // namespace posterize_bench
}  // namespace kornia::bench
