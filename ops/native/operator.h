// The table of native operators, and the one way to declare one.
//
//   // ops/native/u8.cc
//   KC_NATIVE_OPERATOR(_lut_uint8, "(Tensor input, Tensor table) -> Tensor", &LutCpu,
//                      &LutCompositeChecked,
//                      {.dtypes = {at::kByte}, .family = kornia::native::Family::kU8});
//
// declares kornia_cpp::_lut_uint8 in one place: its schema, its CPU kernel,
// its composite ATen form, and its entry in native::Operators(), the one list
// of native operators that everything enumerates (ops/native/operators_test.cc
// holds it to the dispatcher's registrations; kornia_cpp.native_operators() in
// Python lists the same names, from the CPU registrations). A native operator
// stays beside its composite form: ops/native's own in their kernel family's
// file, the others in their op's file (ops/color/rgb_to_hsv.cc, ...). Each op
// that may run one names it in its descriptor's `natives` (ops/core/op_spec.h).
//
// The composite form is the CompositeExplicitAutograd kernel, the kernel of
// every other backend (Meta included: fake tensors get their shapes from it).
// To Python's graph capture the operator is one node (torch.compile calls the
// CPU kernel from its code; torch.export keeps it, as it keeps any operator
// with a backend kernel); kornia_cpp.decompositions() lowers it to its
// composite ATen form for a program of ATen ops only (ONNX, other runtimes).
// Not CompositeImplicit: torch.export never decomposes an implicit operator
// that has a backend kernel, even when given a table.
//
// At file scope (outside any namespace), once per operator; the library
// refuses to load with two declarations of one name (the table's check comes
// before LibTorch's own, and says which files).
#pragma once

#include <c10/core/DispatchKey.h>
#include <c10/core/ScalarType.h>
#include <torch/library.h>

#include <string>
#include <utility>
#include <vector>

namespace kornia::native {

// The kernel families, one file of ops/native each (its SIMD code and the CPU
// kernels over it).
enum class Family {
  kU8,      // ops/native/u8.cc: invert, gray, select, scale (normalize), LUT, sobel
  kPlanes,  // ops/native/planes.cc: whole rows and planes moved (flips, _planes)
  kRgb,     // ops/native/rgb.cc: the HSV, hue and saturation passes
  kLinalg,  // ops/native/linalg.cc: zca's symmetric eigensolver
  kTaps,    // ops/native/taps.cc: a filter's weighted sum over its taps
  kFlood,   // ops/native/flood.cc: a closure by flood fill (canny's hysteresis)
  kEdges,   // ops/native/edges.cc: canny's non-maximum suppression
  kRank,    // ops/native/rank.cc: an order statistic over a window (median_blur,
            // the morphology window)
};

// "u8", "planes", "rgb", "linalg", "taps", "flood", "edges", "rank": the family's file is
// ops/native/<name>.cc.
const char* FamilyName(Family family);

// What a declaration says about its operator besides its kernels.
struct OperatorInfo {
  // The dtypes its CPU kernel runs natively on (any other: its composite
  // form, or a refusal); empty: every dtype of 1-, 2-, 4- or 8-byte
  // elements but the complex ones (a byte move).
  std::vector<c10::ScalarType> dtypes;
  Family family = Family::kU8;
};

// One native operator, kornia_cpp::<name>.
struct Operator {
  std::string name;    // "_lut_uint8"
  std::string schema;  // "(Tensor input, Tensor table) -> Tensor"
  OperatorInfo info;
  std::string file;  // where it is declared (its KC_NATIVE_OPERATOR)

  // Whether its CPU kernel runs natively on `dtype` (info.dtypes).
  bool Takes(c10::ScalarType dtype) const;
};

// Every native operator declared in the loaded code, in registration order.
const std::vector<Operator>& Operators();

// The entry named `name` ("_lut_uint8"), or null.
const Operator* FindOperator(const std::string& name);

namespace detail {

// Adds `op` to Operators(); a c10::Error (the library then fails to load) if
// an entry of that name is there already: the table keeps one declaration per
// operator.
void AddOperator(Operator op);

// KC_NATIVE_OPERATOR's work: the entry, then the schema and both kernels on
// `m` (a fragment of the kornia_cpp library).
template <class Cpu, class Composite>
void DefineOperator(torch::Library& m, const char* name, const char* schema, Cpu cpu,
                    Composite composite, OperatorInfo info, const char* file) {
  AddOperator({name, schema, std::move(info), file});
  m.def((std::string(name) + schema).c_str());
  m.impl(name, torch::dispatch(c10::DispatchKey::CPU, cpu));
  m.impl(name, torch::dispatch(c10::DispatchKey::CompositeExplicitAutograd, composite));
}

}  // namespace detail
}  // namespace kornia::native

// KC_NATIVE_OPERATOR(name, schema, cpu, composite, {info}): see above. `name`
// is the operator's name as an identifier (_lut_uint8), `schema` what follows
// it, `cpu` and `composite` function pointers (or captureless lambdas) of the
// schema's C++ signature, {info} an OperatorInfo's initializer.
#define KC_NATIVE_OPERATOR(name, schema, cpu, composite, ...)                                    \
  TORCH_LIBRARY_FRAGMENT(kornia_cpp, m) {                                                        \
    ::kornia::native::detail::DefineOperator(                                                    \
        m, #name, schema, cpu, composite, ::kornia::native::OperatorInfo __VA_ARGS__, __FILE__); \
  }
