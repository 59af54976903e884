// The case of a Bayer raw conversion (rgb_to_raw, raw_to_rgb,
// raw_to_rgb_2x2_downscaled): this package's shared builder.
#pragma once

#include <torch/types.h>

#include <functional>
#include <string>

#include "conformance/cases/family.h"
#include "ops/color/cfa.h"

namespace kornia::conformance::cases {

using RawCall = std::function<torch::Tensor(const torch::Tensor&, color::CFA)>;

// Per floating dtype x CFA x size one shape class `<dtype>_<cfa>_<h>x<w>`
// (2 x 2 up to 10 x 14; with odd sides 3 x 5 and 5 x 7 where the op takes
// them); per floating dtype every value class at BG 4 x 6
// (`<dtype>_values_<class>`) and a threads-size point (`<dtype>_BG_large`);
// integer images where the signature takes them. Kornia's call names the
// CFA as kornia.color.CFA.<cfa>. Errors: the signature's, and, where the op
// takes even sides only, `odd_message` (after "<op>(): "), the refusal of a
// 1 x C x 4 x 5 image; an empty `odd_message`: odd sides are taken.
OpCase RawOp(const core::OpSpec& op, RawCall call, std::string odd_message = "");

}  // namespace kornia::conformance::cases
