// Benchmark of ops/geometry/projection_from_Rt (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/projection_from_Rt.h"

namespace kornia::bench {
namespace projection_from_Rt_bench {

OpBench ProjectionFromRt() {
  // Camera poses: 64 per image, (64 B, 3, 3) rotations and (64 B, 3, 1) translations.
  OpBench op;
  op.package = "geometry";
  op.name = "projection_from_Rt";
  op.inputs = [](const InputSpec& s) {
    const int64_t b = s.batch > 0 ? s.batch : 1;
    torch::Generator gen = at::detail::createCPUGenerator(0x6c61 + s.seed);
    auto draw = [&](std::vector<int64_t> shape) {
      return (torch::rand(shape, gen) * 4 - 2).to(s.dtype);
    };
    return Inputs{draw({64 * b, 3, 3}), draw({64 * b, 3, 1})};
  };
  op.call = [](const Inputs& x) { return Outputs{geometry::projection_from_Rt(x[0], x[1])}; };
  return op;
}

KC_BENCH_OP(ProjectionFromRt);

}  // namespace projection_from_Rt_bench
}  // namespace kornia::bench
