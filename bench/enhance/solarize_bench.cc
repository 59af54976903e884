// Benchmark of ops/enhance/solarize (bench/op_bench.h: its regimes and paths).
#include <cstdint>
#include <opencv2/core.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/solarize.h"

namespace kornia::bench {
namespace solarize_bench {

OpBench Solarize() {
  // uint8: the table of ops/enhance/levels.h, applied by the native kernel.
  OpBench op = ImageOp("enhance", "solarize", {.uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return enhance::solarize(x); });
  op.peers.push_back(OpenCv("cv::LUT (uint8, x < 128 ? x : 255 - x)",
                            [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                              static const cv::Mat lut = [] {
                                cv::Mat t(1, 256, CV_8U);
                                for (int v = 0; v < 256; ++v)
                                  t.at<uint8_t>(v) = static_cast<uint8_t>(v < 128 ? v : 255 - v);
                                return t;
                              }();
                              cv::LUT(in[0], lut, out);
                            }));
  return op;
}

KC_BENCH_OP(Solarize);

}  // namespace solarize_bench
}  // namespace kornia::bench
