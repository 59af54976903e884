// Conformance case of ops/filters/box_blur: the window filters' sweep (even
// sizes taken), separable and in one 2-D pass (`_2d`).
#include "ops/filters/box_blur.h"

#include "conformance/cases/filters/family_window.h"

KC_CASE(filters, box_blur) {
  auto blur = [](bool separable) {
    return [=](const torch::Tensor& x, std::array<int64_t, 2> ks, const std::string& border) {
      return filters::box_blur(x, ks, border, separable);
    };
  };
  return WindowOp(op, {.run = blur(true),
                       .even = true,
                       .size_what = "positive kernel sizes",
                       .forms = {{"2d", blur(false), {{"separable", false}}}}});
}
