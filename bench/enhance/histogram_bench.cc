// Benchmark of ops/enhance/histogram (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/enhance/histogram.h"

namespace kornia::bench {
namespace histogram_bench {

OpBench Histogram() {
  OpBench op;
  op.package = "enhance";
  op.name = "histogram";
  // x (B, 4096) in [0, 1), 64 bins, bandwidth 0.01: the kernel density is
  // B x N x n_bins, so an image's 196,608 values would make 50 M elements
  // per image; 4,096 values keep regime (a) at 8.4 M (33 MB).
  op.inputs = [](const InputSpec& s) {
    const torch::Tensor x = MakeImage({.channels = 1, .height = 64, .width = 64}, s);
    return Inputs{x.reshape({std::max<int64_t>(s.batch, 1), 4096}),
                  torch::linspace(0, 1, 64, x.options()), torch::tensor(0.01, x.options())};
  };
  op.call = [](const Inputs& x) { return Outputs{enhance::histogram(x[0], x[1], x[2])}; };
  return op;
}

KC_BENCH_OP(Histogram);

}  // namespace histogram_bench
}  // namespace kornia::bench
