// The pinned numeric environment: set when unset, refused when set otherwise,
// verified where it takes effect (ATen's capability, MKL's branch).
#include "golden/numeric_env.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <string>

namespace kornia::golden {
namespace {

struct ChildRun {
  int exit_code;
  std::string output;
};

// This test binary again, under `env_args` (env(1) syntax), running `filter`.
ChildRun Self(const std::string& env_args, const std::string& filter) {
  const std::string exe = "/proc/" + std::to_string(getpid()) + "/exe";
  std::string cmd = "env " + env_args + " " + exe + " --gtest_filter=" + filter + " 2>&1";
  ChildRun r{-1, ""};
  if (FILE* p = popen(cmd.c_str(), "r")) {
    std::array<char, 512> buf{};
    while (fgets(buf.data(), buf.size(), p)) r.output += buf.data();
    const int status = pclose(p);
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  return r;
}

std::string UnsetAll() {
  std::string s;
  for (const PinnedVar& v : PinnedVars()) s += std::string("-u ") + v.name + " ";
  // Not the parent test's outputs: a child gtest would write or remove them.
  return s + "-u KC_NUMERIC_ENV -u XML_OUTPUT_FILE -u GTEST_OUTPUT -u TEST_PREMATURE_EXIT_FILE";
}

TEST(NumericEnv, ThisProcessRunsPinnedAndVerified) {
  const NumericEnv env = CurrentNumericEnv();
  std::cout << env.Describe() << "\n";
  ASSERT_TRUE(env.pinned);
  EXPECT_EQ(NumericEnvProblem(env), "");
  for (const PinnedVar& v : PinnedVars()) EXPECT_EQ(env.vars.at(v.name), v.value) << v.name;
  EXPECT_EQ(env.aten_capability, "AVX2");
  // The PyPI pins link MKL: its branch must be the one asked for.
  if (env.blas.rfind("mkl", 0) == 0) {
    EXPECT_NE(env.blas.find("branch COMPATIBLE"), std::string::npos) << env.blas;
  }
}

// Used by the tests below in a child process: prints what the child runs under.
TEST(NumericEnv, Child) { std::cout << "CHILD " << CurrentNumericEnv().Describe() << "\n"; }

TEST(NumericEnv, UnsetVariablesAreSetByReexecution) {
  const ChildRun r = Self(UnsetAll(), "NumericEnv.Child");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  for (const PinnedVar& v : PinnedVars())
    EXPECT_NE(r.output.find(std::string(v.name) + "=" + v.value), std::string::npos)
        << v.name << "\n"
        << r.output;
  EXPECT_NE(r.output.find("CHILD pinned"), std::string::npos) << r.output;
}

TEST(NumericEnv, AnotherValueIsRefusedNamingTheVariable) {
  for (const PinnedVar& v : PinnedVars()) {
    const ChildRun r = Self(UnsetAll() + " " + v.name + "=other", "NumericEnv.Child");
    EXPECT_EQ(r.exit_code, 2) << v.name << ": " << r.output;
    EXPECT_NE(r.output.find(std::string(v.name) + " is 'other', but the pinned environment needs " +
                            v.name + "=" + v.value),
              std::string::npos)
        << r.output;
    EXPECT_EQ(r.output.find("CHILD"), std::string::npos) << "ran anyway: " << r.output;
  }
  const ChildRun bad_mode = Self(UnsetAll() + " KC_NUMERIC_ENV=loose", "NumericEnv.Child");
  EXPECT_EQ(bad_mode.exit_code, 2) << bad_mode.output;
}

TEST(NumericEnv, UnpinnedRunsAsIsAndSaysSo) {
  const ChildRun r = Self(UnsetAll() + " KC_NUMERIC_ENV=unpinned MKL_CBWR=AVX", "NumericEnv.Child");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("CHILD unpinned: ATEN_CPU_CAPABILITY=- MKL_CBWR=AVX"), std::string::npos)
      << r.output;
}

// Planted: each way the effect can be missing is named.
TEST(NumericEnv, ProblemsAreNamed) {
  NumericEnv env = CurrentNumericEnv();
  env.aten_capability = "DEFAULT";
  EXPECT_NE(NumericEnvProblem(env).find("ATen runs its DEFAULT kernels"), std::string::npos);
  env = CurrentNumericEnv();
  env.blas = "mkl 2024.2 branch AVX2 (auto here: AVX2)";
  EXPECT_NE(NumericEnvProblem(env).find("COMPATIBLE branch"), std::string::npos);
  env.blas = "openblas branch Zen";
  EXPECT_NE(NumericEnvProblem(env).find("OpenBLAS runs its zen kernels"), std::string::npos);
  env.blas = "none found";
  EXPECT_NE(NumericEnvProblem(env).find("libopenblas0-pthread"), std::string::npos);
  env.blas = "openblas branch Haswell";
  EXPECT_EQ(NumericEnvProblem(env), "");
  env.vars["MKL_CBWR"] = "";
  EXPECT_NE(NumericEnvProblem(env).find("MKL_CBWR is unset"), std::string::npos);
  env.pinned = false;
  EXPECT_EQ(NumericEnvProblem(env), "") << "outside the pinned environment nothing is judged";
}

}  // namespace
}  // namespace kornia::golden
