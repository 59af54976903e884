// Every rule fires on its planted fixture exactly where `// expect: <rule>`
// comments say, and stays quiet on clean code. The fixtures are in testdata/.
#include "tools/lint/lint.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

namespace kornia::lint {
namespace {

std::string Fixture(const std::string& name) {
  const std::string path = std::string(std::getenv("TEST_SRCDIR")) + "/" +
                           std::getenv("TEST_WORKSPACE") + "/tools/lint/testdata/" + name;
  std::ifstream in(path);
  std::ostringstream os;
  os << in.rdbuf();
  EXPECT_FALSE(os.str().empty()) << path;
  return os.str();
}

using Marks = std::multiset<std::pair<int, std::string>>;

Marks Expected(const std::string& source) {
  Marks marks;
  std::istringstream lines(source);
  std::string line;
  const std::regex expect(R"(// expect: (.*)$)"), rule(R"([a-z-]+)");
  for (int n = 1; std::getline(lines, line); ++n) {
    std::smatch m;
    if (!std::regex_search(line, m, expect)) continue;
    const std::string rules = m[1];
    for (std::sregex_iterator it(rules.begin(), rules.end(), rule), end; it != end; ++it)
      marks.insert({n, it->str()});
  }
  return marks;
}

Result LintFixture(const std::string& name, bool op_header = false) {
  Context ctx;
  ctx.registered_cases = CaseNames(Fixture("cases.cc"));
  ctx.check_op_contract = op_header;
  return Lint(name, Fixture(name), ctx);
}

Marks Actual(const Result& r) {
  Marks marks;
  for (const auto& f : r.findings) marks.insert({f.line, f.rule});
  return marks;
}

// A case registered with KC_CASE counts for its op and, CamelCased, for an
// augmentation class of that op.
TEST(CaseNames, ReadsKcCase) {
  const auto names = CaseNames("KC_CASE(augmentation, random_posterize) { return c; }");
  EXPECT_TRUE(names.count("random_posterize"));
  EXPECT_TRUE(names.count("RandomPosterize"));
  EXPECT_FALSE(names.count("augmentation"));
}

class PlantedFixture : public testing::TestWithParam<const char*> {};

TEST_P(PlantedFixture, FiresExactlyWhereMarked) {
  const std::string name = GetParam();
  const Result r = LintFixture(name, name.size() > 2 && name.substr(name.size() - 2) == ".h");
  const Marks expected = Expected(Fixture(name));
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(Actual(r), expected) << [&] {
    std::string s;
    for (const auto& f : r.findings) s += f.Format() + "\n";
    return s;
  }();
}

constexpr const char* kPlanted[] = {"bad_capture_guard.cc",
                                    "bad_host_readback.cc",
                                    "bad_tensor_from_host_read.cc",
                                    "bad_dynamic_shape.cc",
                                    "bad_linspace_default_dtype.cc",
                                    "bad_device_less_factory.cc",
                                    "bad_op_contract.h",
                                    "bad_op_contract_class.h",
                                    "suppressed.cc",
                                    "bad_traced_host_fill.cc",
                                    "bad_vendor_math.cc"};

INSTANTIATE_TEST_SUITE_P(Rules, PlantedFixture, testing::ValuesIn(kPlanted));

TEST(Lint, EveryRuleHasAFixtureThatFiresIt) {
  std::set<std::string> fired;
  for (const std::string name : kPlanted)
    for (const auto& f : LintFixture(name, name.substr(name.size() - 2) == ".h").findings)
      fired.insert(f.rule);
  for (const auto& rule : Rules()) EXPECT_TRUE(fired.count(rule)) << rule << " never fires";
}

// Code that uses the rules' words harmlessly (in comments, strings, ordinary
// names, factories told a device) stays quiet.
class CleanFixture : public testing::TestWithParam<const char*> {};

TEST_P(CleanFixture, IsQuiet) {
  const Result r = LintFixture(GetParam());
  for (const auto& f : r.findings) ADD_FAILURE() << f.Format();
}

INSTANTIATE_TEST_SUITE_P(Rules, CleanFixture,
                         testing::Values("clean.cc", "clean_capture_names.cc",
                                         "clean_device_factory.cc"));

TEST(CaptureGuard, OneFindingPerQualifiedNameOrCall) {
  const Result r = Lint("x.cc",
                        "bool a = torch::jit::tracer::isTracing();\n"
                        "bool b = tls_is_dispatch_key_included(DispatchKey::Tracer);\n",
                        {});
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.findings[0].col, 10);
  EXPECT_NE(r.findings[0].message.find("`torch::jit::tracer::isTracing` asks whether a capture is "
                                       "running (matches `tracer`)"),
            std::string::npos)
      << r.findings[0].message;
  EXPECT_NE(r.findings[1].message.find("(matches `thread-local dispatch keys`)"), std::string::npos)
      << r.findings[1].message;
}

TEST(DeviceLessFactory, SaysWhatToDo) {
  const Result r = Lint("x.cc", "auto z = torch::zeros({2});\n", {});
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].Format(),
            "x.cc:1:10: device-less-factory: `torch::zeros` without a device makes a CPU tensor "
            "while the inputs may live on CUDA; build it where they are: `torch::zeros(..., "
            "x.options())` (`x.options().dtype(...)` for another dtype) or "
            "`torch::TensorOptions().device(x.device())`");
}

