// Every rule fires on its planted fixture exactly where `// expect: <rule>`
// comments say, and stays quiet on clean code. The fixtures are in testdata/.
#include "tools/lint/lint.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
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
  ctx.registered_cases = StringLiterals(Fixture("cases.cc"));
  ctx.check_op_contract = op_header;
  return Lint(name, Fixture(name), ctx);
}

Marks Actual(const Result& r) {
  Marks marks;
  for (const auto& f : r.findings) marks.insert({f.line, f.rule});
  return marks;
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

INSTANTIATE_TEST_SUITE_P(Rules, PlantedFixture,
                         testing::Values("bad_capture_guard.cc", "bad_host_readback.cc",
                                         "bad_tensor_from_host_read.cc", "bad_dynamic_shape.cc",
                                         "bad_linspace_default_dtype.cc", "bad_op_contract.h",
                                         "suppressed.cc"));

TEST(Lint, EveryRuleHasAFixtureThatFiresIt) {
  std::set<std::string> fired;
  for (const char* name :
       {"bad_capture_guard.cc", "bad_host_readback.cc", "bad_tensor_from_host_read.cc",
        "bad_dynamic_shape.cc", "bad_linspace_default_dtype.cc"})
    for (const auto& f : LintFixture(name).findings) fired.insert(f.rule);
  for (const auto& f : LintFixture("bad_op_contract.h", true).findings) fired.insert(f.rule);
  for (const auto& rule : Rules()) EXPECT_TRUE(fired.count(rule)) << rule << " never fires";
}

TEST(Lint, QuietOnCleanCode) {
  const Result r = LintFixture("clean.cc");
  for (const auto& f : r.findings) ADD_FAILURE() << f.Format();
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
  EXPECT_EQ(
      r.findings[0].Format().rfind("bad_capture_guard.cc:5:27: capture-guard: `isTracing` ", 0), 0u)
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
