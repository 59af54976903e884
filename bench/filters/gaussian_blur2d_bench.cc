// Benchmark of ops/filters/gaussian_blur2d (bench/op_bench.h: its regimes and paths).
// Input: 5x5, sigma 1.5, reflect border (the common case of albumentations and OpenCV).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/filters/gaussian_blur2d.h"

namespace kornia::bench {
namespace gaussian_blur2d_bench {

OpBench GaussianBlur2d() {
  OpBench op = ImageOp("filters", "gaussian_blur2d", {.uint8 = true, .batched = true},
                       [](const torch::Tensor& x) {
                         return filters::gaussian_blur2d(x, {5, 5}, {1.5, 1.5});
                       });
  op.peers.push_back(OpenCv(
      "cv::GaussianBlur(5x5, 1.5, REFLECT_101)", [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        cv::GaussianBlur(in[0], out, cv::Size(5, 5), 1.5, 1.5, cv::BORDER_REFLECT_101);
      }));
  return op;
}

KC_BENCH_OP(GaussianBlur2d);

}  // namespace gaussian_blur2d_bench
}  // namespace kornia::bench
