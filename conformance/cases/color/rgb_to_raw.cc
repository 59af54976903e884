// Conformance case of ops/color/rgb_to_raw (family_raw.h).
#include "ops/color/rgb_to_raw.h"

#include "conformance/cases/color/family_raw.h"

KC_CASE(color, rgb_to_raw) {
  return RawOp(op,
               [](const torch::Tensor& x, color::CFA cfa) { return color::rgb_to_raw(x, cfa); });
}
