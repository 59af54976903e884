// remap()
//
// Samples an image at per-pixel coordinates (Kornia 0.9
// `kornia.geometry.transform.remap`): dst(x, y) = src(map_x(x, y),
// map_y(x, y)). Pixel maps are first normalized as Kornia's
// normalize_pixel_coordinates does (x * 2 / (W - 1) - 1 per axis, 1 and 0 on
// a size-1 axis, each factor a double rounded once into the maps' dtype,
// then one multiply and one add): the align_corners=True convention whatever
// align_corners reaches grid_sample (Kornia #4504), so only align_corners=True
// reads an identity map back unchanged. One (1, h, w) map pair serves the
// whole batch. float16/bfloat16 images with maps of their dtype are sampled
// in float32 and rounded once at the end, as Kornia's CPU path. Integral or
// boolean maps are taken as float32 (Kornia lifts them into the default
// dtype), so they sample a float32 image only.
// Shape:     image (B, C, H, W), map_x and map_y (B, h, w) or (1, h, w)
//            -> (B, C, h, w); an empty h or w gives that empty image
// Dtypes:    image float16, bfloat16, float32, float64; the maps in the
//            image's dtype (or integral, for a float32 image)
// Errors:    image not 4-D or not floating; a map not 3-D, the two maps of
//            different shapes or dtypes, a map batch neither 1 nor B, maps of
//            another dtype than the image's; unknown mode ("bilinear",
//            "nearest", "bicubic") or padding_mode ("zeros", "border",
//            "reflection")
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::geometry {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& remap_op();

at::Tensor remap(const at::Tensor& image, const at::Tensor& map_x, const at::Tensor& map_y,
                 const std::string& mode = "bilinear", const std::string& padding_mode = "zeros",
                 std::optional<bool> align_corners = std::nullopt,
                 bool normalized_coordinates = false);

}  // namespace kornia::geometry
