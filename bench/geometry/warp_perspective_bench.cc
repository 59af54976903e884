// Benchmark of ops/geometry/warp_perspective (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/geometry/warp_perspective.h"

namespace kornia::bench {
namespace warp_perspective_bench {

// A keystone: the top edge narrowed and shifted, bilinear, zeros padding,
// into 256x256; M (B, 3, 3), row-major.
constexpr double kHomography[9] = {0.9, 0.1, 10.0, 0.02, 0.95, 5.0, 0.0005, 0.0003, 1.0};

OpBench WarpPerspective() {
  OpBench op;
  op.package = "geometry";
  op.name = "warp_perspective";
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor x = MakeImage({.batched = true}, s);
    const torch::Tensor matrix =
        torch::tensor(std::vector<double>(kHomography, kHomography + 9), torch::kDouble)
            .view({1, 3, 3})
            .to(x.scalar_type())
            .expand({x.size(0), 3, 3})
            .contiguous();
    return Inputs{x, matrix};
  };
  op.call = [](const Inputs& x) {
    return Outputs{geometry::warp_perspective(x[0], x[1], {256, 256})};
  };
  op.peers.push_back(OpenCv("cv::warpPerspective(INTER_LINEAR, BORDER_CONSTANT)",
                            [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                              const cv::Matx33d m(kHomography);
                              cv::warpPerspective(in[0], out, m, cv::Size(256, 256),
                                                  cv::INTER_LINEAR, cv::BORDER_CONSTANT);
                            }));
  return op;
}

KC_BENCH_OP(WarpPerspective);

}  // namespace warp_perspective_bench
}  // namespace kornia::bench
