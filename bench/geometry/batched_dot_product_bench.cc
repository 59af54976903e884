// Benchmark of ops/geometry/batched_dot_product (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/batched_dot_product.h"

namespace kornia::bench {
namespace batched_dot_product_bench {

OpBench BatchedDotProduct() {
  // Point clouds: x, y (B, 4096, 3), one dot product per point.
  OpBench op;
  op.package = "geometry";
  op.name = "batched_dot_product";
  op.inputs = [](const InputSpec& s) {
    const int64_t b = s.batch > 0 ? s.batch : 1;
    torch::Generator gen = at::detail::createCPUGenerator(0x6c61 + s.seed);
    auto draw = [&](std::vector<int64_t> shape) {
      return (torch::rand(shape, gen) * 4 - 2).to(s.dtype);
    };
    return Inputs{draw({b, 4096, 3}), draw({b, 4096, 3})};
  };
  op.call = [](const Inputs& x) { return Outputs{geometry::batched_dot_product(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(BatchedDotProduct);

}  // namespace batched_dot_product_bench
}  // namespace kornia::bench
