// The harness's own speed: conformance tests judged per second, per case (all
// point checks on every sweep point, a fresh Judge per iteration so tracing,
// replay compilation and save/load are counted), to size the budget of
// `bazel test //conformance/...`.
//   bazel run -c opt //conformance:harness_bench -- --benchmark_repetitions=3
// KC_CONFORMANCE_SAMPLE=N judges every N-th point only (the smoke test's 4).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "conformance/checks.h"
#include "conformance/registry.h"
#include "golden/store.h"

namespace kornia::conformance {
namespace {

void BM_Case(benchmark::State& state, std::string name) {
  const OpCase& c = Registry::Global().cases().at(name);
  const golden::Store store(GoldenRoot());
  const char* sample_env = std::getenv("KC_CONFORMANCE_SAMPLE");
  const size_t sample = sample_env ? std::max(1, std::atoi(sample_env)) : 1;
  std::vector<SweepPoint> points;
  const auto all = c.points();
  for (size_t i = 0; i < all.size(); i += sample) points.push_back(all[i]);
  int64_t tests = 0, failed = 0;
  for (auto _ : state) {
    Judge judge(&store);
    for (const auto& p : points)
      for (const std::string& check : PointChecks(c)) {
        if (!CheckApplies(check, p)) continue;
        failed += judge.Run(check, c, p, points).status == Status::kFail;
        ++tests;
      }
  }
  state.counters["tests_per_s"] =
      benchmark::Counter(static_cast<double>(tests), benchmark::Counter::kIsRate);
  state.counters["tests"] = static_cast<double>(tests) / static_cast<double>(state.iterations());
  state.counters["failed"] = static_cast<double>(failed);
}

const bool registered = [] {
  for (const char* name : {"posterize", "rgb_to_hsv", "gaussian_blur2d", "warp_affine", "dice_loss",
                           "RandomHorizontalFlip", "create_meshgrid"})
    benchmark::RegisterBenchmark((std::string("BM_Case/") + name).c_str(), BM_Case, name)
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond);
  return true;
}();

}  // namespace
}  // namespace kornia::conformance

BENCHMARK_MAIN();
