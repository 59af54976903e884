// create_meshgrid: eager call vs replay of its traced graph (the deployment
// path), at 256x256 and 2048x2048, float32 and bfloat16, normalized.
//   bazel run -c opt //bench/geometry:create_meshgrid_bench --
//       --benchmark_repetitions=9 --benchmark_format=json
// Context (torch pin, commit, date, CPU, threads) is in the JSON header.
#include <benchmark/benchmark.h>
#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/torch.h>

#include <array>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <memory>
#include <string>

#include "ops/geometry/create_meshgrid.h"

#define KC_STR_INNER(x) #x
#define KC_STR(x) KC_STR_INNER(x)

namespace {

using kornia::geometry::create_meshgrid;

torch::ScalarType Dtype(int64_t code) { return code == 0 ? torch::kFloat : torch::kBFloat16; }

void BM_Eager(benchmark::State& state) {
  const int64_t size = state.range(0);
  const auto dtype = Dtype(state.range(1));
  for (auto _ : state)
    benchmark::DoNotOptimize(create_meshgrid(size, size, true, std::nullopt, dtype));
  state.SetBytesProcessed(state.iterations() * size * size * 2 * c10::elementSize(dtype));
}

void BM_TracedReplay(benchmark::State& state) {
  const int64_t size = state.range(0);
  const auto dtype = Dtype(state.range(1));
  auto traced = torch::jit::tracer::trace(
      {},
      [&](torch::jit::Stack) -> torch::jit::Stack {
        return {create_meshgrid(size, size, true, std::nullopt, dtype)};
      },
      [](const torch::Tensor&) { return std::string(); });
  torch::jit::GraphExecutor executor(std::get<0>(traced)->graph, "create_meshgrid");
  for (int warm = 0; warm < 3; ++warm) {  // profiling runs, then the optimized plan
    torch::jit::Stack stack;
    executor.run(stack);
  }
  for (auto _ : state) {
    torch::jit::Stack stack;
    executor.run(stack);
    benchmark::DoNotOptimize(stack);
  }
  state.SetBytesProcessed(state.iterations() * size * size * 2 * c10::elementSize(dtype));
}

void Args(benchmark::internal::Benchmark* b) {
  b->ArgNames({"size", "bf16"});
  for (int64_t size : {256, 2048})
    for (int64_t dtype : {0, 1}) b->Args({size, dtype});
  b->Unit(benchmark::kMicrosecond);
}

BENCHMARK(BM_Eager)->Apply(Args);
BENCHMARK(BM_TracedReplay)->Apply(Args);

std::string Run(const std::string& cmd) {
  std::array<char, 256> buf{};
  std::string out;
  if (FILE* p = popen(cmd.c_str(), "r")) {
    while (fgets(buf.data(), buf.size(), p)) out += buf.data();
    pclose(p);
  }
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

std::string CpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
  return "unknown";
}

}  // namespace

int main(int argc, char** argv) {
  const char* tree = std::getenv("BUILD_WORKSPACE_DIRECTORY");
  const std::string commit =
      tree ? Run("git -C '" + std::string(tree) + "' rev-parse --short HEAD 2>/dev/null") : "";
  const std::time_t now = std::time(nullptr);
  char date[32];
  std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  benchmark::AddCustomContext("torch_pin", KC_STR(KCPP_TORCH_PIN));
  benchmark::AddCustomContext("torch_version", TORCH_VERSION);
  benchmark::AddCustomContext("commit", commit.empty() ? "unknown" : commit);
  benchmark::AddCustomContext("date", date);
  benchmark::AddCustomContext("cpu_model", CpuModel());
  benchmark::AddCustomContext("torch_threads", std::to_string(torch::get_num_threads()));
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
