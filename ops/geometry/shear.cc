#include "ops/geometry/shear.h"

#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/geometry/affine.h"

namespace kornia::geometry {

at::Tensor shear(const at::Tensor& tensor, const at::Tensor& shear, const std::string& mode,
                 const std::string& padding_mode, bool align_corners) {
  return detail::EyePlusWarp(shear_op(), "shear", tensor, shear, {0, 1}, {1, 0}, mode, padding_mode,
                             align_corners);
}

KC_OP(shear, {.kornia = "kornia.geometry.transform.shear",
              // Kornia's Shear class defaults align_corners to True, the function to
              // False: no class here (a class takes the operator's defaults).
              .image = core::ImageSpec{.noun = "tensor", .rank = core::ImageRank::kOptionalBatch},
              .overloads = {core::Def(
                  "(Tensor tensor, Tensor shear, str mode='bilinear', str padding_mode='zeros', "
                  "bool align_corners=False) -> Tensor",
                  [](const at::Tensor& tensor, const at::Tensor& factors, std::string mode,
                     std::string padding_mode, bool align_corners) {
                    return shear(tensor, factors, mode, padding_mode, align_corners);
                  })},
              // The benchmark's: a shear of (0.2, -0.1).
              .call = [](const at::Tensor& x) {
                return shear(x, core::Constant({0.2, -0.1}, x.options()).view({1, 2}));
              }});

}  // namespace kornia::geometry
