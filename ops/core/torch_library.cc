#include "ops/core/torch_library.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/_assert_async.h>
#include <torch/version.h>

#include <string>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::core {
namespace {

// A JSON string literal of an identifier-like text (names and paths: no
// quote or backslash to escape, which MakeOp's file check and Kornia's names
// guarantee; anything else is refused at load).
std::string Quoted(const std::string& s) {
  for (char ch : s)
    TORCH_CHECK(ch != '"' && ch != '\\' && static_cast<unsigned char>(ch) >= 0x20,
                "kornia_cpp::_index: a name with a character to escape: ", s);
  return "\"" + s + "\"";
}

// A JSON list of such strings.
std::string QuotedList(const std::vector<std::string>& v) {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : ", ") + Quoted(s);
  return "[" + out + "]";
}

}  // namespace

// The torch pin this library was built against, findable in the file without
// loading it: kornia_cpp/__init__.py refuses another torch before the loader
// could fail (or worse) on a LibTorch of another ABI.
#define KC_STRINGIFY_(x) #x
#define KC_STRINGIFY(x) KC_STRINGIFY_(x)
extern "C" __attribute__((used, visibility("default"))) const char kornia_cpp_torch_pin[] =
    "kornia_cpp torch pin: " KC_STRINGIFY(KCPP_TORCH_PIN) ";";

#if TORCH_VERSION_MAJOR >= 2
const c10::TypedOperatorHandle<void(const at::Tensor&, c10::string_view)>& AssertInGraphOp() {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_assert_in_graph", "")
                             .typed<void(const at::Tensor&, c10::string_view)>();
  return op;
}
#endif

// The namespace itself, and its index: one JSON object per op's descriptor
// ({"name", "kornia", "module", "init", "forward", and its python forms:
// "float_only", "lists", "no_number", "no_number_value", "tuple_only",
// "no_list"}, and an augmentation's "params"),
// for the Python package
// (kornia_cpp/__init__.py) to place each op in Kornia's layout.
TORCH_LIBRARY(kornia_cpp, m) {
#if TORCH_VERSION_MAJOR >= 2
  // AssertInGraph's check (check.h): aten::_assert_async.msg behind an
  // operator of its own, declared with side effects (CONSERVATIVE alias
  // analysis), so the TorchScript tracer's dead-code pass keeps it although
  // nothing uses a result; torch.compile, torch.export and ONNX see the ATen
  // assert it decomposes into (inductor lowers it; ONNX, which has no assert,
  // drops it).
  m.def(torch::schema("_assert_in_graph(Tensor cond, str message) -> ()",
                      c10::AliasAnalysisKind::CONSERVATIVE),
        [](const at::Tensor& cond, c10::string_view message) { at::_assert_async(cond, message); });
#endif
  m.def("_index() -> str[]", [] {
    std::vector<std::string> index;
    for (const OpSpec* op : OpSpecs()) {
      index.push_back("{\"name\": " + Quoted(op->name) + ", \"kornia\": " + Quoted(op->kornia) +
                      ", \"module\": " + Quoted(op->module.name) +
                      ", \"init\": " + QuotedList(op->module.init) +
                      ", \"forward\": " + QuotedList(op->module.forward) +
                      ", \"float_only\": " + QuotedList(op->python.float_only) +
                      ", \"lists\": " + QuotedList(op->python.lists) +
                      ", \"no_number\": " + QuotedList(op->python.no_number) +
                      ", \"no_number_value\": " + QuotedList(op->python.no_number_value) +
                      ", \"tuple_only\": " + QuotedList(op->python.tuple_only) +
                      ", \"no_list\": " + QuotedList(op->python.no_list) +
                      ", \"params\": " + QuotedList(op->params) + "}");
    }
    return index;
  });
}

}  // namespace kornia::core
