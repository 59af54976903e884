// Benchmark of ops/geometry/crop_by_transform_mat (bench/op_bench.h: its regimes and paths).
#include <vector>

#include "bench/op_bench.h"
#include "ops/geometry/crop_by_transform_mat.h"

namespace kornia::bench {
namespace crop_by_transform_mat_bench {

OpBench CropByTransformMat() {
  // A 2x zoom on the image's centre quarter as a (1, 3, 3) homography for the
  // batch, bilinear, zeros padding, into 128x128.
  OpBench op;
  op.package = "geometry";
  op.name = "crop_by_transform_mat";
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor x = MakeImage({.batched = true}, s);
    const std::vector<double> m = {2, 0, -128, 0, 2, -128, 0, 0, 1};
    return Inputs{x, torch::tensor(m, torch::kDouble).view({1, 3, 3}).to(x.scalar_type())};
  };
  op.call = [](const Inputs& x) {
    return Outputs{geometry::crop_by_transform_mat(x[0], x[1], {128, 128})};
  };
  return op;
}

KC_BENCH_OP(CropByTransformMat);

}  // namespace crop_by_transform_mat_bench
}  // namespace kornia::bench
