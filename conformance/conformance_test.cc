// The suite's main(), linked into one test target per ops/ package
// (`//conformance:<package>_test`, BUILD's kc_conformance_package) and into
// the all-cases binary: every linked case through every check, one gtest test
// per (op, check, point) from checks.h's Enumerate(): `<op>.<check>/<point>`,
// e.g. `create_meshgrid.replay/bfloat16_norm_ac_3x6000`, plus
// `<op>.dtypes/<dtype>`, `<op>.errors/<id>`, `<op>.threads/coverage` and
// `<op>.fused/coverage`.
// Sharding (shard_count in BUILD) is by shape class (RegisterAll); each test
// runs exactly once across shards (sharding_test shows it, with
// KC_CONFORMANCE_DRY_RUN=1, which registers the same tests and skips their
// bodies). `--kc_manifest_only` registers only the manifest test, strict.
//
// Known failures (conformance/known_failures.json) are applied strictly: a
// listed test must fail with the listed error; if it passes, it fails.
#include <ATen/Parallel.h>
#include <fnmatch.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <set>
#include <string>
#include <vector>

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

void Expect(const OpCase& c, const TestId& t, const CheckOutcome& o) {
  // Not judged (the detail says why): a known-failure entry is neither
  // confirmed nor contradicted here.
  if (o.status == Status::kNotApplicable) GTEST_SKIP() << o.detail;
  const auto entry = State().known.Find(TorchPin(), t.dtype, c.name, CheckName(t.check), t.id);
  const std::string verdict = JudgeKnown(o.status == Status::kFail, o.detail, entry);
  EXPECT_TRUE(verdict.empty()) << verdict << "\n" << ReproLine(c, t.id, t.check);
  if (verdict.empty() && entry)
    std::cout << "known failure (" << entry->reason << "): " << o.detail << "\n";
}

class CheckTest : public testing::Test {
 public:
  CheckTest(std::string op, TestId test) : op_(std::move(op)), test_(std::move(test)) {}
  void TestBody() override {
    if (DryRun()) return;
    const OpCase& c = Registry::Global().cases().at(op_);
    Expect(c, test_, State().judge.Run(c, test_, State().points.at(op_)));
  }

 private:
  std::string op_;
  TestId test_;
};

void Register(const OpCase& c, const TestId& t) {
  const std::string name = c.name;
  testing::RegisterTest(name.c_str(), (std::string(CheckName(t.check)) + "/" + t.id).c_str(),
                        nullptr, nullptr, __FILE__, __LINE__,
                        [name, t]() -> testing::Test* { return new CheckTest(name, t); });
}

// Every manifest entry must name a registered test of this pin (entries of
// other pins must at least name a registered case and check).
// `strict` (the all-cases binary, --kc_manifest_only): an entry must name a
// registered case; a per-package binary checks the entries of its own cases.
size_t Sample();
bool Skipped(Check check);

