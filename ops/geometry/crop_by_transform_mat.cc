#include "ops/geometry/crop_by_transform_mat.h"

#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/geometry/warp_affine.h"
#include "ops/geometry/warp_perspective.h"

namespace kornia::geometry {

at::Tensor crop_by_transform_mat(const at::Tensor& input_tensor, const at::Tensor& transform,
                                 std::array<int64_t, 2> out_size, const std::string& mode,
                                 const std::string& padding_mode, bool align_corners) {
  const core::OpSpec& op = crop_by_transform_mat_op();
  core::CheckImage(op, input_tensor);
  const int64_t d = transform.dim();
  KC_CHECK((d == 2 || d == 3) && (transform.sym_size(-2) == 2 || transform.sym_size(-2) == 3) &&
               transform.sym_size(-1) == 3 &&
               (d == 2 || transform.sym_size(0) == 1 ||
                transform.sym_size(0) == input_tensor.sym_size(0)),
           op.name.c_str(),
           c10::str("transform of shape (", input_tensor.sym_size(0),
                    ", 3, 3), (1, 3, 3), (3, 3) or their (.., 2, 3) affine forms"),
           "shape ", transform.sym_sizes());
  KC_CHECK_DTYPE(!transform.is_complex(), op.name.c_str(), "a real transform",
                 core::DtypeName(transform.scalar_type()));
  const at::Tensor m =
      transform.expand_symint({input_tensor.sym_size(0), -1, -1}).to(input_tensor.scalar_type());
  if (transform.sym_size(-2) == 2)
    return warp_affine(input_tensor, m, out_size, mode, padding_mode, align_corners);
  return warp_perspective(input_tensor, m, out_size, mode, padding_mode, align_corners);
}

KC_OP(crop_by_transform_mat,
      {.kornia = "kornia.geometry.transform.crop_by_transform_mat",
       .python = {.no_number = {"out_size"}},
       .image = core::ImageSpec{.noun = "input_tensor", .rank = core::ImageRank::kBatch},
       .overloads = {core::Def(
           "(Tensor input_tensor, Tensor transform, int[2] out_size, str mode='bilinear', "
           "str padding_mode='zeros', bool align_corners=True) -> Tensor",
           [](const at::Tensor& input_tensor, const at::Tensor& transform,
              std::vector<int64_t> out_size, std::string mode, std::string padding_mode,
              bool align_corners) {
             return crop_by_transform_mat(
                 input_tensor, transform,
                 core::PairOf(crop_by_transform_mat_op().name.c_str(), "out_size", out_size), mode,
                 padding_mode, align_corners);
           })}});

}  // namespace kornia::geometry
