// Conformance case of ops/filters/median_blur: the window filters' sweep (odd
// sizes: 3 x 3 and 5 x 5 through the selection network, the others through
// the window's median).
#include "ops/filters/median_blur.h"

#include "conformance/cases/filters/family_window.h"

KC_CASE(filters, median_blur) {
  return WindowOp(
      op, {.run = [](const torch::Tensor& x, std::array<int64_t, 2> ks, const std::string& border) {
        return filters::median_blur(x, ks, border);
      }});
}