TEST(OpContract, SaysWhatTheContractLacks) {
  const Result r = LintFixture("bad_op_contract.h", true);
  std::map<int, std::string> by_line;
  for (const auto& f : r.findings) by_line[f.line] += f.message + "\n";
  const std::string all = [&] {
    std::string s;
    for (const auto& [line, m] : by_line) s += m;
    return s;
  }();
  EXPECT_NE(all.find("public op `missing_tolerance` has a contract comment without Tolerance:"),
            std::string::npos)
      << all;
  EXPECT_NE(all.find("public op `bad_tolerance` has a Tolerance: line that does not parse "
                     "(expected `exact` or `fused replay within N ulp (<dtypes>): <reason>`, but "
                     "got 'about 4 ulp when fused')"),
            std::string::npos)
      << all;
  EXPECT_NE(all.find("public op `no_contract` needs a contract comment: a `// no_contract()` "
                     "heading followed by Shape:, Dtypes:, Errors: and Tolerance: lines"),
            std::string::npos)
      << all;
}

TEST(ParseToleranceLine, Exact) {
  for (const char* line : {"// Tolerance: exact", "Tolerance: exact", "exact",
                           "// Tolerance: exact; random: same seed -> same output",
                           "// Tolerance: exact (traced, replayed and fused == eager)",
                           "// Tolerance: exact: traced == eager bit for bit"}) {
    std::string error;
    const auto bounds = ParseToleranceLine(line, &error);
    ASSERT_TRUE(bounds.has_value()) << line << ": " << error;
    EXPECT_TRUE(bounds->empty()) << line;
  }
}

TEST(ParseToleranceLine, FusedBounds) {
  using Ulp = std::map<std::string, int64_t>;
  using Abs = std::map<std::string, double>;
  EXPECT_EQ(ParseToleranceLine("// Tolerance: fused replay within 4 ulp (float32, float64): the "
                               "fuser contracts mul + addcmul"),
            (FusedBounds{.ulp = Ulp{{"float32", 4}, {"float64", 4}}}));
  // Continuation lines are part of it; several bounds.
  EXPECT_EQ(ParseToleranceLine("// Tolerance: fused replay within 3 ulp (float32); within 2 ulp\n"
                               "//            (float64): its own FMA contraction"),
            (FusedBounds{.ulp = Ulp{{"float32", 3}, {"float64", 2}}}));
  EXPECT_EQ(ParseToleranceLine("fused replay within 1 ulp (bfloat16), within 12 ulp (float16): x"),
            (FusedBounds{.ulp = Ulp{{"bfloat16", 1}, {"float16", 12}}}));
  // Absolute bounds, alone or beside ulp ones (one dtype may have both).
  EXPECT_EQ(ParseToleranceLine("// Tolerance: fused replay within 2e-4 abs (float32): a cancels"),
            (FusedBounds{.abs = Abs{{"float32", 2e-4}}}));
  EXPECT_EQ(ParseToleranceLine("fused replay within 64 ulp (float32); within 0.5 abs (float32, "
                               "float64); within 1.5E-3 abs\n// (bfloat16): x"),
            (FusedBounds{.ulp = Ulp{{"float32", 64}},
                         .abs = Abs{{"float32", 0.5}, {"float64", 0.5}, {"bfloat16", 1.5e-3}}}));
}

