#include "golden/numeric_env.h"

#include <ATen/Version.h>
#include <dlfcn.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

namespace kornia::golden {
namespace {

// MKL's branch codes (mkl_cbwr.h): what mkl_cbwr_get(MKL_CBWR_BRANCH) returns.
constexpr int kMklCbwrBranch = 1;
const char* MklBranchName(int code) {
  switch (code) {
    case 1:
      return "OFF";
    case 2:
      return "AUTO";
    case 3:
      return "COMPATIBLE";
    case 4:
      return "SSE2";
    case 6:
      return "SSSE3";
    case 7:
      return "SSE4_1";
    case 8:
      return "SSE4_2";
    case 9:
      return "AVX";
    case 10:
      return "AVX2";
    case 12:
      return "AVX512";
    case 14:
      return "AVX512_E1";
    default:
      return "unknown";
  }
}

std::string CpuInfoField(const std::string& field) {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(field, 0) == 0) {
      const size_t colon = line.find(':');
      if (colon != std::string::npos) {
        std::string v = line.substr(colon + 1);
        v.erase(0, v.find_first_not_of(" \t"));
        return v;
      }
    }
  return "";
}

std::string AtenCapability() {
  // "CPU capability usage: AVX2" in every pinned torch's build report; the
  // accessor functions differ between versions.
  const std::string config = at::show_config();
  const std::string tag = "CPU capability usage: ";
  const size_t at = config.find(tag);
  if (at == std::string::npos) return "unknown";
  const size_t begin = at + tag.size();
  return config.substr(begin, config.find_first_of(" \n", begin) - begin);
}

// The BLAS in this process, asked through its own exported functions (MKL is
// linked statically into the PyPI pins' libtorch_cpu; Debian's pin loads
// OpenBLAS through libblas.so.3).
struct Blas {
  std::string name, branch, auto_branch;
};
Blas CurrentBlas() {
  Blas b;
  using GetFn = int (*)(int);
  using AutoFn = int (*)();
  using VersionFn = void (*)(char*, int);
  if (auto get = reinterpret_cast<GetFn>(dlsym(RTLD_DEFAULT, "mkl_serv_cbwr_get"))) {
    b.name = "mkl";
    if (auto version = reinterpret_cast<VersionFn>(dlsym(RTLD_DEFAULT, "MKL_Get_Version_String"))) {
      char buf[256] = {};
      version(buf, sizeof buf - 1);
      std::string v = buf;
      const size_t s = v.find("Version ");
      if (s != std::string::npos) b.name += " " + v.substr(s + 8, v.find(' ', s + 8) - s - 8);
    }
    b.branch = MklBranchName(get(kMklCbwrBranch));
    if (auto automatic =
            reinterpret_cast<AutoFn>(dlsym(RTLD_DEFAULT, "mkl_serv_cbwr_get_auto_branch")))
      b.auto_branch = MklBranchName(automatic());
    return b;
  }
  using NameFn = char* (*)();
  if (auto core = reinterpret_cast<NameFn>(dlsym(RTLD_DEFAULT, "openblas_get_corename"))) {
    b.name = "openblas";
    b.branch = core();
    return b;
  }
  b.name = "none found";
  return b;
}

std::vector<std::string> SelfArgv() {
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  std::vector<std::string> args;
  std::string arg;
  while (std::getline(in, arg, '\0')) args.push_back(arg);
  return args;
}

[[noreturn]] void Refuse(const std::string& why) {
  std::fprintf(stderr,
               "numeric environment: %s\n"
               "  (bits are judged only under the pinned environment, golden/numeric_env.h;\n"
               "   KC_NUMERIC_ENV=unpinned runs outside it, where results are reported, not "
               "judged)\n",
               why.c_str());
  std::fflush(stderr);
  _exit(2);
}

// At load time: set what is unset and start again, refuse what is set
// otherwise, then verify the effect.
struct Guard {
  Guard() {
    const char* mode = std::getenv("KC_NUMERIC_ENV");
    const std::string m = mode ? mode : "";
    if (m == "unpinned") return;
    if (!m.empty() && m != "pinned")
      Refuse("KC_NUMERIC_ENV is '" + m + "', but expected 'pinned' or 'unpinned'");
    bool missing = false;
    for (const PinnedVar& v : PinnedVars()) {
      const char* value = std::getenv(v.name);
      if (value == nullptr) missing = true;
    }
    if (missing) {
      if (std::getenv("KC_NUMERIC_ENV_REEXEC") != nullptr)
        Refuse("re-executed with the pinned variables, but they are still unset");
      for (const PinnedVar& v : PinnedVars()) setenv(v.name, v.value, /*overwrite=*/0);
      setenv("KC_NUMERIC_ENV_REEXEC", "1", 1);
      std::vector<std::string> args = SelfArgv();
      std::vector<char*> argv;
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      std::fflush(nullptr);
      execv("/proc/self/exe", argv.data());
      Refuse(std::string("could not re-execute /proc/self/exe: ") + std::strerror(errno));
    }
    unsetenv("KC_NUMERIC_ENV_REEXEC");
    const std::string problem = NumericEnvProblem(CurrentNumericEnv());
    if (!problem.empty()) Refuse(problem);
  }
};
const Guard guard;

}  // namespace

