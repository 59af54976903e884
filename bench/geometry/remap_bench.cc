// Benchmark of ops/geometry/remap (bench/op_bench.h: its regimes and paths).
#include <cmath>
#include <map>
#include <memory>
#include <opencv2/imgproc.hpp>
#include <utility>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/geometry/remap.h"

namespace kornia::bench {
namespace remap_bench {

constexpr double kDegrees = 10;

// OpenCV's maps of the same lookup: float32 H x W, x and y.
std::pair<cv::Mat, cv::Mat> CvMaps(int h, int w) {
  const double c = std::cos(kDegrees * M_PI / 180), n = std::sin(kDegrees * M_PI / 180);
  cv::Mat mx(h, w, CV_32FC1), my(h, w, CV_32FC1);
  for (int i = 0; i < h; ++i)
    for (int j = 0; j < w; ++j) {
      const double dj = j - (w - 1) / 2.0, di = i - (h - 1) / 2.0;
      mx.at<float>(i, j) = static_cast<float>(c * dj - n * di + (w - 1) / 2.0);
      my.at<float>(i, j) = static_cast<float>(n * dj + c * di + (h - 1) / 2.0);
    }
  return {mx, my};
}

OpBench Remap() {
  // One map pair for the batch, (1, H, W) pixel coordinates: the image turned
  // by 10 degrees about its centre (an undistortion-map-like lookup), bilinear,
  // zeros padding, align_corners=True (Kornia's pixel-map convention).
  OpBench op;
  op.package = "geometry";
  op.name = "remap";
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor x = MakeImage({.batched = true}, s);
    const int64_t h = x.size(-2), w = x.size(-1);
    const double c = std::cos(kDegrees * M_PI / 180), n = std::sin(kDegrees * M_PI / 180);
    const torch::Tensor j = torch::arange(w, torch::kDouble).view({1, 1, w}) - (w - 1) / 2.0;
    const torch::Tensor i = torch::arange(h, torch::kDouble).view({1, h, 1}) - (h - 1) / 2.0;
    return Inputs{x, (c * j - n * i + (w - 1) / 2.0).to(x.scalar_type()).contiguous(),
                  (n * j + c * i + (h - 1) / 2.0).to(x.scalar_type()).contiguous()};
  };
  op.call = [](const Inputs& x) {
    return Outputs{geometry::remap(x[0], x[1], x[2], "bilinear", "zeros", true)};
  };
  // The maps are made once per image size (the first, warm-up call).
  auto maps = std::make_shared<std::map<std::pair<int, int>, std::pair<cv::Mat, cv::Mat>>>();
  op.peers.push_back(OpenCv("cv::remap(INTER_LINEAR, BORDER_CONSTANT)",
                            [maps](const std::vector<cv::Mat>& in, cv::Mat& out) {
                              auto& m = (*maps)[{in[0].rows, in[0].cols}];
                              if (m.first.empty()) m = CvMaps(in[0].rows, in[0].cols);
                              cv::remap(in[0], out, m.first, m.second, cv::INTER_LINEAR,
                                        cv::BORDER_CONSTANT);
                            }));
  return op;
}

KC_BENCH_OP(Remap);

}  // namespace remap_bench
}  // namespace kornia::bench
