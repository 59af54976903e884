// Every op case has its PyTorch operator (ops/core/torch_library.h): the
// registration an op file ends with, named like the case (or, for an
// augmentation, the Kornia class the case is named after), mirroring the same
// Kornia function the case compares against. A new op without a schema, a
// registration without a case, or two names for one Kornia function fail here.
#include "ops/core/torch_library.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "conformance/registry.h"

namespace kornia::conformance {
namespace {

// The last part of a dotted path: "kornia.augmentation.RandomHorizontalFlip" ->
// "RandomHorizontalFlip".
std::string LastPart(const std::string& path) { return path.substr(path.rfind('.') + 1); }

// What is wrong between the cases and the registrations, one line each.
std::vector<std::string> Problems(const std::map<std::string, OpCase>& cases,
                                  const std::vector<core::TorchOp>& ops) {
  std::vector<std::string> problems;
  std::map<std::string, const core::TorchOp*> by_case;
  for (const core::TorchOp& op : ops) {
    const std::string name = std::string("kornia_cpp::") + op.op;
    if (!c10::Dispatcher::singleton().findSchema({name, ""}).has_value())
      problems.push_back(std::string(op.op) + ": indexed, but no operator " + name +
                         " (default overload) is registered");
    // A case is named after the op, or after the Kornia class it mirrors.
    for (const std::string& key : {std::string(op.op), LastPart(op.kornia)}) {
      if (cases.count(key) == 0) continue;
      if (by_case.count(key) != 0 && by_case[key] != &op)
        problems.push_back(key + ": two registrations, " + by_case[key]->op + " and " + op.op);
      by_case[key] = &op;
    }
  }
  for (const auto& [name, c] : cases) {
    auto it = by_case.find(name);
    if (it == by_case.end()) {
      problems.push_back(name + ": a case without an operator; end ops/" + c.package + "/" + name +
                         ".cc with KC_TORCH_LIBRARY (ops/core/torch_library.h)");
      continue;
    }
    if (!c.kornia.empty() && c.kornia != it->second->kornia)
      problems.push_back(name + ": the case mirrors " + c.kornia + ", the operator " +
                         it->second->kornia);
  }
  for (const core::TorchOp& op : ops) {
    if (cases.count(op.op) == 0 && cases.count(LastPart(op.kornia)) == 0)
      problems.push_back(std::string(op.op) + ": an operator without a case");
  }
  return problems;
}

TEST(TorchLibrary, EveryCaseHasItsOperator) {
  const auto problems = Problems(Registry::Global().cases(), core::TorchOps());
  for (const auto& p : problems) ADD_FAILURE() << p;
  EXPECT_EQ(core::TorchOps().size(), Registry::Global().cases().size());
}

// The check fires on each planted defect.
TEST(TorchLibrary, PlantedDefectsAreCaught) {
  std::map<std::string, OpCase> cases = Registry::Global().cases();
  std::vector<core::TorchOp> ops = core::TorchOps();
  ASSERT_TRUE(Problems(cases, ops).empty());

  auto fires = [](const std::vector<std::string>& problems, const std::string& what) {
    for (const auto& p : problems)
      if (p.find(what) != std::string::npos) return true;
    return false;
  };
  {  // A new op's case, its op file without a registration.
    auto planted = cases;
    planted["planted_op"] = OpCase{.name = "planted_op", .package = "enhance"};
    EXPECT_TRUE(fires(Problems(planted, ops), "planted_op: a case without an operator"));
  }
  {  // A registration mirroring another Kornia function than its case.
    auto planted = ops;
    for (auto& op : planted)
      if (std::string(op.op) == "posterize") op.kornia = "kornia.enhance.solarize";
    EXPECT_TRUE(fires(Problems(cases, planted),
                      "posterize: the case mirrors kornia.enhance.posterize, the operator "
                      "kornia.enhance.solarize"));
  }
  {  // Indexed, but no operator of that name (a typo in the index name).
    auto planted = ops;
    planted.push_back({"posterise", "kornia.enhance.posterize"});
    const auto problems = Problems(cases, planted);
    EXPECT_TRUE(fires(problems, "posterise: indexed, but no operator"));
    EXPECT_TRUE(fires(problems, "posterize: two registrations"));
  }
}

}  // namespace
}  // namespace kornia::conformance