const std::vector<PinnedVar>& PinnedVars() {
  static const std::vector<PinnedVar> vars = {
      {"ATEN_CPU_CAPABILITY", "avx2",
       "ATen's vector kernels at the AVX2 level every x86-64 server has (its DEFAULT scalar "
       "kernels and AVX512 ones are other code)"},
      {"MKL_CBWR", "COMPATIBLE",
       "MKL (BLAS, VML) takes its conditional-numerical-reproducibility branch, the same on "
       "every x86-64 vendor"},
      {"ONEDNN_MAX_CPU_ISA", "AVX2", "oneDNN's JIT kernels capped at the same level"},
      {"OPENBLAS_CORETYPE", "Haswell", "OpenBLAS (Debian's pin) runs its AVX2 kernel set"},
  };
  return vars;
}

std::map<std::string, std::string> PinnedDefinition() {
  std::map<std::string, std::string> d;
  for (const PinnedVar& v : PinnedVars()) d[v.name] = v.value;
  return d;
}

NumericEnv CurrentNumericEnv() {
  NumericEnv env;
  const char* mode = std::getenv("KC_NUMERIC_ENV");
  env.pinned = mode == nullptr || std::string(mode) != "unpinned";
  for (const PinnedVar& v : PinnedVars()) {
    const char* value = std::getenv(v.name);
    env.vars[v.name] = value ? value : "";
  }
  env.aten_capability = AtenCapability();
  const Blas b = CurrentBlas();
  env.blas = b.name + (b.branch.empty() ? "" : " branch " + b.branch) +
             (b.auto_branch.empty() ? "" : " (auto here: " + b.auto_branch + ")");
  env.cpu = CpuInfoField("model name") + " (" + CpuInfoField("vendor_id") + ")";
  return env;
}

std::string NumericEnv::Describe() const {
  std::ostringstream os;
  os << (pinned ? "pinned" : "unpinned") << ":";
  for (const auto& [name, value] : vars) os << " " << name << "=" << (value.empty() ? "-" : value);
  os << "; aten " << aten_capability << "; blas " << blas << "; cpu " << cpu;
  return os.str();
}

std::string NumericEnvProblem(const NumericEnv& env) {
  if (!env.pinned) return "";
  for (const PinnedVar& v : PinnedVars()) {
    const std::string& value = env.vars.at(v.name);
    if (value != v.value)
      return std::string(v.name) + " is " + (value.empty() ? "unset" : "'" + value + "'") +
             ", but the pinned environment needs " + v.name + "=" + v.value + " (" + v.why +
             "); unset it and the binary sets the pinned value itself";
  }
  if (env.aten_capability != "AVX2")
    return "ATen runs its " + env.aten_capability +
           " kernels, but the pinned environment needs AVX2 (ATEN_CPU_CAPABILITY=avx2): this "
           "CPU (" +
           env.cpu + ") has no AVX2";
  if (env.blas.rfind("mkl", 0) == 0 && env.blas.find("branch COMPATIBLE") == std::string::npos)
    return "MKL runs " + env.blas + ", but the pinned environment needs its COMPATIBLE branch";
  if (env.blas.rfind("mkl", 0) != 0 && env.blas.rfind("openblas", 0) != 0)
    return "the BLAS in this process is " + env.blas +
           ", but the pinned environment knows MKL (PyPI pins) and OpenBLAS (Debian's pin: "
           "libblas.so.3 must be libopenblas0-pthread's, which ci/setup installs)";
  if (env.blas.rfind("openblas", 0) == 0) {
    std::string core = env.blas.substr(std::string("openblas branch ").size());
    std::transform(core.begin(), core.end(), core.begin(), ::tolower);
    if (core != "haswell")
      return "OpenBLAS runs its " + core + " kernels, but the pinned environment needs Haswell";
  }
  return "";
}

}  // namespace kornia::golden
