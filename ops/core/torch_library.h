// The op library as PyTorch operators: torch.ops.kornia_cpp.<op>.
//
// Each op's operator is defined by its descriptor (ops/core/op_spec.h:
// KC_OP registers `kornia_cpp::<name>` with the spec's overloads). The schema
// carries Kornia's argument names, order and defaults (its Python signature,
// checked by //conformance:python_schema_test); an op that Kornia takes as
// `Union[float, Tensor]` has the host form as its default overload and the
// tensor form as `.Tensor`. `m.def(schema, fn)` registers fn as the
// CompositeImplicitAutograd kernel: tracing, torch.compile and torch.export
// see the ATen calls it makes, as the C++ tracer does. LibTorch checks the
// schema against fn's C++ signature when the registration runs (an argument
// of another type or count throws there, naming both): every binary linking
// the op runs it at load.
//
// Argument types in fn: at::Tensor (const&), c10::optional<at::Tensor>,
// double, int64_t, bool, std::string, std::vector<int64_t> / <double>,
// c10::optional<...>, at::Generator: what LibTorch infers a schema from on
// every pin (1.13's c10::optional is not std::optional: spell it c10::).
//
// kornia_cpp::_index() lists every op's descriptor (name, Kornia path and
// module) for the Python package, which builds its modules from it.
#pragma once

#include <torch/library.h>
#include <torch/version.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace kornia::core {

// A registration's optional argument as the op's C++ API takes it (the same
// type from torch 2.x on; 1.13's c10::optional is its own).
template <class T>
std::optional<T> StdOptional(const c10::optional<T>& v) {
  if (v.has_value()) return *v;
  return std::nullopt;
}

#if TORCH_VERSION_MAJOR >= 2
// kornia_cpp::_assert_in_graph(Tensor cond, str message), AssertInGraph's
// check (check.h; registered in torch_library.cc).
const c10::TypedOperatorHandle<void(const at::Tensor&, c10::string_view)>& AssertInGraphOp();
#endif

// A schema's `int[2]` / `float[2]` as the op's C++ API takes it, or c10::Error
// "<op>(): expected <arg> of shape (2,), but got shape [3]" (a shape refusal:
// Kornia's ShapeError from Python).
template <class T>
std::array<T, 2> PairOf(const char* op, const char* arg, const std::vector<T>& v) {
  TORCH_CHECK_VALUE(v.size() == 2, op, "(): expected ", arg, " of shape (2,), but got shape [",
                    v.size(), "]");
  return {v[0], v[1]};
}

}  // namespace kornia::core
