// Benchmark of ops/geometry/point_line_distance (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/point_line_distance.h"

namespace kornia::bench {
namespace point_line_distance_bench {

OpBench PointLineDistance() {
  // Homogeneous points (B, 4096, 3) against as many lines (B, 4096, 3).
  OpBench op;
  op.package = "geometry";
  op.name = "point_line_distance";
  op.inputs = [](const InputSpec& s) {
    const int64_t b = s.batch > 0 ? s.batch : 1;
    torch::Generator gen = at::detail::createCPUGenerator(0x6c61 + s.seed);
    auto draw = [&](std::vector<int64_t> shape) {
      return (torch::rand(shape, gen) * 4 - 2).to(s.dtype);
    };
    return Inputs{draw({b, 4096, 3}), draw({b, 4096, 3})};
  };
  op.call = [](const Inputs& x) { return Outputs{geometry::point_line_distance(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(PointLineDistance);

}  // namespace point_line_distance_bench
}  // namespace kornia::bench
