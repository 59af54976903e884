// Benchmark of ops/geometry/warp_grid (bench/op_bench.h: its regimes and paths).
#include <vector>

#include "bench/op_bench.h"
#include "ops/geometry/create_meshgrid.h"
#include "ops/geometry/warp_grid.h"

namespace kornia::bench {
namespace warp_grid_bench {

OpBench WarpGrid() {
  // A 256x256 normalized meshgrid (1, H, W, 2) through each image's
  // homography (B, 3, 3): the grid homography_warp samples with.
  OpBench op;
  op.package = "geometry";
  op.name = "warp_grid";
  op.inputs = [](const InputSpec& s) {
    const int64_t b = s.batch > 0 ? s.batch : 1;
    const std::vector<double> h = {0.9, 0.1, 0.05, 0.02, 0.95, -0.03, 0.05, 0.03, 1.0};
    return Inputs{geometry::create_meshgrid(256, 256, true, torch::kCPU, s.dtype),
                  torch::tensor(h, torch::kDouble)
                      .view({1, 3, 3})
                      .to(s.dtype)
                      .expand({b, 3, 3})
                      .contiguous()};
  };
  op.call = [](const Inputs& x) { return Outputs{geometry::warp_grid(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(WarpGrid);

}  // namespace warp_grid_bench
}  // namespace kornia::bench
