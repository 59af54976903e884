// The Gaussian pyramid steps' case (pyrdown, pyrup: a 5 x 5 binomial blur by
// filter2d and a bilinear resize): per floating dtype x border_type x
// align_corners two images of one shape class; sides 1-33 (the smallest each
// border takes, each precision edge 2**p - 1, 2**p, 2**p + 1 to 33); every
// value class; 1 and 5 channels; the large image; border
// names in capitals; for pyrdown its factors (upsampling ones, 1, fractional
// ones, the largest that leaves a 1 x 1 image) and the integer and bool
// dtypes (blurred in float32); the blur's and the factor's errors.
#pragma once

#include <functional>
#include <string>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct PyramidSpec {
  // The step on (image, border_type, align_corners, factor); pyrup's ignores
  // the factor.
  std::function<torch::Tensor(const torch::Tensor&, const std::string&, bool, double)> run;
  bool down = true;  // pyrdown (a factor, integer images) or pyrup
};

OpCase PyramidOp(const core::OpSpec& op, const PyramidSpec& s);

}  // namespace kornia::conformance::cases
