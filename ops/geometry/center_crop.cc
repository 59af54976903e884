#include "ops/geometry/center_crop.h"

#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/warp_perspective.h"

namespace kornia::geometry {

at::Tensor center_crop(const at::Tensor& input_tensor, std::array<int64_t, 2> size,
                       const std::string& mode, const std::string& padding_mode,
                       bool align_corners) {
  core::CheckImage(center_crop_op(), input_tensor);
  const double src_h = static_cast<double>(core::HostSize(input_tensor, 2));
  const double src_w = static_cast<double>(core::HostSize(input_tensor, 3));
  // Kornia's start corner, then its _crop_translation: the dst corner (0, 0)
  // minus the start in the image's dtype (0 - round(x) == round(0 - x), a
  // zero start +0 as there).
  const double start_x = src_w / 2 - static_cast<double>(size[1]) / 2;
  const double start_y = src_h / 2 - static_cast<double>(size[0]) / 2;
  const at::Tensor transform =
      core::Constant({1, 0, 0.0 - start_x, 0, 1, 0.0 - start_y, 0, 0, 1}, input_tensor.options())
          .view({1, 3, 3});
  return warp_perspective(input_tensor, transform.expand_symint({input_tensor.sym_size(0), 3, 3}),
                          size, mode, padding_mode, align_corners);
}

KC_OP(center_crop,
      {.kornia = "kornia.geometry.transform.center_crop",
       .python = {.no_number_value = {"size"}},
       .image = core::ImageSpec{.noun = "input_tensor", .rank = core::ImageRank::kBatch},
       .overloads = {core::Def(
           "(Tensor input_tensor, int[2] size, str mode='bilinear', str padding_mode='zeros', "
           "bool align_corners=True) -> Tensor",
           [](const at::Tensor& input_tensor, std::vector<int64_t> size, std::string mode,
              std::string padding_mode, bool align_corners) {
             return center_crop(input_tensor,
                                core::PairOf(center_crop_op().name.c_str(), "size", size), mode,
                                padding_mode, align_corners);
           })},
       // The benchmark's: the centre half of its square image.
       .call = [](const at::Tensor& x) {
         return center_crop(x, {128, 128});
       }});

}  // namespace kornia::geometry
