// KC_OP and core::Def: an op's descriptor registered with its operator
// (ops/core/op_spec.h). Included by the op's own .cc only: it brings in
// <torch/library.h>, which the op's header (and every file including it)
// does without.
#pragma once

#include <torch/library.h>

#include <string>
#include <utility>

#include "ops/core/op_spec.h"

namespace kornia::core {

// Def(schema, fn) / Def(overload, schema, fn): an overload whose kernel is
// fn (a function pointer or a lambda, as torch::Library::def takes it;
// LibTorch checks the schema against fn's C++ signature when the library
// loads).
template <class Fn>
Overload Def(std::string overload, std::string schema, Fn fn) {
  return {std::move(overload), std::move(schema),
          [fn](torch::Library& m, const std::string& full) { m.def(full.c_str(), fn); }};
}
template <class Fn>
Overload Def(std::string schema, Fn fn) {
  return Def("", std::move(schema), std::move(fn));
}

}  // namespace kornia::core

// KC_OP(name, {...}): inside the op's namespace, after its functions.
#define KC_OP(name, ...)                                                                     \
  const ::kornia::core::OpSpec& name##_op() {                                                \
    static const ::kornia::core::OpSpec* spec =                                              \
        ::kornia::core::detail::MakeOp(#name, __FILE__, ::kornia::core::OpSpec __VA_ARGS__); \
    return *spec;                                                                            \
  }                                                                                          \
  TORCH_LIBRARY_FRAGMENT(kornia_cpp, m) { ::kornia::core::detail::DefineOperator(m, name##_op()); }
