// Benchmark of ops/geometry/squared_norm (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/squared_norm.h"

namespace kornia::bench {
namespace squared_norm_bench {

OpBench SquaredNorm() {
  // Point clouds: x (B, 4096, 3), one squared norm per point.
  OpBench op;
  op.package = "geometry";
  op.name = "squared_norm";
  op.inputs = [](const InputSpec& s) {
    const int64_t b = s.batch > 0 ? s.batch : 1;
    torch::Generator gen = at::detail::createCPUGenerator(0x6c61 + s.seed);
    auto draw = [&](std::vector<int64_t> shape) {
      return (torch::rand(shape, gen) * 4 - 2).to(s.dtype);
    };
    return Inputs{draw({b, 4096, 3})};
  };
  op.call = [](const Inputs& x) { return Outputs{geometry::squared_norm(x[0])}; };
  return op;
}

KC_BENCH_OP(SquaredNorm);

}  // namespace squared_norm_bench
}  // namespace kornia::bench
