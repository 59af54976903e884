// Validation helpers shared by every op.
//
// Every op validates its arguments first and says what it expected and what it
// got, in one shape:  `<op>(): expected <what>, but got <value>`  (the pattern of
// ATen's `grid_sampler(): expected ...`). Tests assert the message, not just
// that something threw.
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/util/Exception.h>

#include <string>

#include "c10/core/ScalarType.h"

namespace kornia::core {

// torch's Python spelling of a dtype ("float32", "bfloat16", "int64", ...), so
// messages read the same as Kornia's.
std::string DtypeName(c10::ScalarType dtype);

// Whether `dtype` is one of the four floating image dtypes (float16, bfloat16,
// float32, float64).
bool IsFloatingImageDtype(c10::ScalarType dtype);

// Whether `dtype` is float16 or bfloat16 (the dtypes ops widen to float32).
bool IsHalfDtype(c10::ScalarType dtype);

// x.clamp(0, 1), bit for bit (NaN and -0.0 kept), on every pinned torch:
// float16/bfloat16 go through float32, exactly (0, 1 and every half value are
// float32 values), since torch 1.13.1 has no CPU clamp kernel for Half.
at::Tensor ClampUnit(const at::Tensor& x);

// AssertInGraph(value, cond, message): the value check of the contract.
// `cond` is a one-element bool tensor computed from tensor values. Returns
// `value` unchanged, bit for bit, but tied to the check: the check is
// aten::_functional_assert_async, whose (empty) token is folded into the
// returned value (x - 0 for floating values, which keeps -0.0; x + 0 for
// integers). A tracer drops an assert whose result nothing uses (dead code),
// so the op must go on with the returned value: then the check fires in eager
// and in every replay of a captured graph alike (never a host branch).
// torch 1.13.1 has no functional assert: there the check is a plain
// aten::_assert_async, which fires in eager (with its own fixed text,
// "Expected Tensor with single nonzero value, but got zero") and is dropped
// from traced graphs; the known-failure manifest records both per pin.
at::Tensor AssertInGraph(const at::Tensor& value, const at::Tensor& cond,
                         const std::string& message);

}  // namespace kornia::core

// KC_CHECK(cond, "op", expected..., got...) raises c10::Error with
//   "op(): expected <expected...>, but got <got...>"
// Host-side argument checks only (ints, flags, dtypes, shapes). A check on
// tensor *values* must stay in the graph instead (see README, "One code path").
#define KC_CHECK(cond, op, expected, ...) \
  TORCH_CHECK((cond), op, "(): expected ", expected, ", but got ", __VA_ARGS__)
