#include "ops/morphology/gradient.h"

#include <ATen/ops/ones.h>

#include "ops/core/op_registration.h"
#include "ops/morphology/morph.h"

namespace kornia::morphology {

at::Tensor gradient(const at::Tensor& tensor, const at::Tensor& kernel,
                    const std::optional<at::Tensor>& structuring_element,
                    const std::optional<std::vector<int64_t>>& origin,
                    const std::string& border_type, double border_value, double /*max_val*/,
                    const std::string& engine) {
  using detail::Morph;
  const detail::MorphArgs a{kernel, structuring_element, origin, border_type, border_value, engine};
  return Morph(gradient_op(), tensor, a, true) - Morph(gradient_op(), tensor, a, false);
}

}  // namespace kornia::morphology

namespace kornia::morphology {

KC_OP(gradient, {.kornia = "kornia.morphology.gradient",
                 .image = detail::MorphImage(),
                 .overloads = {detail::MorphOverload<&gradient>()},
                 .call =
                     [](const at::Tensor& x) {
                       return gradient(x, at::ones({3, 3}, x.options()));
                     },
                 .natives = {"_morph_window"}});

}  // namespace kornia::morphology
