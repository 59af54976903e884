// Every registered case through every check, one gtest test per (op, check,
// point): `<op>.<check>/<point>`, e.g. `create_meshgrid.replay/bfloat16_norm_ac_3x6000`,
// plus `<op>.dtypes/<dtype>` and `<op>.errors/<id>`. Sharding (shard_count in
// BUILD) splits these tests; gtest runs each exactly once across shards
// (sharding_test shows it, with KC_CONFORMANCE_DRY_RUN=1, which registers the
// same tests and skips their bodies).
//
// Known failures (conformance/known_failures.json) are applied strictly: a
// listed test must fail with the listed error; if it passes, it fails.
#include <fnmatch.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <set>

#include "conformance/checks.h"
#include "conformance/inputs.h"
#include "conformance/known_failures.h"
#include "conformance/registry.h"
#include "golden/store.h"

namespace kornia::conformance {
namespace {

struct Shared {
  golden::Store store{GoldenRoot()};
  Judge judge{&store};
  std::map<std::string, std::vector<SweepPoint>> points;
  KnownFailures known = KnownFailures::Load(ConformanceRoot() + "/known_failures.json");
  std::set<std::string> test_names;  // "<case>.<check>/<point>"
};

Shared& State() {
  static Shared* s = new Shared();
  return *s;
}

bool DryRun() {
  const char* v = std::getenv("KC_CONFORMANCE_DRY_RUN");
  return v != nullptr && std::string(v) == "1";
}

void Expect(const OpCase& c, const std::string& check, const std::string& point,
            const std::string& dtype, const CheckOutcome& o) {
  const auto entry = State().known.Find(TorchPin(), dtype, c.name, check, point);
  const std::string verdict = JudgeKnown(o.status == Status::kFail, o.detail, entry);
  EXPECT_TRUE(verdict.empty()) << verdict << "\n" << ReproLine(c, point, check);
  if (verdict.empty() && entry)
    std::cout << "known failure (" << entry->reason << "): " << o.detail << "\n";
}

// The index of `<op>.threads/coverage`: the case has a point the threads
// check applies to.
constexpr size_t kCoverage = static_cast<size_t>(-1);

class CheckTest : public testing::Test {
 public:
  CheckTest(std::string op, std::string check, size_t index)
      : op_(std::move(op)), check_(std::move(check)), index_(index) {}
  void TestBody() override {
    if (DryRun()) return;
    const OpCase& c = Registry::Global().cases().at(op_);
    Judge& judge = State().judge;
    if (check_ == "errors") {
      const ErrorCase& e = c.errors[index_];
      Expect(c, check_, e.id, "any", judge.CheckError(c, e));
      return;
    }
    if (check_ == "threads" && index_ == kCoverage) {
      const std::string problem = ThreadsCoverage(c, State().points.at(op_));
      EXPECT_TRUE(problem.empty()) << problem;
      return;
    }
    if (check_ == "dtypes") {
      const torch::ScalarType d = AllProbeDtypes()[index_];
      Expect(c, check_, DtypeId(d), DtypeId(d), judge.CheckDtype(c, d));
      return;
    }
    const auto& all = State().points.at(op_);
    const SweepPoint& p = all[index_];
    Expect(c, check_, p.id, p.dtype, judge.Run(check_, c, p, all));
  }

 private:
  std::string op_, check_;
  size_t index_;
};

void Register(const std::string& name, const std::string& check, const std::string& point,
              size_t i) {
  State().test_names.insert(name + "." + check + "/" + point);
  testing::RegisterTest(name.c_str(), (check + "/" + point).c_str(), nullptr, nullptr, __FILE__,
                        __LINE__,
                        [=]() -> testing::Test* { return new CheckTest(name, check, i); });
}

// Every manifest entry must name a registered test of this pin (entries of
// other pins must at least name a registered case and check).
class ManifestTest : public testing::Test {
  void TestBody() override {
    for (const auto& e : State().known.entries()) {
      const auto& cases = Registry::Global().cases();
      ASSERT_TRUE(cases.count(e.case_name))
          << "known failure names no registered case: " << e.case_name;
      if (e.pin != TorchPin()) continue;
      bool matched = false;
      for (const auto& t : State().test_names) {
        const size_t dot = t.find('.'), slash = t.find('/');
        if (t.substr(0, dot) == e.case_name &&
            KnownFailures::NamesCheck(e, t.substr(dot + 1, slash - dot - 1)) &&
            fnmatch(e.point.c_str(), t.substr(slash + 1).c_str(), 0) == 0)
          matched = true;
      }
      EXPECT_TRUE(matched) << "known failure matches no test: " << e.case_name << "." << e.check
                           << "/" << e.point << " (remove it: the list only shrinks)";
    }
  }
};

// KC_CONFORMANCE_SAMPLE=N registers every N-th point of each case only (the
// sanitizer builds use it: same code paths, a fraction of the points).
size_t Sample() {
  const char* v = std::getenv("KC_CONFORMANCE_SAMPLE");
  return v == nullptr ? 1 : std::max(1, std::atoi(v));
}

void RegisterAll() {
  const size_t sample = Sample();
  for (const auto& [name, c] : Registry::Global().cases()) {
    auto& points = State().points[name] = c.points();
    for (const std::string& check : PointChecks(c))
      for (size_t i = 0; i < points.size(); i += sample)
        if (CheckApplies(check, points[i])) Register(name, check, points[i].id, i);
    Register(name, "threads", "coverage", kCoverage);
    if (c.probe)
      for (size_t i = 0; i < AllProbeDtypes().size(); ++i)
        Register(name, "dtypes", DtypeId(AllProbeDtypes()[i]), i);
    for (size_t i = 0; i < c.errors.size(); ++i) Register(name, "errors", c.errors[i].id, i);
  }
  testing::RegisterTest("known_failures", "manifest", nullptr, nullptr, __FILE__, __LINE__,
                        []() -> testing::Test* { return new ManifestTest(); });
}

}  // namespace
}  // namespace kornia::conformance

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  kornia::conformance::RegisterAll();
  return RUN_ALL_TESTS();
}
