#include "ops/geometry/get_translation_matrix2d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/transform_matrix.h"

namespace kornia::geometry {

at::Tensor get_translation_matrix2d(const at::Tensor& translations) {
  const core::OpSpec& op = get_translation_matrix2d_op();
  core::CheckImage(op, translations);
  KC_CHECK(translations.dim() == 2 && translations.sym_size(1) == 2, op.name.c_str(),
           "translations of shape (B, 2)", "shape ", translations.sizes());
  const c10::SymInt b = translations.sym_size(0);
  const at::Tensor t = translations.unsqueeze(-1);
  const at::Tensor column = at::where(t == 0, at::zeros_like(t), t);  // 0 + t
  const at::Tensor linear = core::Eye(2, 2, translations.options()).expand_symint({b, 2, 2});
  return detail::Homography(at::cat({linear, column}, -1));
}

KC_OP(get_translation_matrix2d,
      {.kornia = "kornia.geometry.transform.get_translation_matrix2d",
       .image = core::ImageSpec{.noun = "translations",
                                .rank = core::ImageRank::kAny,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor translations) -> Tensor", &get_translation_matrix2d)}});

}  // namespace kornia::geometry
