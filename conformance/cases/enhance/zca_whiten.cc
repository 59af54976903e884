// Conformance case of ops/enhance/zca_whiten.
#include "ops/enhance/zca_whiten.h"

#include "conformance/cases/enhance/family_zca.h"

KC_CASE(enhance, zca_whiten) {
  return ZcaOp(
      op,
      [](const torch::Tensor& x, const ZcaArgs& a) {
        return enhance::zca_whiten(x, a.dim, a.unbiased, a.eps);
      },
      /*fit=*/false);
}