TEST(ParseToleranceLine, SaysWhyALineDoesNotParse) {
  const std::pair<const char*, const char*> bad[] = {
      {"// Tolerance: exactly the same",
       "expected `exact` or `fused replay within N ulp (<dtypes>): <reason>`, but got 'exactly "
       "the same'"},
      {"// Tolerance:",
       "expected `exact` or `fused replay within N ulp (<dtypes>): <reason>`, "
       "but got ''"},
      {"// Tolerance: fused replay within 4 ulp (float32, float64)",
       "a fused bound needs its reason: `...: <why the fused replay differs>`"},
      {"// Tolerance: fused replay within 4 ulp (float32):  ",
       "a fused bound needs its reason: `...: <why the fused replay differs>`"},
      {"// Tolerance: fused replay within 4 ulp (complex64): x",
       "'complex64' is not a dtype of the points (float16, bfloat16, float32, float64, uint8, "
       "int8, int16, int32, int64, bool)"},
      {"// Tolerance: fused replay within 0 ulp (float32): x", "a fused bound of 0 ulp is `exact`"},
      {"// Tolerance: fused replay within 2 ulp (float32); within 3 ulp (float32): x",
       "dtype float32 is bounded twice in ulp"},
      {"// Tolerance: fused replay within 1e-3 abs (float64), within 2e-3 abs (float64): x",
       "dtype float64 is bounded twice in abs"},
      {"// Tolerance: fused replay within 0.0 abs (float32): x",
       "an absolute fused bound must be finite and > 0, but got 0.0"},
      {"// Tolerance: fused replay within 1e999 abs (float32): x",
       "an absolute fused bound must be finite and > 0, but got 1e999"},
      {"// Tolerance: fused replay within -1 abs (float32): x",
       "expected `within N ulp (<dtypes>)` or `within X abs (<dtypes>)` after `fused replay`, "
       "but got 'within -1 abs (float32): x'"},
      {"// Tolerance: fused replay within 2 ulp (): x", "a fused bound names no dtype"},
      {"// Tolerance: fused replay up to 2 ulp (float32): x",
       "expected `within N ulp (<dtypes>)` or `within X abs (<dtypes>)` after `fused replay`, "
       "but got 'up to 2 ulp (float32): x'"},
  };
  for (const auto& [line, why] : bad) {
    std::string error;
    EXPECT_FALSE(ParseToleranceLine(line, &error).has_value()) << line;
    EXPECT_EQ(error, why) << line;
  }
}

TEST(ContractTolerances, ReadsEveryContractOfAHeader) {
  const auto t = ContractTolerances(Fixture("bad_op_contract.h"));
  using Ulp = std::map<std::string, int64_t>;
  ASSERT_TRUE(t.count("good_op"));
  EXPECT_EQ(t.at("good_op"), (FusedBounds{.ulp = Ulp{{"float32", 2}}}));
  ASSERT_TRUE(t.count("unregistered"));
  EXPECT_EQ(t.at("unregistered"), FusedBounds{});
  ASSERT_TRUE(t.count("bad_tolerance"));
  EXPECT_FALSE(t.at("bad_tolerance").has_value());
  EXPECT_FALSE(t.count("missing_tolerance"));  // no Tolerance line at all
  EXPECT_FALSE(t.count("no_contract"));        // no heading
}

TEST(Lint, CountsSuppressionsAndNeedsReasons) {
  const Result r = LintFixture("suppressed.cc");
  EXPECT_EQ(r.suppressed, 2);
  const Result no_reason = Lint("x.cc", "// lint: allow(host-readback)\nauto v = x.item();\n", {});
  ASSERT_EQ(no_reason.findings.size(), 2u);
  EXPECT_EQ(no_reason.findings[0].rule, "bad-suppression");
  EXPECT_EQ(no_reason.findings[1].rule, "host-readback");
}

TEST(Lint, FormatsFileLineColRuleMessage) {
  const Result r = LintFixture("bad_capture_guard.cc");
  ASSERT_FALSE(r.findings.empty());
  EXPECT_EQ(r.findings[0].Format().rfind(
                "bad_capture_guard.cc:6:7: capture-guard: `torch::jit::tracer::isTracing` ", 0),
            0u)
      << r.findings[0].Format();
}

TEST(Lex, TracksLinesThroughCommentsAndRawStrings) {
  const auto tokens = Lex("/* a\nb */ R\"(x\ny)\" z\n  w").tokens;
  ASSERT_EQ(tokens.size(), 3u);
  EXPECT_EQ(tokens[0].kind, Kind::kString);
  EXPECT_EQ(tokens[1].text, "z");
  EXPECT_EQ(tokens[1].line, 3);
  EXPECT_EQ(tokens[2].text, "w");
  EXPECT_EQ(tokens[2].line, 4);
  EXPECT_EQ(tokens[2].col, 3);
}

}  // namespace
}  // namespace kornia::lint
