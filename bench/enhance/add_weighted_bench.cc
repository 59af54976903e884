// Benchmark of ops/enhance/add_weighted (bench/op_bench.h: its regimes and paths).
#include <opencv2/imgproc.hpp>
#include <vector>

#include "bench/op_bench.h"
#include "bench/opencv_peer.h"
#include "ops/enhance/add_weighted.h"

namespace kornia::bench {
namespace add_weighted_bench {

OpBench AddWeighted() {
  OpBench op;
  op.package = "enhance";
  op.name = "add_weighted";
  op.inputs = [](const InputSpec& s) {
    return Inputs{MakeImage({}, s), MakeImage({}, {s.batch, s.dtype, s.seed + 7919})};
  };
  op.call = [](const Inputs& x) {
    return Outputs{enhance::add_weighted(x[0], 0.7, x[1], 0.3, 0.05)};
  };
  op.peers.push_back(OpenCv("cv::addWeighted",
                            [](const std::vector<cv::Mat>& in, cv::Mat& out) {
                              cv::addWeighted(in[0], 0.7, in[1], 0.3, 0.05, out);
                            },
                            {0, 1}));
  return op;
}

KC_BENCH_OP(AddWeighted);

}  // namespace add_weighted_bench
}  // namespace kornia::bench