// "a,b" -> {"a", "b"} (a known failure's checks, KC_CONFORMANCE_SKIP_CHECKS).
std::vector<std::string> CommaList(const std::string& list) {
  std::vector<std::string> out;
  for (size_t start = 0; start <= list.size();) {
    const size_t comma = std::min(list.find(',', start), list.size());
    out.push_back(list.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

class ManifestTest : public testing::Test {
 public:
  explicit ManifestTest(bool strict) : strict_(strict) {}

 private:
  bool strict_;
  void TestBody() override {
    for (const auto& e : State().known.entries()) {
      const auto& cases = Registry::Global().cases();
      if (!strict_ && !cases.count(e.case_name)) continue;
      ASSERT_TRUE(cases.count(e.case_name))
          << "known failure names no registered case: " << e.case_name;
      bool skipped = false;
      for (const std::string& name : CommaList(e.check)) {
        const auto check = CheckFromName(name);
        EXPECT_TRUE(check.has_value())
            << "known failure of " << e.case_name << " names no check: \"" << name << "\"";
        skipped = skipped || (check && Skipped(*check));
      }
      if (e.pin != TorchPin()) continue;
      bool matched = false;
      for (const auto& t : State().test_names) {
        const size_t dot = t.find('.'), slash = t.find('/');
        if (t.substr(0, dot) == e.case_name &&
            KnownFailures::NamesCheck(e, t.substr(dot + 1, slash - dot - 1)) &&
            fnmatch(e.point.c_str(), t.substr(slash + 1).c_str(), 0) == 0)
          matched = true;
      }
      // A sampled run (KC_CONFORMANCE_SAMPLE, the sanitizers') registers every
      // N-th point only, and none of a check it skips (KC_CONFORMANCE_SKIP_CHECKS):
      // an entry whose tests it left out is judged by the full run (ci/test).
      if (!matched && (Sample() > 1 || skipped)) continue;
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

// KC_CONFORMANCE_SKIP_CHECKS=a,b registers no test of those checks (the
// sanitizer builds skip `fused`: ci/sanitizers says why). An unknown name is
// refused, so that a typo cannot skip nothing silently.
const std::set<Check>& SkippedChecks() {
  static const std::set<Check> skipped = [] {
    std::set<Check> out;
    const char* v = std::getenv("KC_CONFORMANCE_SKIP_CHECKS");
    for (const std::string& name :
         v == nullptr || *v == '\0' ? std::vector<std::string>{} : CommaList(v)) {
      const auto c = CheckFromName(name);
      if (!c) {
        std::cerr << "KC_CONFORMANCE_SKIP_CHECKS: expected check names, but got \"" << name
                  << "\"\n";
        std::exit(2);
      }
      out.insert(*c);
    }
    return out;
  }();
  return skipped;
}
bool Skipped(Check check) { return SkippedChecks().count(check) > 0; }

// Sharding is ours, not gtest's: gtest deals tests out one by one, which
// would split a point's checks (and a shape class's points) across shards,
// so each shard would recompute the eager output and retrace the graph that
// the point's other checks share. Here whole shape classes go to one shard,
// the heaviest first to the least loaded (weight: tests x input elements),
// and the per-case tests (coverage, dtypes, errors) fill in after. The
// assignment depends only on the registry, so every shard computes the same.
struct Shards {
  int total = 1, index = 0;
};
Shards TakeShards() {
  Shards s;
  const char* total = std::getenv("GTEST_TOTAL_SHARDS");
  const char* index = std::getenv("GTEST_SHARD_INDEX");
  if (!total || !index) {  // Bazel's own names, should its wrapper not export gtest's
    total = std::getenv("TEST_TOTAL_SHARDS");
    index = std::getenv("TEST_SHARD_INDEX");
  }
  if (total && index) {
    s.total = std::max(1, std::atoi(total));
    s.index = std::atoi(index);
  }
  // gtest must not shard a second time.
  unsetenv("GTEST_TOTAL_SHARDS");
  unsetenv("GTEST_SHARD_INDEX");
  return s;
}

void RegisterAll(bool manifest_only) {
  const size_t sample = Sample();
  State().judge.Skip(SkippedChecks());
  const Shards shards = TakeShards();
  struct Group {
    const OpCase* c;
    std::vector<TestId> tests;
    double weight = 0;
  };
  std::vector<Group> groups;  // one per (case, shape class), then one per case
  for (const auto& [name, c] : Registry::Global().cases()) {
    auto& points = State().points[name] = c.points();
    Registry::Validate(c, points);  // throws, naming the case: the binary fails to load
    std::map<std::string, size_t> by_class;
    Group rest{&c, {}, 0};
    for (const TestId& t : Enumerate(c, points, sample)) {
      if (Skipped(t.check)) continue;
      if (t.kind != TestId::Kind::kPoint) {
        rest.tests.push_back(t);
        rest.weight += 1;
        continue;
      }
      const SweepPoint& p = points[t.index];
      auto [it, fresh] = by_class.emplace(p.shape_class, groups.size());
      if (fresh) groups.push_back({&c, {}, 0});
      Group& g = groups[it->second];
      g.tests.push_back(t);
      int64_t elements = 1;
      for (const auto& x : p.inputs) elements += x.numel();
      g.weight += 1 + static_cast<double>(elements) / 4096;
    }
    groups.push_back(std::move(rest));
  }
  std::vector<size_t> order(groups.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return groups[a].weight > groups[b].weight; });
  std::vector<double> load(shards.total, 0);
  std::vector<int> shard_of(groups.size());
  for (size_t g : order) {
    const int least = static_cast<int>(std::min_element(load.begin(), load.end()) - load.begin());
    shard_of[g] = least;
    load[least] += groups[g].weight;
  }
  // Registration in the registry's order (point-major within a case), so a
  // point's checks run back to back.
  for (size_t g = 0; g < groups.size(); ++g)
    for (const TestId& t : groups[g].tests) {
      State().test_names.insert(t.Name(*groups[g].c));
      if (!manifest_only && shard_of[g] == shards.index) Register(*groups[g].c, t);
    }
  if (shards.index == 0)
    testing::RegisterTest(
        "known_failures", "manifest", nullptr, nullptr, __FILE__, __LINE__,
        [manifest_only]() -> testing::Test* { return new ManifestTest(manifest_only); });
}

}  // namespace
}  // namespace kornia::conformance

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  // One intra-op thread, as the survey's workers: Bazel runs a test per core
  // and a second OpenMP thread per test spins between parallel regions
  // (oneDNN's convolutions open one per call, whatever the size): 35% of a
  // filters run's CPU went to it. Bits do not depend on it (the threads
  // check runs 1, 2 and 3 threads itself and compares with the goldens).
  at::set_num_threads(1);
  bool manifest_only = false;
  for (int i = 1; i < argc; ++i) manifest_only |= std::string(argv[i]) == "--kc_manifest_only";
  kornia::conformance::RegisterAll(manifest_only);
  return RUN_ALL_TESTS();
}
