// Benchmark of ops/augmentation/random_vertical_flip (bench/op_bench.h: its regimes and paths).
#include <memory>
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/augmentation/random_vertical_flip.h"

namespace kornia::bench {
namespace random_vertical_flip_bench {

OpBench RandomVerticalFlip() {
  // p = 0.5, one generator for the benchmark's life (draws continue across
  // calls, as a training loop's do).
  auto flip =
      std::make_shared<augmentation::RandomVerticalFlip>(0.5, at::detail::createCPUGenerator(2026));
  OpBench op = ImageOp("augmentation", "random_vertical_flip",
                       {.uint8 = true, .native = true, .native_float32 = true},
                       [flip](const torch::Tensor& x) { return (*flip)(x); });
  op.peers.push_back(
      OpenCv("cv::flip(0), every call (the op flips with p = 0.5)",
             [](const std::vector<cv::Mat>& in, cv::Mat& out) { cv::flip(in[0], out, 0); }));
  return op;
}

KC_BENCH_OP(RandomVerticalFlip);

}  // namespace random_vertical_flip_bench
}  // namespace kornia::bench
