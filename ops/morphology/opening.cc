#include "ops/morphology/opening.h"

#include <ATen/ops/ones.h>

#include "ops/core/op_registration.h"
#include "ops/morphology/morph.h"

namespace kornia::morphology {

at::Tensor opening(const at::Tensor& tensor, const at::Tensor& kernel,
                   const std::optional<at::Tensor>& structuring_element,
                   const std::optional<std::vector<int64_t>>& origin,
                   const std::string& border_type, double border_value, double /*max_val*/,
                   const std::string& engine) {
  using detail::Morph;
  const detail::MorphArgs a{kernel, structuring_element, origin, border_type, border_value, engine};
  return Morph(opening_op(), Morph(opening_op(), tensor, a, false), a, true);
}

}  // namespace kornia::morphology

namespace kornia::morphology {

KC_OP(opening, {.kornia = "kornia.morphology.opening",
                .image = detail::MorphImage(),
                .overloads = {detail::MorphOverload<&opening>()},
                .call =
                    [](const at::Tensor& x) {
                      return opening(x, at::ones({3, 3}, x.options()));
                    },
                .natives = {"_morph_window"}});

}  // namespace kornia::morphology
