// The Bayer color filter arrays of the raw conversions (rgb_to_raw,
// raw_to_rgb, raw_to_rgb_2x2_downscaled), Kornia 0.9's `kornia.color.CFA`.
#pragma once

#include <cstdint>

#include "ops/core/check.h"

namespace kornia::color {

// OpenCV's naming, as Kornia's: BG means pixel (1, 1) is blue and its right
// neighbour green, so the top-left pixel is red.
enum class CFA { kBG = 0, kGB = 1, kRG = 2, kGR = 3 };

// The CFA of Kornia's enum value (the operator schema's `int cfa`:
// kornia.color.CFA.BG.value is 0), or c10::Error naming the op.
inline CFA CfaOf(const char* op, int64_t value) {
  KC_CHECK(value >= 0 && value <= 3, op, "cfa one of 0 (BG), 1 (GB), 2 (RG) or 3 (GR)",
           "cfa = ", value);
  return static_cast<CFA>(value);
}

namespace detail {
// Where a 2 x 2 cell has its red and its blue sample (row, column); the two
// green samples are at the other two places.
struct CfaLayout {
  int64_t r_row, r_col, b_row, b_col;
};
constexpr CfaLayout Layout(CFA cfa) {
  switch (cfa) {
    case CFA::kBG:
      return {0, 0, 1, 1};
    case CFA::kGB:
      return {0, 1, 1, 0};
    case CFA::kRG:
      return {1, 1, 0, 0};
    case CFA::kGR:
      return {1, 0, 0, 1};
  }
  return {0, 0, 1, 1};
}
}  // namespace detail

}  // namespace kornia::color
