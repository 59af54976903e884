// Benchmark of ops/enhance/invert (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/invert.h"

namespace kornia::bench {
namespace invert_bench {

OpBench Invert() {
  OpBench op = ImageOp("enhance", "invert", {.uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return enhance::invert(x); });
  op.peers.push_back(OpenCv("cv::bitwise_not (uint8), cv::subtract(1, x) (float32)",
                            [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                              if (in[0].depth() == CV_8U) {
                                cv::bitwise_not(in[0], out);
                              } else {
                                cv::subtract(cv::Scalar::all(1.0), in[0], out);
                              }
                            }));
  return op;
}

KC_BENCH_OP(Invert);

}  // namespace invert_bench
}  // namespace kornia::bench
