// The pinned numeric environment: the one place that says under which BLAS,
// vector-math and CPU-dispatch settings eager outputs are judged bit for bit.
//
// The same code gives different bits on different x86-64 machines when a
// library picks its kernels per CPU: MKL (the PyPI pins' BLAS and VML: `bmm`
// in affine_grid_generator, `exp` in the Gaussian kernel) takes one path on
// AMD and another on Intel; ATen dispatches its vector kernels to the widest
// ISA the CPU has (DEFAULT, AVX2, AVX512) and its scalar kernels round
// differently from its vector ones; oneDNN JITs per ISA; Debian's OpenBLAS
// (the 1.13.1 pin) picks a kernel set per CPU. Pinned here:
//
//   MKL_CBWR=COMPATIBLE        MKL's conditional numerical reproducibility,
//                              the branch every x86-64 CPU runs identically
//   ATEN_CPU_CAPABILITY=avx2   ATen's vector kernels at AVX2, which every
//                              x86-64 server since 2013 (Intel) / 2017 (AMD) has
//   ONEDNN_MAX_CPU_ISA=AVX2    oneDNN's JIT capped at the same level
//   OPENBLAS_CORETYPE=Haswell  OpenBLAS's AVX2 kernel set (Debian's build is
//                              DYNAMIC_ARCH)
//
// Every binary that judges bits links this library (through //golden:store)
// and so runs under it: at load time, variables that are unset are set to
// their pinned values and the process re-executes itself (the libraries read
// them once, at their first use); a variable set to another value is refused
// with a message naming it (exit 2). KC_NUMERIC_ENV=unpinned runs as the
// environment is, for the portability check and benchmarks; reports then say
// "unpinned". After that the effect is verified: ATen must report the AVX2
// capability (a CPU without AVX2 is refused) and MKL, where linked, the
// COMPATIBLE branch.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace kornia::golden {

struct PinnedVar {
  const char* name;
  const char* value;
  const char* why;
};

// The pinned variables (the definition above).
const std::vector<PinnedVar>& PinnedVars();

// What the running process actually has.
struct NumericEnv {
  bool pinned = false;                      // KC_NUMERIC_ENV is not "unpinned"
  std::map<std::string, std::string> vars;  // each pinned variable's value here ("" unset)
  std::string aten_capability;              // "AVX2", "AVX512", "DEFAULT" (ATen's report)
  std::string blas;                         // "mkl 2024.2 branch COMPATIBLE (auto: AVX2)", ...
  std::string cpu;                          // model name and vendor from /proc/cpuinfo
  std::string Describe() const;             // one line for logs and report headers
};
NumericEnv CurrentNumericEnv();

// The pinned variables as "NAME=value" pairs, sorted: what the golden manifest
// records as the environment its goldens are judged under.
std::map<std::string, std::string> PinnedDefinition();

// Why this process may not judge bits ("" when it may): a variable differs
// from its pinned value, or the verification failed. The guard exits with it;
// exposed for its test.
std::string NumericEnvProblem(const NumericEnv& env);

}  // namespace kornia::golden
