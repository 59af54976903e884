#include "ops/core/torch_library.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/_assert_async.h>
#include <torch/version.h>

#include <string>
#include <vector>

namespace kornia::core {
namespace {

std::vector<TorchOp>& Ops() {
  static std::vector<TorchOp> ops;
  return ops;
}

}  // namespace

// The torch pin this library was built against, findable in the file without
// loading it: kornia_cpp/__init__.py refuses another torch before the loader
// could fail (or worse) on a LibTorch of another ABI.
#define KC_STRINGIFY_(x) #x
#define KC_STRINGIFY(x) KC_STRINGIFY_(x)
extern "C" __attribute__((used, visibility("default"))) const char kornia_cpp_torch_pin[] =
    "kornia_cpp torch pin: " KC_STRINGIFY(KCPP_TORCH_PIN) ";";

const std::vector<TorchOp>& TorchOps() { return Ops(); }

TorchOpRegistrar::TorchOpRegistrar(TorchOp op) { Ops().push_back(op); }

#if TORCH_VERSION_MAJOR >= 2
const c10::TypedOperatorHandle<void(const at::Tensor&, c10::string_view)>& AssertInGraphOp() {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_assert_in_graph", "")
                             .typed<void(const at::Tensor&, c10::string_view)>();
  return op;
}
#endif

// The namespace itself, and its index: "<op>=<kornia path>" per op, for the
// Python package (kornia_cpp/__init__.py) to place each op in Kornia's layout.
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
    for (const TorchOp& op : TorchOps()) index.push_back(std::string(op.op) + "=" + op.kornia);
    return index;
  });
}

}  // namespace kornia::core
