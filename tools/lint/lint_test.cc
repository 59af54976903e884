#include "tools/lint/lint.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
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

TEST(CaptureGuard, FiresOnEverySpellingWithPositions) {
  const auto findings = Lint("bad.cc", Fixture("capture_guard_bad.cc"));
  ASSERT_EQ(findings.size(), 4u);
  std::vector<std::string> where;
  for (const auto& f : findings)
    where.push_back(f.file + ":" + std::to_string(f.line) + ":" + std::to_string(f.col) + " " + f.rule);
  EXPECT_EQ(where, (std::vector<std::string>{"bad.cc:5:27 capture-guard", "bad.cc:6:24 capture-guard",
                                             "bad.cc:7:24 capture-guard", "bad.cc:7:49 capture-guard"}));
  EXPECT_EQ(findings[0].Format().rfind("bad.cc:5:27: capture-guard: `isTracing` ", 0), 0u);
  EXPECT_NE(findings[0].message.find("one code path"), std::string::npos);
}

TEST(CaptureGuard, QuietOnCommentsStringsAndOtherNames) {
  const auto findings = Lint("clean.cc", Fixture("clean.cc"));
  for (const auto& f : findings) ADD_FAILURE() << f.Format();
}

TEST(Identifiers, TracksLinesThroughCommentsAndRawStrings) {
  const auto tokens = Identifiers("/* a\nb */ R\"(x\ny)\" z\n  w");
  ASSERT_EQ(tokens.size(), 2u);
  EXPECT_EQ(tokens[0].text, "z");
  EXPECT_EQ(tokens[0].line, 3);
  EXPECT_EQ(tokens[1].text, "w");
  EXPECT_EQ(tokens[1].line, 4);
  EXPECT_EQ(tokens[1].col, 3);
}

}  // namespace
}  // namespace kornia::lint
