// The resizes' case (resize, rescale, resize_to_be_divisible: Kornia's
// interpolate-based resampling with optional Gaussian antialias), each op
// giving its own size argument as a ResizeArg:
//   - per floating dtype x interpolation x align_corners (None; False and
//     True for bilinear and bicubic) x direction (a 2 x 3 x 9 x 11 image
//     down and up) one shape class, two images each;
//   - per dtype x interpolation the antialiased downscale, a downscale of
//     a 1-pixel-high image (its kernel 1 on that side) and an antialiased
//     upscale (no blur);
//   - per dtype the ranks Kornia takes ((H, W), (C, H, W), 5-D), a 1 x 1
//     source, every value class (bilinear, bicubic), the large image
//     (bicubic, antialiased) and an image without channels ('area');
//   - the op's own points (its size forms) and refusals.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// One call of a resize: the op's size argument (for the case's `run`) and
// Kornia's form of it; the output size the op resizes (h, w) to.
struct ResizeArg {
  std::string id;    // in point ids: "5x7", "f0.5", "d4"
  KorniaArg kornia;  // Kornia's size/factor argument
  std::function<torch::Tensor(const torch::Tensor& x, const std::string& interpolation,
                              std::optional<bool> align_corners, bool antialias)>
      run;
};

struct ResizeSpec {
  // The op's argument that takes (H, W) -> (h, w) (for a 9 x 11 image:
  // down, up; and a 1-row image: down).
  std::function<ResizeArg(int64_t h, int64_t w, int64_t H, int64_t W)> to;
  // Whether Kornia's call passes align_corners always (rescale's points, so
  // Kornia's class, whose default differs, gets the function's value).
  bool pass_align_corners = false;
};

// A point of a resize: `a` on image x, with Kornia's call.
SweepPoint ResizePoint(const ResizeSpec& s, const std::string& id, const std::string& cls,
                       torch::Tensor x, const ResizeArg& a, const std::string& interpolation,
                       std::optional<bool> ac = std::nullopt, bool antialias = false);

// The family's points (above); the op adds its own.
std::vector<SweepPoint> ResizePoints(const ResizeSpec& s);

// The refusals every resize has, on resize(x, to(5, 7)) of a 2 x 3 x 9 x 11
// x with the bad argument: interpolation 'linear', align_corners with
// 'nearest' and 'area', an empty image for a non-empty size, an empty C.
std::vector<ErrorCase> ResizeErrors(const ResizeSpec& s);

}  // namespace kornia::conformance::cases
