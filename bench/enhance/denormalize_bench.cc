// Benchmark of ops/enhance/denormalize (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/denormalize.h"

namespace kornia::bench {
namespace denormalize_bench {

OpBench Denormalize() {
  OpBench op = ImageOp("enhance", "denormalize", {.uint8 = true, .native = true, .batched = true},
                       [](const torch::Tensor& x) { return enhance::denormalize(x, 0.5, 0.25); });
  op.peers.push_back(
      OpenCv("Mat::convertTo(CV_32F, std, mean)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        in[0].convertTo(out, CV_32F, 0.25, 0.5);
      }));
  return op;
}

KC_BENCH_OP(Denormalize);

}  // namespace denormalize_bench
}  // namespace kornia::bench
