// Benchmark of ops/losses/dice_loss (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/losses/dice_loss.h"

namespace kornia::bench {
namespace dice_loss_bench {

OpBench DiceLoss() {
  // Segmentation: pred (B, 3, 256, 256) logits, target (B, 256, 256)
  // labels in [0, 3), micro average.
  OpBench op;
  op.package = "losses";
  op.name = "dice_loss";
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor pred = MakeImage({.lo = -4.0, .hi = 4.0, .batched = true}, s);
    torch::Generator gen = at::detail::createCPUGenerator(0x7461 + s.seed);
    const torch::Tensor target = torch::randint(0, 3, {pred.size(0), 256, 256}, gen,
                                                torch::TensorOptions().dtype(torch::kLong));
    return Inputs{pred, target};
  };
  op.call = [](const Inputs& x) { return Outputs{losses::dice_loss(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(DiceLoss);

}  // namespace dice_loss_bench
}  // namespace kornia::bench
