// affine()
//
// Warps an image by 2x3 pixel affine matrices (source -> destination) onto
// its own size (Kornia 0.9 `kornia.geometry.transform.affine`): warp_affine
// with dsize (H, W). A (C, H, W) image is warped as a batch of one (N
// matrices give N warps of it, (N, C, H, W), as Kornia's squeeze leaves
// them); one matrix for a batch warps every image through one grid.
// Shape:     tensor (B, C, H, W) or (C, H, W), matrix (B, 2, 3) or (1, 2, 3)
//            ((N, 2, 3) for one image) -> tensor's shape
// Dtypes:    float16, bfloat16, float32, float64; matrix in the image's dtype
// Errors:    tensor not 3-D/4-D or not floating; matrix of another shape or
//            dtype; unknown mode ("bilinear", "nearest", "bicubic") or
//            padding_mode ("zeros", "border", "reflection", "fill")
// Tolerance: exact (a singular matrix gives inf/NaN, as in Kornia; no check)
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/core/SymInt.h>

#include <array>
#include <string>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& affine_op();

at::Tensor affine(const at::Tensor& tensor, const at::Tensor& matrix,
                  const std::string& mode = "bilinear", const std::string& padding_mode = "zeros",
                  bool align_corners = true);

}  // namespace kornia::geometry

// Helpers of the ops Kornia builds on its affine (rotate, translate, scale,
// shear): their image batch, parameter checks, centre and matrices.
namespace kornia::geometry::detail {

// The batch of an affine-warp op's image: B of (B, C, H, W), 1 of (C, H, W).
c10::SymInt ImageBatch(const at::Tensor& tensor);

// A per-sample parameter `name` of an affine-warp op's image `tensor`:
// `ok` (its shape is one of `shapes`, which the op computed), then in the
// image's dtype. Else
//   rotate(): expected angle of shape (), (1) or (2), but got shape [3]
//   translate(): expected translation in the dtype of tensor (float32), but got float64
// (the dtype as c10::TypeError).
void CheckSampleParam(const char* op, const char* name, const at::Tensor& p,
                      const at::Tensor& tensor, const std::string& shapes, bool ok);

// A per-sample parameter of rows `name`, shape (N, *tail): N the image's
// batch B or 1 (one for the batch), or any N where B is 1 (Kornia then
// warps the one image N times); in the image's dtype (CheckSampleParam).
//   translate(): expected translation of shape (2, 2) or (1, 2), but got shape [3, 2]
void CheckRows(const char* op, const char* name, const at::Tensor& p, const at::Tensor& tensor,
               const std::vector<int64_t>& tail);

// Kornia's affine(tensor, matrix, mode, padding_mode, align_corners): the
// warp of tensor by the (N, 2, 3) pixel matrices (source -> destination)
// onto its own H x W with warp_affine (one matrix warps the whole batch;
// N matrices warp one image N times; a (C, H, W) image gives (C, H, W), or
// (N, C, H, W) for N > 1 matrices, as Kornia's squeeze does). `op`'s image
// check and its mode and padding_mode refusals under its own name.
at::Tensor AffineWarp(const core::OpSpec& op, const at::Tensor& tensor, const at::Tensor& matrix,
                      const std::string& mode, const std::string& padding_mode, bool align_corners);

// Kornia's _compute_tensor_center: ((W - 1) / 2, (H - 1) / 2) of tensor's
// last two dims, shape (2), each a double rounded once into its dtype.
at::Tensor ImageCenter(const at::Tensor& tensor);

// The top two rows of Kornia's eye_like(3, p) with p's two columns added
// (p (N, 2)): the first to entry `first`, the second to `second`
// (translation: (0, 2) and (1, 2); shear: (0, 1) and (1, 0)); 0 + p, so a -0
// becomes +0 as in Kornia's in-place adds. (N, 2, 3).
at::Tensor EyePlus(const at::Tensor& p, std::array<int64_t, 2> first,
                   std::array<int64_t, 2> second);

// translate's and shear's warp: their (N, 2) parameter `name` checked
// (CheckRows), added to the identity (EyePlus at `first` and `second`) and
// warped (AffineWarp), all under `op`'s name.
at::Tensor EyePlusWarp(const core::OpSpec& op, const char* name, const at::Tensor& tensor,
                       const at::Tensor& p, std::array<int64_t, 2> first,
                       std::array<int64_t, 2> second, const std::string& mode,
                       const std::string& padding_mode, bool align_corners);

}  // namespace kornia::geometry::detail
