// Benchmark of ops/geometry/homography_warp (bench/op_bench.h: its regimes and paths).
#include <vector>

#include "bench/op_bench.h"
#include "ops/geometry/homography_warp.h"

namespace kornia::bench {
namespace homography_warp_bench {

// A normalized keystone (grid_sample's [-1, 1] frame, Kornia's default),
// bilinear, zeros padding, into 256x256; src_homo_dst (B, 3, 3), row-major.
constexpr double kHomography[9] = {0.9, 0.1, 0.05, 0.02, 0.95, -0.03, 0.05, 0.03, 1.0};

OpBench HomographyWarp() {
  OpBench op;
  op.package = "geometry";
  op.name = "homography_warp";
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
    return Outputs{geometry::homography_warp(x[0], x[1], {256, 256})};
  };
  return op;
}

KC_BENCH_OP(HomographyWarp);

}  // namespace homography_warp_bench
}  // namespace kornia::bench
