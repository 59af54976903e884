// Conformance case of ops/color/raw_to_rgb_2x2_downscaled (family_raw.h).
#include "ops/color/raw_to_rgb_2x2_downscaled.h"

#include "conformance/cases/color/family_raw.h"

KC_CASE(color, raw_to_rgb_2x2_downscaled) {
  return RawOp(
      op,
      [](const torch::Tensor& x, color::CFA cfa) {
        return color::raw_to_rgb_2x2_downscaled(x, cfa);
      },
      "expected an even H and W, but got shape [1, 1, 4, 5]");
}
