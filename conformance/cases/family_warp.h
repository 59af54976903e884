// The warp family: resampling an image through a per-sample matrix onto an
// output grid (warp_affine, warp_perspective, rotate, translate, scale, ...).
//
// WarpOp generates, from the op's signature and its WarpSpec:
//   - per floating dtype x mode x padding x align_corners one shape class
//     `<dtype>_<mode>_<padding>_{ac,hp}` on a 2 x 3 x 9 x 11 source, one
//     point per matrix set (`_m<i>`), the matrices a graph input so the graph
//     traced on one set replays on the others;
//   - per floating dtype x mode, a same-size class `<dtype>_<mode>_same`
//     (9 x 11 onto 9 x 11, zeros, half-pixel) over the special matrices
//     (kSpecialMatrices): the identity, a singular one (no linear part: the
//     inverse is inf/NaN, so the output pins what non-finite coordinates
//     give), a rank-1 one and a nearly singular one (determinants 2**-7 and
//     2**-5, exact in bfloat16);
//   - a 1-pixel-high source (`<dtype>_h1_{ac,hp}`: a singleton side maps to
//     0 under align_corners), one matrix shared by the batch
//     (`<dtype>_shared_m`), every value class (`<dtype>_values_<class>`)
//     and the large image of the threads check per smooth mode;
//   - the errors every warp has: an empty output size, an unknown mode and
//     padding mode (the signature's are added by ImageOp).
#pragma once

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct WarpSpec {
  // The op: warp(src, M, dsize, mode, padding_mode, align_corners).
  std::function<torch::Tensor(const torch::Tensor& src, const torch::Tensor& m,
                              std::array<int64_t, 2> dsize, const std::string& mode,
                              const std::string& padding, bool align_corners)>
      call;
  // Matrix set i (for the batch of 2) in `dtype`; sets 0..matrices-1 are swept.
  std::function<torch::Tensor(int i, torch::ScalarType dtype)> matrix;
  int matrices = 3;
  std::vector<std::string> modes = {"bilinear", "nearest", "bicubic"};
  std::vector<std::string> paddings = {"zeros", "border", "reflection"};
  std::vector<std::string> large_modes = {"bilinear", "bicubic"};
  std::array<int64_t, 2> dsize = {8, 12};
  // The matrix of a special kind (kSpecialMatrices) for the batch of 2, in
  // `dtype`; unset: no same-size sweep.
  std::function<torch::Tensor(const std::string& kind, torch::ScalarType dtype)> special;
};

inline const std::vector<std::string> kSpecialMatrices = {"identity", "singular", "rank1",
                                                          "near_singular"};

std::vector<SweepPoint> WarpPoints(const WarpSpec& s);

// The errors every warp has, on a 2 x 3 x 4 x 4 float32 source with matrix
// set 0: dsize (0, 4), mode "area", padding_mode "fill".
std::vector<ErrorCase> WarpErrors(const std::string& op, const WarpSpec& s);

// ImageOp + WarpPoints + WarpErrors; src and M are batched inputs. The probe
// and the signature errors warp onto 4 x 5 with matrix set 0's first row.
OpCase WarpOp(ImageOpSpec spec, const WarpSpec& warp);

}  // namespace kornia::conformance::cases
