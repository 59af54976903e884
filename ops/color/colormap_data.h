// Kornia 0.9's base colormaps (kornia/color/_colormap_data.py): 19 tables of
// 64 RGB colors, in ColorMapType's order (autumn = 1 ... seismic = 19).
// Private to ops/color (apply_colormap's ColorMap).
#pragma once

#include <array>

namespace kornia::color::detail {

inline constexpr int kColormapCount = 19;
inline constexpr int kBaseColors = 64;

struct BaseColormap {
  const char* name;           // ColorMapType's member name: "viridis"
  const double (*colors)[3];  // kBaseColors RGB triples in [0, 1]
};

const std::array<BaseColormap, kColormapCount>& BaseColormaps();

}  // namespace kornia::color::detail
