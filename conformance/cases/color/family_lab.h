// What the Lab and Luv cases share (lab_to_rgb, luv_to_rgb, twin ops):
// images over a color space's own ranges and around its knee.
#pragma once

#include <torch/types.h>

#include <array>
#include <string>
#include <utility>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct SpaceSweep {
  std::string name;                                 // "lab": `<dtype>_lab_range`
  std::array<std::pair<double, double>, 3> ranges;  // each channel's (lo, hi)
  std::string variant;                              // "unclipped": `<dtype>_lab_range_unclipped`
  ImageCall variant_call;                           // the op with its other argument changed
  KorniaCall variant_kornia;                        // and Kornia's call of it
  double knee;                                      // L at the knee
};

// ColorOp (no inverse) plus, per floating dtype, `<dtype>_<name>_range`: a
// 2 x 3 x 3 x 33 image whose channel k is uniform in ranges[k] (in gamut and
// out), with the descriptor's call and again with the variant's
// (`<dtype>_<name>_range_<variant>`); and `<dtype>_near_knee`: L at and
// around `knee` (16 ulps either side), the other two channels 0 (the grey
// axis, where every channel's f sits at the knee together) and then +-1.
OpCase SpaceToRgbOp(const core::OpSpec& op, SpaceSweep s);

}  // namespace kornia::conformance::cases
