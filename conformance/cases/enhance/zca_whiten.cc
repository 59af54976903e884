// Conformance case of ops/enhance/zca_whiten.
#include "ops/enhance/zca_whiten.h"

#include "conformance/cases/enhance/zca.h"

namespace kornia::conformance::cases {
namespace zca_whiten_case {

using enhance::zca_whiten;

OpCase ZcaWhiten() {
  return ZcaCase(
      "zca_whiten", "kornia.enhance.zca_whiten",
      [](const torch::Tensor& x, const ZcaArgs& a) {
        return zca_whiten(x, a.dim, a.unbiased, a.eps);
      },
      /*fit=*/false);
}

KC_REGISTER_CASE(ZcaWhiten);

}  // namespace zca_whiten_case
}  // namespace kornia::conformance::cases
