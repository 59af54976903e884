// apply_colormap()
//
// Kornia 0.9 `kornia.color.apply_colormap` and `kornia.color.ColorMap`. A
// ColorMap is a palette as data (`colors` and `name`, Kornia's attributes):
// colors of shape (3, num_colors), one of Kornia's 19 base colormaps (64
// colors each, from matplotlib) or a custom list of RGB colors, resampled
// to num_colors by linear interpolation (torch's interpolate, align_corners
// = false: num_colors = 64 copies a base exactly), in `dtype` (default:
// torch's default dtype) on `device`. apply_colormap maps each input value
// to a palette color, Kornia's op sequence: the input in float32, divided
// by 255 for integer inputs and, for floating ones, by 1 or 255 per
// (sample, channel) (1 when every value of that channel of that sample is
// <= 1: a tensor `where`, never a host branch, so a traced graph replays on
// either range); keys linspace(0, 1, N - 1); index bucketize(x, keys),
// N - 1 where x == 1. A value below 0 takes the first color, above 1 (or
// NaN) the last. Input channel c becomes output channels 3c to 3c + 2.
// The palette's size N is a shape: a graph traced for one N replays for
// that N (the keys' length is baked like any size); the palette's values
// are a graph input with the tensor overload.
// Shape:     (B, C, H, W) or (C, H, W) -> (B, 3 C, H, W), B = 1 for a rank-3
//            input; colors (3, N)
// Dtypes:    float16, bfloat16, float32, float64, uint8, int16, int32, int64
//            (Kornia's list); the output has the palette's dtype
// Errors:    rank other than 3 or 4; int8, bool or complex input; colors not
//            (3, N) with N >= 1 or not floating; ColorMap: an unknown name,
//            num_colors < 1, an empty custom base, a non-floating dtype
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::color {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& apply_colormap_op();

// Kornia's ColorMapType, same members and values.
enum class ColorMapType {
  autumn = 1,
  bone,
  jet,
  winter,
  rainbow,
  ocean,
  summer,
  spring,
  cool,
  hsv,
  brg,
  pink,
  hot,
  plasma,
  viridis,
  cividis,
  twilight,
  turbo,
  seismic,
};

struct ColorMap {
  using RGBColor = std::array<double, 3>;

  // A built-in colormap by name (any letter case, as Kornia's) or by type.
  explicit ColorMap(const std::string& base, int64_t num_colors = 64,
                    std::optional<at::Device> device = std::nullopt,
                    std::optional<at::ScalarType> dtype = std::nullopt);
  explicit ColorMap(ColorMapType base, int64_t num_colors = 64,
                    std::optional<at::Device> device = std::nullopt,
                    std::optional<at::ScalarType> dtype = std::nullopt);
  // A custom colormap: the ordered RGB colors, resampled to num_colors.
  explicit ColorMap(const std::vector<RGBColor>& base, int64_t num_colors = 64,
                    std::optional<at::Device> device = std::nullopt,
                    std::optional<at::ScalarType> dtype = std::nullopt);

  int64_t size() const { return colors.size(-1); }  // Kornia's len(colormap)

  // ColorMapType's member names, in order.
  static std::vector<std::string> list();

  std::string name;   // the base's name; "CustomColorMapType" for a custom base
  at::Tensor colors;  // (3, num_colors)
};

at::Tensor apply_colormap(const at::Tensor& input_tensor, const ColorMap& colormap);
// The palette as a tensor of shape (3, N) (Kornia's ApplyColorMap buffer).
at::Tensor apply_colormap(const at::Tensor& input_tensor, const at::Tensor& colors);

}  // namespace kornia::color
