// Benchmark of ops/geometry/warp_affine (bench/op_bench.h: its regimes and paths).
#include <cmath>
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/geometry/warp_affine.h"

namespace kornia::bench {
namespace warp_affine_bench {

OpBench WarpAffine() {
  // A 10 degree rotation about the centre with scale 0.9, bilinear, zeros
  // padding, into 256x256; M (B, 2, 3).
  OpBench op;
  op.package = "geometry";
  op.name = "warp_affine";
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor x = MakeImage({.batched = true}, s);
    const double a = 10.0 * M_PI / 180.0, k = 0.9, c = 127.5;
    const double m[6] = {k * std::cos(a),  k * std::sin(a), 0.0,
                         -k * std::sin(a), k * std::cos(a), 0.0};
    torch::Tensor matrix =
        torch::tensor({m[0], m[1], c - m[0] * c - m[1] * c, m[3], m[4], c - m[3] * c - m[4] * c},
                      torch::kDouble)
            .view({1, 2, 3})
            .to(x.scalar_type())
            .expand({x.size(0), 2, 3})
            .contiguous();
    return Inputs{x, matrix};
  };
  op.call = [](const Inputs& x) { return Outputs{geometry::warp_affine(x[0], x[1], {256, 256})}; };
  op.peers.push_back(OpenCv(
      "cv::warpAffine(INTER_LINEAR, BORDER_CONSTANT)",
      [](const std::vector<cv::Mat>& in, cv::Mat& out) {
        const double a = 10.0 * M_PI / 180.0, k = 0.9, c = 127.5;
        const cv::Matx23d m(k * std::cos(a), k * std::sin(a),
                            c - k * std::cos(a) * c - k * std::sin(a) * c, -k * std::sin(a),
                            k * std::cos(a), c + k * std::sin(a) * c - k * std::cos(a) * c);
        cv::warpAffine(in[0], out, m, cv::Size(256, 256), cv::INTER_LINEAR, cv::BORDER_CONSTANT);
      }));
  return op;
}

KC_BENCH_OP(WarpAffine);

}  // namespace warp_affine_bench
}  // namespace kornia::bench
