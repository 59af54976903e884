#include "bench/opencv_peer.h"

#include <torch/torch.h>

#include <memory>
#include <stdexcept>
#include <utility>

namespace kornia::bench {
namespace {

// One image input, (C, H, W) or (1, C, H, W), as an interleaved H x W x C
// tensor whose storage the Mat views.
torch::Tensor Interleaved(const torch::Tensor& image) {
  torch::Tensor x = image.dim() == 4 ? image.squeeze(0) : image;
  if (x.dim() != 3) throw std::invalid_argument("OpenCv peer: expected an image (C, H, W)");
  if (x.scalar_type() != torch::kByte && x.scalar_type() != torch::kFloat)
    throw std::invalid_argument("OpenCv peer: expected uint8 or float32");
  return x.permute({1, 2, 0}).contiguous();
}

cv::Mat View(const torch::Tensor& hwc) {
  const int depth = hwc.scalar_type() == torch::kByte ? CV_8U : CV_32F;
  return cv::Mat(static_cast<int>(hwc.size(0)), static_cast<int>(hwc.size(1)),
                 CV_MAKETYPE(depth, static_cast<int>(hwc.size(2))), hwc.data_ptr());
}

}  // namespace

Peer OpenCv(std::string call, OpenCvCall fn, std::vector<size_t> images) {
  Peer peer;
  peer.library = "opencv";
  peer.call = std::move(call);
  peer.prepare = [fn = std::move(fn), images = std::move(images)](
                     const std::vector<Inputs>& pool) -> std::function<void(size_t)> {
    cv::setNumThreads(0);
    struct Converted {
      std::vector<torch::Tensor> storage;      // keeps the Mats' data alive
      std::vector<std::vector<cv::Mat>> mats;  // per pool entry
    };
    auto converted = std::make_shared<Converted>();
    for (const Inputs& inputs : pool) {
      std::vector<cv::Mat> mats;
      for (size_t i : images) {
        converted->storage.push_back(Interleaved(inputs.at(i)));
        mats.push_back(View(converted->storage.back()));
      }
      converted->mats.push_back(std::move(mats));
    }
    return [fn, converted](size_t i) {
      cv::Mat out;
      fn(converted->mats[i], out);
    };
  };
  return peer;
}

}  // namespace kornia::bench
