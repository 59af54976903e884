// Benchmark of ops/enhance/normalize (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/normalize.h"

namespace kornia::bench {
namespace normalize_bench {

OpBench Normalize() {
  OpBench op = ImageOp("enhance", "normalize", {.uint8 = true, .native = true, .batched = true},
                       [](const torch::Tensor& x) { return enhance::normalize(x, 0.5, 0.25); });
  op.peers.push_back(OpenCv("Mat::convertTo(CV_32F, 1 / std, -mean / std)",
                            [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                              in[0].convertTo(out, CV_32F, 1.0 / 0.25, -0.5 / 0.25);
                            }));
  return op;
}

KC_BENCH_OP(Normalize);

}  // namespace normalize_bench
}  // namespace kornia::bench
