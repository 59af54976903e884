// Conformance case of ops/color/raw_to_rgb (family_raw.h).
#include "ops/color/raw_to_rgb.h"

#include "conformance/cases/color/family_raw.h"

KC_CASE(color, raw_to_rgb) {
  return RawOp(
      op, [](const torch::Tensor& x, color::CFA cfa) { return color::raw_to_rgb(x, cfa); },
      "expected an even, non-zero H and W, but got shape [1, 1, 4, 5]");
}
