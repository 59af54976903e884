// Benchmark of ops/enhance/histogram2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/histogram2d.h"

namespace kornia::bench {
namespace histogram2d_bench {

OpBench Histogram2d() {
  OpBench op;
  op.package = "enhance";
  op.name = "histogram2d";
  // x1, x2 (B, 4096) in [0, 1), 64 bins, bandwidth 0.01 (histogram's sizes).
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor x = MakeImage({.channels = 2, .height = 64, .width = 64}, s);
    const torch::Tensor flat = x.reshape({std::max<int64_t>(s.batch, 1), 2, 4096});
    return Inputs{flat.select(1, 0).contiguous(), flat.select(1, 1).contiguous(),
                  torch::linspace(0, 1, 64, x.options()), torch::tensor(0.01, x.options())};
  };
  op.call = [](const Inputs& x) { return Outputs{enhance::histogram2d(x[0], x[1], x[2], x[3])}; };
  return op;
}

KC_BENCH_OP(Histogram2d);

}  // namespace histogram2d_bench
}  // namespace kornia::bench
