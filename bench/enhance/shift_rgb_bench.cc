// Benchmark of ops/enhance/shift_rgb (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/shift_rgb.h"

namespace kornia::bench {
namespace shift_rgb_bench {

OpBench ShiftRgb() {
  OpBench op;
  op.package = "enhance";
  op.name = "shift_rgb";
  // Per-sample shifts (B,), as Kornia's augmentation passes them.
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor x = MakeImage({.batched = true}, s);
    const torch::Tensor shift = torch::full({x.size(0)}, 0.25, x.options());
    return Inputs{x, shift, -shift, shift};
  };
  op.call = [](const Inputs& x) { return Outputs{enhance::shift_rgb(x[0], x[1], x[2], x[3])}; };
  return op;
}

KC_BENCH_OP(ShiftRgb);

}  // namespace shift_rgb_bench
}  // namespace kornia::bench
