// main() of every bench binary: Google Benchmark's, with the run's context in
// the JSON header (a number without its machine, torch and build is not a
// result): CPU model and flags, cores, torch pin and version, commit, date,
// compiler, compilation mode and flags, and the numeric environment (ATen's
// CPU capability, its parallel backend and threads, denormal handling).
#include <ATen/Parallel.h>
#include <ATen/Version.h>
#include <benchmark/benchmark.h>
#include <torch/torch.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

#if defined(__x86_64__)
#include <xmmintrin.h>
#endif

#include "bench/package.h"
#include "ops/native/native.h"

#define KC_STR_INNER(x) #x
#define KC_STR(x) KC_STR_INNER(x)

namespace {

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

// The first "<key>\t: value" line of /proc/cpuinfo.
std::string CpuInfo(const std::string& key) {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(key, 0) == 0 && line.find(':') != std::string::npos)
      return line.substr(line.find(':') + 2);
  return "unknown";
}

// The line of at::show_config() that starts with `prefix` (ATen's CPU
// capability: which vectorized kernels its dispatch picked on this CPU).
std::string ConfigLine(const std::string& prefix) {
  std::istringstream in(at::show_config());
  std::string line;
  while (std::getline(in, line)) {
    const size_t start = line.find_first_not_of(" -");
    if (start != std::string::npos && line.compare(start, prefix.size(), prefix) == 0)
      return line.substr(start + prefix.size());
  }
  return "unknown";
}

std::string OneLine(std::string s) {
  for (char& c : s)
    if (c == '\n') c = ';';
  return s;
}

}  // namespace

// Defined by a package binary's generated file (kc_bench_package); absent
// from the others (bandwidth_bench, pipeline_bench).
extern "C" const char kc_bench_package[] __attribute__((weak));

int main(int argc, char** argv) {
  const char* tree = std::getenv("BUILD_WORKSPACE_DIRECTORY");
  const std::string commit =
      tree ? Run("git -C '" + std::string(tree) + "' rev-parse --short HEAD 2>/dev/null") : "";
  const std::string dirty =
      tree ? Run("git -C '" + std::string(tree) + "' status --porcelain 2>/dev/null | head -1")
           : "";
  const std::time_t now = std::time(nullptr);
  char date[32];
  std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  benchmark::AddCustomContext("torch_pin", KC_STR(KCPP_TORCH_PIN));
  benchmark::AddCustomContext("torch_version", TORCH_VERSION);
  benchmark::AddCustomContext(
      "commit", commit.empty() ? "unknown" : commit + (dirty.empty() ? "" : "+uncommitted"));
  benchmark::AddCustomContext("date", date);
  benchmark::AddCustomContext("cpu_model", CpuInfo("model name"));
  benchmark::AddCustomContext("cpu_flags", CpuInfo("flags"));
  benchmark::AddCustomContext("cores", std::to_string(std::thread::hardware_concurrency()));
  benchmark::AddCustomContext("compiler", __VERSION__);
  // The Highway target ops/native's kernels run on here.
  benchmark::AddCustomContext("native_target", kornia::native::Target());
#ifdef KC_COMPILATION_MODE
  benchmark::AddCustomContext("compilation_mode", KC_COMPILATION_MODE);
#endif
#ifdef __OPTIMIZE__
  benchmark::AddCustomContext("optimized", "true");
#else
  benchmark::AddCustomContext("optimized", "false (build with -c opt for numbers)");
#endif
#ifdef KC_BENCH_COPTS
  benchmark::AddCustomContext("copts", KC_BENCH_COPTS);
#endif
  benchmark::AddCustomContext("aten_cpu_capability", ConfigLine("CPU capability usage: "));
  const char* capability = std::getenv("ATEN_CPU_CAPABILITY");
  benchmark::AddCustomContext("ATEN_CPU_CAPABILITY", capability ? capability : "(unset)");
  benchmark::AddCustomContext("aten_parallel", OneLine(at::get_parallel_info()));
  benchmark::AddCustomContext("torch_threads_default", std::to_string(torch::get_num_threads()));
#if defined(__x86_64__)
  // MXCSR's flush-to-zero (bit 15) and denormals-are-zero (bit 6): what
  // torch.set_flush_denormal would change.
  const unsigned csr = _mm_getcsr();
  benchmark::AddCustomContext("mxcsr_ftz_daz", std::string((csr >> 15) & 1 ? "ftz " : "") +
                                                   ((csr >> 6) & 1 ? "daz" : "") +
                                                   ((csr & 0x8040) ? "" : "off"));
#endif
  // A package's binary (kc_bench_package: its generated one-line file defines
  // kc_bench_package) derives the benchmarks of its ops on one image from
  // their descriptors and refuses an op without a benchmark.
  if (&kc_bench_package != nullptr) {
    const std::string problems = kornia::bench::RegisterPackage(kc_bench_package);
    if (!problems.empty()) {
      std::cerr << problems;
      return 2;
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
