// Benchmark of ops/geometry/transform_points (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/transform_points.h"

namespace kornia::bench {
namespace transform_points_bench {

OpBench TransformPoints() {
  // Point clouds: (B, 4096, 3) points, one (4, 4) transformation per cloud.
  OpBench op;
  op.package = "geometry";
  op.name = "transform_points";
  op.inputs = [](const InputSpec& s) {
    const int64_t b = s.batch > 0 ? s.batch : 1;
    torch::Generator gen = at::detail::createCPUGenerator(0x6c61 + s.seed);
    auto draw = [&](std::vector<int64_t> shape) {
      return (torch::rand(shape, gen) * 4 - 2).to(s.dtype);
    };
    return Inputs{draw({b, 4, 4}), draw({b, 4096, 3})};
  };
  op.call = [](const Inputs& x) { return Outputs{geometry::transform_points(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(TransformPoints);

}  // namespace transform_points_bench
}  // namespace kornia::bench
