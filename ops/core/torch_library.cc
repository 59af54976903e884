#include "ops/core/torch_library.h"

#include <string>
#include <vector>

namespace kornia::core {
namespace {

std::vector<TorchOp>& Ops() {
  static std::vector<TorchOp> ops;
  return ops;
}

}  // namespace

const std::vector<TorchOp>& TorchOps() { return Ops(); }

TorchOpRegistrar::TorchOpRegistrar(TorchOp op) { Ops().push_back(op); }

// The namespace itself, and its index: "<op>=<kornia path>" per op, for the
// Python package (kornia_cpp/__init__.py) to place each op in Kornia's layout.
TORCH_LIBRARY(kornia_cpp, m) {
  m.def("_index() -> str[]", [] {
    std::vector<std::string> index;
    for (const TorchOp& op : TorchOps()) index.push_back(std::string(op.op) + "=" + op.kornia);
    return index;
  });
}

}  // namespace kornia::core
