// OpenCV 4.6 (Debian) as a peer of an op's benchmark (bench/op_bench.h):
//   op.peers.push_back(OpenCv("cv::cvtColor(RGB2GRAY)",
//       [](const std::vector<cv::Mat>& in, cv::Mat& out) {
//         cv::cvtColor(in[0], out, cv::COLOR_RGB2GRAY);
//       }));
// The op's image inputs (`images`: their indices in the op's inputs, an image
// (C, H, W) or (1, C, H, W)) become OpenCV's interleaved H x W x C Mats of
// the same dtype (uint8 or float32) once, outside the timing. Each timed call
// writes a fresh `out` (as the op returns a new tensor); OpenCV runs on one
// thread (cv::setNumThreads(0)), as regimes (b) and (c) do.
#pragma once

#include <functional>
#include <opencv2/core.hpp>
#include <string>
#include <vector>

#include "bench/op_bench.h"

namespace kornia::bench {

using OpenCvCall = std::function<void(const std::vector<cv::Mat>& in, cv::Mat& out)>;

Peer OpenCv(std::string call, OpenCvCall fn, std::vector<size_t> images = {0});

}  // namespace kornia::bench
