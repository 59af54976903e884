// Benchmark of ops/geometry/relative_transformation (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/relative_transformation.h"

namespace kornia::bench {
namespace relative_transformation_bench {

OpBench RelativeTransformation() {
  // Camera poses: 64 per image, (64 B, 4, 4) pairs (the last row as drawn: read as [0, 0, 0, 1]).
  OpBench op;
  op.package = "geometry";
  op.name = "relative_transformation";
  op.inputs = [](const InputSpec& s) {
    const int64_t b = s.batch > 0 ? s.batch : 1;
    torch::Generator gen = at::detail::createCPUGenerator(0x6c61 + s.seed);
    auto draw = [&](std::vector<int64_t> shape) {
      return (torch::rand(shape, gen) * 4 - 2).to(s.dtype);
    };
    return Inputs{draw({64 * b, 4, 4}), draw({64 * b, 4, 4})};
  };
  op.call = [](const Inputs& x) { return Outputs{geometry::relative_transformation(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(RelativeTransformation);

}  // namespace relative_transformation_bench
}  // namespace kornia::bench
