// Benchmark of ops/enhance/adjust_gamma (bench/op_bench.h: its regimes and paths).
#include <cmath>
#include <cstdint>
#include <opencv2/core.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/adjust_gamma.h"

namespace kornia::bench {
namespace adjust_gamma_bench {

OpBench AdjustGamma() {
  // uint8: the table of ops/enhance/levels.h, applied by the native kernel.
  OpBench op = ImageOp("enhance", "adjust_gamma", {.uint8 = true, .native = true},
                       [](const torch::Tensor& x) { return enhance::adjust_gamma(x, 2.2); });
  op.peers.push_back(OpenCv("cv::LUT (uint8, 255 (x / 255)^2.2, table made once)",
                            [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                              static const cv::Mat lut = [] {
                                cv::Mat t(1, 256, CV_8U);
                                for (int v = 0; v < 256; ++v)
                                  t.at<uint8_t>(v) =
                                      cv::saturate_cast<uint8_t>(255 * std::pow(v / 255.0, 2.2));
                                return t;
                              }();
                              cv::LUT(in[0], lut, out);
                            }));
  return op;
}

KC_BENCH_OP(AdjustGamma);

}  // namespace adjust_gamma_bench
}  // namespace kornia::bench
