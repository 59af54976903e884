// Benchmark of ops/enhance/integral_image (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/integral_image.h"

namespace kornia::bench {
namespace integral_image_bench {

OpBench IntegralImage() {
  OpBench op = ImageOp("enhance", "integral_image", {.uint8 = true},
                       [](const torch::Tensor& x) { return enhance::integral_image(x); });
  op.peers.push_back(OpenCv("cv::integral", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
    cv::integral(in[0], out, CV_64F);
  }));
  return op;
}

KC_BENCH_OP(IntegralImage);

}  // namespace integral_image_bench
}  // namespace kornia::bench
