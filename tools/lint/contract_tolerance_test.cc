// The header and the case agree on tolerance: every registered case's fused
// bounds (OpCase::tolerance.fused_ulp and fused_abs) are exactly what its op's contract
// comment states on its `Tolerance:` line, and every op has that line. The
// headers are read as text from the runfiles (//ops:all_sources); the cases
// come from the registry.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>

#include "conformance/registry.h"
#include "tools/lint/lint.h"

namespace kornia::lint {
namespace {

using Bounds = FusedBounds;

std::string Read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Op name -> the bound its header states, over the headers given as args.
std::map<std::string, std::optional<Bounds>>& Headers() {
  static auto* headers = new std::map<std::string, std::optional<Bounds>>();
  return *headers;
}

// "" when the header's claim and the case's bound agree, else why not.
std::string Disagreement(const std::string& op, const Bounds& case_bound) {
  const auto it = Headers().find(op);
  if (it == Headers().end()) return op + ": no contract comment with a Tolerance line";
  if (!it->second) return op + ": its Tolerance line does not parse";
  if (*it->second == case_bound) return "";
  auto show = [](const Bounds& b) {
    if (b.empty()) return std::string("exact");
    std::ostringstream s;
    for (const auto& [dtype, ulp] : b.ulp) s << dtype << " " << ulp << " ulp; ";
    for (const auto& [dtype, abs] : b.abs) s << dtype << " " << abs << " abs; ";
    const std::string text = s.str();
    return text.substr(0, text.size() - 2);  // the last "; "
  };
  return op + ": header says " + show(*it->second) + " but its case allows " + show(case_bound);
}

TEST(ContractTolerance, EveryCaseAgreesWithItsHeader) {
  ASSERT_FALSE(Headers().empty()) << "no headers given";
  int checked = 0;
  for (const auto& [name, c] : conformance::Registry::Global().cases()) {
    EXPECT_EQ(Disagreement(name, {c.tolerance.fused_ulp, c.tolerance.fused_abs}), "");
    ++checked;
  }
  EXPECT_GT(checked, 0);
  std::cout << checked << " cases agree with their headers\n";
}

TEST(ContractTolerance, PlantedDisagreementIsCaught) {
  // rgb_to_grayscale's case with its fused bound removed: the header's
  // "within 4 ulp" no longer matches (the issue-10 finding, in reverse).
  const auto& c = conformance::Registry::Global().cases().at("rgb_to_grayscale");
  ASSERT_FALSE(c.tolerance.fused_ulp.empty());
  EXPECT_NE(Disagreement("rgb_to_grayscale", {}).find("header says float32 4 ulp"),
            std::string::npos)
      << Disagreement("rgb_to_grayscale", {});
  EXPECT_NE(Disagreement("posterize", {.ulp = {{"float32", 1}}}).find("header says exact"),
            std::string::npos);
  // An absolute bound the header does not state, and one it states otherwise.
  EXPECT_NE(Disagreement("posterize", {.abs = {{"float32", 1e-4}}})
                .find("header says exact but its case allows float32 0.0001 abs"),
            std::string::npos)
      << Disagreement("posterize", {.abs = {{"float32", 1e-4}}});
  EXPECT_NE(Disagreement("no_such_op", {}).find("no contract comment"), std::string::npos);
}

}  // namespace
}  // namespace kornia::lint

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  for (int i = 1; i < argc; ++i) {
    const std::string path = argv[i];
    if (path.size() < 2 || path.substr(path.size() - 2) != ".h") continue;
    for (auto& [op, bound] : kornia::lint::ContractTolerances(kornia::lint::Read(path)))
      kornia::lint::Headers()[op] = bound;
  }
  return RUN_ALL_TESTS();
}
