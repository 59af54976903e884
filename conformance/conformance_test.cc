// Every registered case through every check, one gtest test per (op, check,
// point): `<op>.<check>/<point>`, e.g. `create_meshgrid.replay/bfloat16_norm_ac_3x6000`.
// Sharding (shard_count in BUILD) splits these tests; gtest runs each exactly
// once across shards (sharding_test shows it).
#include <gtest/gtest.h>

#include <memory>

#include "conformance/checks.h"
#include "conformance/registry.h"
#include "golden/store.h"

namespace kornia::conformance {
namespace {

struct Shared {
  golden::Store store{GoldenRoot()};
  Judge judge{&store};
  std::map<std::string, std::vector<SweepPoint>> points;
};

Shared& State() {
  static Shared* s = new Shared();
  return *s;
}

class CheckTest : public testing::Test {
 public:
  CheckTest(std::string op, std::string check, size_t index)
      : op_(std::move(op)), check_(std::move(check)), index_(index) {}
  void TestBody() override {
    const OpCase& c = Registry::Global().cases().at(op_);
    if (check_ == "errors") {
      const CheckOutcome o = State().judge.CheckError(c, c.errors[index_]);
      EXPECT_EQ(o.status, Status::kOk)
          << c.name << " error input " << c.errors[index_].id << ": " << o.detail;
      return;
    }
    const auto& all = State().points.at(op_);
    const SweepPoint& p = all[index_];
    CheckOutcome o;
    if (check_ == "capture") o = State().judge.CheckCapture(c, p);
    if (check_ == "replay") o = State().judge.CheckReplay(c, p, all);
    if (check_ == "golden") o = State().judge.CheckGolden(c, p);
    EXPECT_EQ(o.status, Status::kOk) << o.detail << "\n" << ReproLine(c, p, check_);
  }

 private:
  std::string op_, check_;
  size_t index_;
};

void RegisterAll() {
  for (const auto& [name, c] : Registry::Global().cases()) {
    auto& points = State().points[name] = c.points();
    for (const char* check : {"capture", "replay", "golden"})
      for (size_t i = 0; i < points.size(); ++i)
        testing::RegisterTest(name.c_str(), (std::string(check) + "/" + points[i].id).c_str(),
                              nullptr, nullptr, __FILE__, __LINE__,
                              [=]() -> testing::Test* { return new CheckTest(name, check, i); });
    for (size_t i = 0; i < c.errors.size(); ++i)
      testing::RegisterTest(name.c_str(), ("errors/" + c.errors[i].id).c_str(), nullptr, nullptr,
                            __FILE__, __LINE__,
                            [=]() -> testing::Test* { return new CheckTest(name, "errors", i); });
  }
}

}  // namespace
}  // namespace kornia::conformance

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  kornia::conformance::RegisterAll();
  return RUN_ALL_TESTS();
}
