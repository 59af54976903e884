// Conformance case of ops/filters/laplacian: the window filters' sweep (odd
// sizes, 1 x 1 refused), normalized and not (`_raw`).
#include "ops/filters/laplacian.h"

#include "conformance/cases/filters/family_window.h"

KC_CASE(filters, laplacian) {
  auto lap = [](bool normalized) {
    return [=](const torch::Tensor& x, std::array<int64_t, 2> ks, const std::string& border) {
      return filters::laplacian(x, ks, border, normalized);
    };
  };
  return WindowOp(op, {.run = lap(true),
                       .single_tap = false,
                       .forms = {{"raw", lap(false), {{"normalized", false}}}}});
}
