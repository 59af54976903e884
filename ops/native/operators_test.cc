// native::Operators() is whole: every kornia_cpp operator with a CPU kernel is
// an entry of the table, and every entry is registered as it declares (its
// schema, its CPU kernel, its composite form as the CompositeExplicitAutograd
// kernel). A second declaration of a name is refused, before LibTorch's own
// refusal and naming both files. Each check is shown firing on a planted
// registration or entry.
//
// This binary links ops/native alone, so the table holds the operators of its
// kernel files; the op files' (rgb_to_hsv.cc, ...) join it wherever they are
// linked too, through the same KC_NATIVE_OPERATOR (kornia_cpp.native_operators()
// lists all of them in Python).
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <c10/util/Exception.h>
#include <gtest/gtest.h>
#include <torch/csrc/jit/frontend/function_schema_parser.h>
#include <torch/library.h>

#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::native {
namespace {

const std::string kNamespace = "kornia_cpp::";

// The kornia_cpp operators with a kernel for `key`, by name without the
// namespace ("_lut_uint8").
std::set<std::string> Registered(c10::DispatchKey key) {
  std::set<std::string> names;
  for (const c10::OperatorName& op :
       c10::Dispatcher::singleton().getRegistrationsForDispatchKey(key)) {
    if (op.name.rfind(kNamespace, 0) == 0)
      names.insert(op.name.substr(kNamespace.size()) +
                   (op.overload_name.empty() ? "" : "." + op.overload_name));
  }
  return names;
}

// Where the table and the dispatcher disagree, one line each; empty: whole.
std::vector<std::string> Problems() {
  std::vector<std::string> problems;
  for (const std::string& name : Registered(c10::DispatchKey::CPU))
    if (FindOperator(name) == nullptr)
      problems.push_back(kNamespace + name +
                         " has a CPU kernel but no entry in native::Operators()");
  std::set<std::string> seen;
  for (const Operator& entry : Operators()) {
    const std::string full = kNamespace + entry.name;
    if (!seen.insert(entry.name).second) problems.push_back(full + ": two entries");
    if (entry.name.rfind('_', 0) != 0) problems.push_back(full + ": a name without its leading _");
    const auto op = c10::Dispatcher::singleton().findOp({full, ""});
    if (!op) {
      problems.push_back(full + " (" + entry.file + ") is not registered");
      continue;
    }
    if (!op->hasKernelForDispatchKey(c10::DispatchKey::CPU))
      problems.push_back(full + ": no CPU kernel");
    if (!op->hasKernelForDispatchKey(c10::DispatchKey::CompositeExplicitAutograd))
      problems.push_back(full + ": no composite form (CompositeExplicitAutograd kernel)");
    const std::string declared = c10::str(torch::jit::parseSchema(full + entry.schema));
    const std::string registered = c10::str(op->schema());
    if (declared != registered)
      problems.push_back(full + ": registered as " + registered + ", declared as " + declared);
  }
  return problems;
}

std::string Lines(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += "\n  " + line;
  return text;
}

at::Tensor Same(const at::Tensor& x) { return x; }

TEST(Operators, TableIsWhole) {
  ASSERT_FALSE(Operators().empty());
  EXPECT_TRUE(Problems().empty()) << Lines(Problems());
  std::set<std::string> names;
  for (const Operator& entry : Operators()) names.insert(entry.name);
  EXPECT_EQ(names, Registered(c10::DispatchKey::CPU));
  for (const Operator& entry : Operators()) {
    std::cout << "  " << entry.name << entry.schema << "  [" << FamilyName(entry.info.family)
              << ", " << entry.file << "]\n";
  }
}

// Each entry names its family's file where it is declared in ops/native (an
// op file declares the operators that live beside its composite form), and
// its dtypes are ones its CPU kernel can be given.
TEST(Operators, EntriesNameTheirFamily) {
  for (const Operator& entry : Operators()) {
    SCOPED_TRACE(entry.name);
    EXPECT_FALSE(entry.file.empty());
    if (entry.file.rfind("ops/native/", 0) == 0) {
      EXPECT_EQ(entry.file, std::string("ops/native/") + FamilyName(entry.info.family) + ".cc");
    }
    for (const c10::ScalarType dtype : entry.info.dtypes) EXPECT_TRUE(entry.Takes(dtype));
    if (entry.info.dtypes.empty()) {  // a byte move: any dtype of 1, 2, 4 or 8 bytes
      EXPECT_TRUE(entry.Takes(at::kByte));
      EXPECT_TRUE(entry.Takes(at::kDouble));
      EXPECT_FALSE(entry.Takes(at::kComplexFloat));
    } else {
      EXPECT_FALSE(entry.Takes(at::kComplexDouble));
    }
  }
  EXPECT_EQ(FindOperator("_no_such_operator"), nullptr);
}

// A CPU kernel registered around the table (a plain TORCH_LIBRARY_IMPL, not
// KC_NATIVE_OPERATOR) is caught; gone with its library, the table is whole
// again.
TEST(Operators, PlantedRegistrationWithoutEntryIsCaught) {
  {
    torch::Library planted(torch::Library::FRAGMENT, "kornia_cpp", c10::nullopt, __FILE__,
                           __LINE__);
    planted.def("_planted(Tensor x) -> Tensor");
    planted.impl("_planted", torch::dispatch(c10::DispatchKey::CPU, &Same));
    const std::vector<std::string> problems = Problems();
    ASSERT_EQ(problems.size(), 1u) << Lines(problems);
    EXPECT_EQ(problems[0],
              "kornia_cpp::_planted has a CPU kernel but no entry in native::Operators()");
  }
  EXPECT_TRUE(Problems().empty()) << Lines(Problems());
}

// A second entry of a name already in the table is refused, and the table
// stays as it was.
TEST(Operators, PlantedDuplicateEntryIsRefused) {
  const size_t before = Operators().size();
  Operator twin = Operators().front();
  twin.file = "ops/native/operators_test.cc";
  try {
    detail::AddOperator(twin);
    FAIL() << "a second " << twin.name << " was added";
  } catch (const c10::Error& e) {
    const std::string message = e.what_without_backtrace();
    EXPECT_NE(message.find("kornia_cpp::" + twin.name + ": declared twice as a native operator"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find(Operators().front().file), std::string::npos) << message;
    EXPECT_NE(message.find("ops/native/operators_test.cc"), std::string::npos) << message;
  }
  EXPECT_EQ(Operators().size(), before);
}

// KC_NATIVE_OPERATOR's own path: a second declaration of _lut_uint8 is
// refused by the table before it reaches the dispatcher (which keeps the one
// registration of the operator).
TEST(Operators, PlantedDuplicateDeclarationIsRefused) {
  ASSERT_NE(FindOperator("_lut_uint8"), nullptr);
  const size_t before = Operators().size();
  torch::Library planted(torch::Library::FRAGMENT, "kornia_cpp", c10::nullopt, __FILE__, __LINE__);
  const auto lut = [](const at::Tensor& input, const at::Tensor&) { return input; };
  try {
    detail::DefineOperator(planted, "_lut_uint8", "(Tensor input, Tensor table) -> Tensor", +lut,
                           +lut, {.dtypes = {at::kByte}, .family = Family::kU8}, __FILE__);
    FAIL() << "a second _lut_uint8 was declared";
  } catch (const c10::Error& e) {
    EXPECT_NE(std::string(e.what_without_backtrace()).find("declared twice as a native operator"),
              std::string::npos)
        << e.what_without_backtrace();
  }
  EXPECT_EQ(Operators().size(), before);
  EXPECT_TRUE(Problems().empty()) << Lines(Problems());
}

}  // namespace
}  // namespace kornia::native
