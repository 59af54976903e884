// Benchmark of ops/geometry/get_translation_matrix2d (bench/op_bench.h: its regimes and paths).
#include "bench/op_bench.h"
#include "ops/geometry/get_translation_matrix2d.h"

namespace kornia::bench {
namespace get_translation_matrix2d_bench {

OpBench GetTranslationMatrix2d() {
  // Augmentation parameters: 64 translations per image, (64 B, 2).
  OpBench op;
  op.package = "geometry";
  op.name = "get_translation_matrix2d";
  op.inputs = [](const InputSpec& s) {
    const int64_t b = s.batch > 0 ? s.batch : 1;
    torch::Generator gen = at::detail::createCPUGenerator(0x6c61 + s.seed);
    auto draw = [&](std::vector<int64_t> shape) {
      return (torch::rand(shape, gen) * 4 - 2).to(s.dtype);
    };
    return Inputs{draw({64 * b, 2}) * 25};
  };
  op.call = [](const Inputs& x) { return Outputs{geometry::get_translation_matrix2d(x[0])}; };
  return op;
}

KC_BENCH_OP(GetTranslationMatrix2d);

}  // namespace get_translation_matrix2d_bench
}  // namespace kornia::bench
