// Benchmark of ops/geometry/crop_and_resize (bench/op_bench.h: its regimes and paths).
#include <vector>

#include "bench/op_bench.h"
#include "ops/geometry/crop_and_resize.h"

namespace kornia::bench {
namespace crop_and_resize_bench {

OpBench CropAndResize() {
  // Each image's box (32, 48)-(191, 207), a 160 x 160 square, resized to
  // 128x128, bilinear, zeros padding; boxes (B, 4, 2).
  OpBench op;
  op.package = "geometry";
  op.name = "crop_and_resize";
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor x = MakeImage({.batched = true}, s);
    const std::vector<double> box = {32, 48, 191, 48, 191, 207, 32, 207};
    return Inputs{x, torch::tensor(box, torch::kDouble)
                         .view({1, 4, 2})
                         .to(x.scalar_type())
                         .expand({x.size(0), 4, 2})
                         .contiguous()};
  };
  op.call = [](const Inputs& x) {
    return Outputs{geometry::crop_and_resize(x[0], x[1], {128, 128})};
  };
  return op;
}

KC_BENCH_OP(CropAndResize);

}  // namespace crop_and_resize_bench
}  // namespace kornia::bench
