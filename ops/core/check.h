// Validation helpers shared by every op.
//
// Every op validates its arguments first and says what it expected and what it
// got, in one shape:  `<op>(): expected <what>, but got <value>`  (the pattern of
// ATen's `grid_sampler(): expected ...`). Tests assert the message, not just
// that something threw.
#pragma once

#include <c10/util/Exception.h>

#include <string>

#include "c10/core/ScalarType.h"

namespace kornia::core {

// torch's Python spelling of a dtype ("float32", "bfloat16", "int64", ...), so
// messages read the same as Kornia's.
std::string DtypeName(c10::ScalarType dtype);

}  // namespace kornia::core

// KC_CHECK(cond, "op", expected..., got...) raises c10::Error with
//   "op(): expected <expected...>, but got <got...>"
// Host-side argument checks only (ints, flags, dtypes, shapes). A check on
// tensor *values* must stay in the graph instead (see README, "One code path").
#define KC_CHECK(cond, op, expected, ...) \
  TORCH_CHECK((cond), op, "(): expected ", expected, ", but got ", __VA_ARGS__)
