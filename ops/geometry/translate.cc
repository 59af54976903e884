#include "ops/geometry/translate.h"

#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/affine.h"

namespace kornia::geometry {

at::Tensor translate(const at::Tensor& tensor, const at::Tensor& translation,
                     const std::string& mode, const std::string& padding_mode, bool align_corners) {
  return detail::EyePlusWarp(translate_op(), "translation", tensor, translation, {0, 2}, {1, 2},
                             mode, padding_mode, align_corners);
}

KC_OP(translate,
      {.kornia = "kornia.geometry.transform.translate",
       .module = {"Translate",
                  {"translation", "mode", "padding_mode", "align_corners"},
                  {"input:tensor"}},
       .image = core::ImageSpec{.noun = "tensor", .rank = core::ImageRank::kOptionalBatch},
       .overloads = {core::Def(
           "(Tensor tensor, Tensor translation, str mode='bilinear', str padding_mode='zeros', "
           "bool align_corners=True) -> Tensor",
           [](const at::Tensor& tensor, const at::Tensor& translation, std::string mode,
              std::string padding_mode, bool align_corners) {
             return translate(tensor, translation, mode, padding_mode, align_corners);
           })},
       // The benchmark's: a shift by (10.5, -7.25) pixels.
       .call = [](const at::Tensor& x) {
         return translate(x, core::Constant({10.5, -7.25}, x.options()).view({1, 2}));
       }});

}  // namespace kornia::geometry
