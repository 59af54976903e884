// resize()
//
// Resizes the last two dims of an image (Kornia 0.9
// `kornia.geometry.transform.resize`): torch.nn.functional.interpolate's
// resampling ('nearest', 'nearest-exact', 'bilinear', 'bicubic', 'area') to
// (h, w) = size, or, for one int, to that size of the side `side` names
// ('short', 'long', 'vert', 'horz'), the other side int(size * W / H) or
// int(size / (W / H)) as Kornia's _side_to_image_size. With antialias, a
// downscale (H / h or W / w above 1) is first blurred by gaussian_blur2d with
// Kornia's sigmas max((H / h - 1) / 2, 0.001) and odd kernel sizes of at
// least 3 (1 on a side of 1). An output side of 0 gives the empty image
// (an empty input too). (H, W) and (C, H, W) images are resampled as one
// sample, (*, C, H, W) ones as a batch. 'bilinear' is ATen's formula in
// fixed-order ops (ops/geometry/interpolate.h: ATen's own kernel rounds
// differently on another thread count), within a few ulp of Kornia's.
// Shape:     (*, H, W) -> (*, h, w)
// Dtypes:    float16, bfloat16, float32, float64 (Kornia also passes uint8
//            to interpolate: docs/LIMITS.md)
// Errors:    fewer than 2 dims; not floating; an unknown interpolation
//            ('linear' and 'trilinear' too: they resample one or three
//            dims); align_corners set for 'nearest', 'nearest-exact' or
//            'area'; a negative size; an int size on an empty image; an
//            unknown side (an int size only); a non-empty output of an empty
//            image; gaussian_blur2d's
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& resize_op();

at::Tensor resize(const at::Tensor& input, std::array<int64_t, 2> size,
                  const std::string& interpolation = "bilinear",
                  std::optional<bool> align_corners = std::nullopt,
                  const std::string& side = "short", bool antialias = false);
// One int: the side `side` names becomes `size`, the other keeps the aspect.
at::Tensor resize(const at::Tensor& input, int64_t size,
                  const std::string& interpolation = "bilinear",
                  std::optional<bool> align_corners = std::nullopt,
                  const std::string& side = "short", bool antialias = false);

namespace detail {

// resize to (h, w) = size as the op `op` (its image check and its name in
// every message): rescale's and resize_to_be_divisible's.
at::Tensor Resize(const core::OpSpec& op, const at::Tensor& input, std::array<int64_t, 2> size,
                  const std::string& interpolation, std::optional<bool> align_corners,
                  bool antialias);

}  // namespace detail

}  // namespace kornia::geometry
