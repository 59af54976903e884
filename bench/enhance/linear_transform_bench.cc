// Benchmark of ops/enhance/linear_transform (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/linear_transform.h"

namespace kornia::bench {
namespace linear_transform_bench {

OpBench LinearTransform() {
  OpBench op;
  op.package = "enhance";
  op.name = "linear_transform";
  // ZCA's use: (N, 3, 32, 32) images (F = 3,072 features), dim 0; the
  // transform is (F, F), so a 256x256 image (F = 196,608) would need 155 GB.
  op.uint8 = true;
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor x = MakeImage({.batched = true, .height = 32, .width = 32}, s);
    const torch::Tensor t = torch::eye(3072, torch::kFloat).mul_(0.5);
    return Inputs{x, x.is_floating_point() ? t.to(x.scalar_type()) : t,
                  torch::full({1, 3072}, 0.5, torch::kFloat)
                      .to(x.is_floating_point() ? x.scalar_type() : torch::kFloat)};
  };
  op.call = [](const Inputs& x) { return Outputs{enhance::linear_transform(x[0], x[1], x[2])}; };
  return op;
}

KC_BENCH_OP(LinearTransform);

}  // namespace linear_transform_bench
}  // namespace kornia::bench
