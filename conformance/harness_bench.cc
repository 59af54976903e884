// The harness's own speed: conformance tests judged per second, per case (all
// point checks on every sweep point, a fresh Judge per iteration so tracing,
// replay compilation and save/load are counted), to size the budget of
// `bazel test //conformance/...`.
//   bazel run -c opt //conformance:harness_bench -- --benchmark_repetitions=3
// KC_CONFORMANCE_SAMPLE=N judges every N-th point only (the smoke test's 32).
#include <ATen/Parallel.h>
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <set>
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
  int64_t tests = 0, failed = 0, not_applicable = 0;
  // Point tests only (dtypes and errors cost little and do not scale with
  // the sweep).
  std::vector<TestId> tests_of_case;
  for (const TestId& t : Enumerate(c, points))
    if (t.kind == TestId::Kind::kPoint) tests_of_case.push_back(t);
  std::map<Check, double> seconds;  // where the time goes, per check
  for (auto _ : state) {
    Judge judge(&store);
    for (const TestId& t : tests_of_case) {
      const auto start = std::chrono::steady_clock::now();
      const Status status = judge.Run(c, t, points).status;
      failed += status == Status::kFail;
      not_applicable += status == Status::kNotApplicable;
      seconds[t.check] +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      ++tests;
    }
  }
  for (const auto& [check, s] : seconds)
    state.counters[std::string("s_") + CheckName(check)] =
        s / static_cast<double>(state.iterations());
  state.counters["tests_per_s"] =
      benchmark::Counter(static_cast<double>(tests), benchmark::Counter::kIsRate);
  state.counters["tests"] = static_cast<double>(tests) / static_cast<double>(state.iterations());
  state.counters["failed"] = static_cast<double>(failed);
  {
    std::set<std::string> classes;
    for (const auto& q : points) classes.insert(q.shape_class);
    state.counters["classes"] = static_cast<double>(classes.size());
    state.counters["points"] = static_cast<double>(points.size());
  }
  state.counters["n/a"] =
      static_cast<double>(not_applicable) / static_cast<double>(state.iterations());
}

// Every registered case, named by package (the family) and op. Registered
// from main(): the cases register themselves in static initializers of other
// translation units, which have all run only once main() starts.
void RegisterAll() {
  for (const auto& [name, c] : Registry::Global().cases())
    benchmark::RegisterBenchmark(("BM_Case/" + c.package + "/" + name).c_str(), BM_Case, name)
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond);
}

}  // namespace
}  // namespace kornia::conformance

int main(int argc, char** argv) {
  at::set_num_threads(1);  // as the suite and the survey's workers
  kornia::conformance::RegisterAll();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
