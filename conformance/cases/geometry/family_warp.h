// The sweep of an image warp by a matrix, for the cases of warp_affine and
// warp_perspective (and the ops Kornia builds on them: rotate, translate,
// scale, shear, affine, crop_by_transform_mat):
//   - per floating dtype x mode x padding x align_corners one shape class
//     `<dtype>_<mode>_<padding>_{ac,hp}` on a 2 x 3 x 9 x 11 source onto
//     8 x 12, one point per matrix set (`_m<i>`), the matrices a graph input
//     so the graph traced on one set replays on the others;
//   - per floating dtype x mode a same-size class `<dtype>_<mode>_same` (zeros,
//     half-pixel) over the special matrices `same` names (each `_<kind>`);
//   - padding_mode 'fill' per dtype and mode (fill values a graph input), and
//     its 0-d, (B, C, 1, 1) and absent fill_value, where the warp has it;
//   - a 1-pixel-high source (a singleton side maps to 0 under align_corners),
//     one matrix shared by the batch where the op takes one, every value
//     class, the threads check's large image per smooth mode, and the empty
//     destinations 0 x 5 and 4 x 0.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// Every class of a warp sweep: per floating dtype x mode x padding ("zeros",
// "border", "reflection") x align_corners, `<dtype>_<mode>_<padding>_{ac,hp}`.
void ForEachWarpClass(
    const std::function<void(const Dt& d, const std::string& mode, const std::string& padding,
                             bool ac, const std::string& cls)>& fn);

struct WarpSweep {
  // The (2, R, 3) matrices of a kind ("m0", "m1", "m2" and those of `same`).
  std::function<torch::Tensor(const std::string& kind, torch::ScalarType dtype)> matrix;
  // The warp of inputs (src, M[, fill_value]) onto dsize.
  std::function<torch::Tensor(const Inputs& in, std::array<int64_t, 2> dsize,
                              const std::string& mode, const std::string& padding, bool ac)>
      warp;
  std::vector<std::string> same;
  // Whether one (1, R, 3) matrix for the batch is a point (warp_affine's).
  bool shared_matrix = false;
  // Whether padding_mode 'fill' is a point (homography_warp has none).
  bool fill = true;
};

std::vector<SweepPoint> WarpPoints(const WarpSweep& sweep);

// A warp case's refusals beside the sweep's: its dsize one (`dsize` and the
// message), the mode, padding_mode and fill_value ones (WarpArgumentErrors),
// each of `bad_m` (id, M, message) and an M of another dtype; its batch inputs
// (src, M, a per-sample fill_value) and tensor arguments (M, fill_value).
struct WarpRefusals {
  std::string dsize_id;
  std::array<int64_t, 2> dsize;
  std::string dsize_message;
  std::vector<std::tuple<std::string, torch::Tensor, std::string>> bad_m;
};
void AddWarpErrors(OpCase& c, const WarpSweep& sweep, const WarpRefusals& refusals);

// The refusals of a warp's mode, padding_mode and fill_value: `warp(mode,
// padding)` warps onto 4 x 4; `fill` is the op onto 4 x 4 filled with
// inputs[2], refused on (x, m, fill) for a (2, 3, 4, 4) x.
std::vector<ErrorCase> WarpArgumentErrors(
    const std::function<std::function<void()>(std::string, std::string)>& warp, const OpFn& fill,
    const torch::Tensor& x, const torch::Tensor& m);

// The sweep of a crop built on the warps (crop_by_transform_mat, center_crop,
// crop_and_resize): per floating dtype x mode x padding x align_corners one
// shape class `<dtype>_<mode>_<padding>_{ac,hp}` on a 2 x 3 x 9 x 11 source
// onto 5 x 7, one point per parameter set (`_p<i>`: `params`' tensors, graph
// inputs after the image); per dtype every value class of the image (set 0,
// bilinear, zeros, align_corners) and the threads check's large image onto
// 128 x 128 per smooth mode. Kornia's call: the inputs, the size, mode,
// padding_mode and align_corners.
struct CropSweep {
  int sets = 1;
  std::function<Inputs(int set, torch::ScalarType dtype)> params;
  std::function<torch::Tensor(const Inputs& in, std::array<int64_t, 2> size,
                              const std::string& mode, const std::string& padding, bool ac)>
      crop;
};

std::vector<SweepPoint> CropPoints(const CropSweep& sweep);

// A crop's point: `crop` of (src, params...) onto size, with its Kornia call.
SweepPoint CropPoint(const CropSweep& sweep, std::string id, std::string cls, Inputs in,
                     std::array<int64_t, 2> size, std::string mode = "bilinear",
                     std::string padding = "zeros", bool ac = true);

// The sweep of an op Kornia builds on its affine (affine, rotate, translate,
// scale, shear: a warp onto the image's own size): per floating dtype x mode
// x padding x align_corners one shape class `<dtype>_<mode>_<padding>_{ac,hp}`
// on a 2 x 3 x 9 x 11 image, one point per parameter set (`_p<i>`: `params`'
// per-sample tensors, graph inputs after the image); per dtype one sample's
// parameters (`one`) for the batch (`_shared`) and for a 3 x 9 x 11 image
// (`_unbatched`), every value class of the image (set 0) and the threads
// check's large image per smooth mode (the layouts check runs every batched
// point on batch 0 and 1). Kornia's
// call: the inputs, then mode, padding_mode and align_corners by keyword.
struct AffwarpSweep {
  int sets = 2;
  std::function<Inputs(int set, torch::ScalarType dtype)> params;
  std::function<Inputs(torch::ScalarType dtype)> one;
  // Set 0's two samples for one 3 x 9 x 11 image (`_unbatched_n2`: two warps
  // of it, (2, C, H, W), as Kornia's affine makes), where the op takes them.
  bool many_for_one = false;
  std::function<torch::Tensor(const Inputs& in, const std::string& mode, const std::string& padding,
                              bool ac)>
      warp;
};

std::vector<SweepPoint> AffwarpPoints(const AffwarpSweep& sweep);

// An affine-warp op's point: `warp` of (tensor, params...), with its Kornia call.
SweepPoint AffwarpPoint(const AffwarpSweep& sweep, std::string id, std::string cls, Inputs in,
                        std::string mode = "bilinear", std::string padding = "zeros",
                        bool ac = true);

// An affine-warp op's refusals beside its image's: mode and padding_mode,
// each of `bad` (id, parameters, message) and each parameter (by name, in
// input order) in float64 beside a float32 image (TypeError); its batch
// inputs (the image and its parameters) and tensor arguments (each
// parameter, in the image's dtype).
void AddAffwarpErrors(OpCase& c, const AffwarpSweep& sweep, const std::vector<std::string>& names,
                      const std::vector<std::tuple<std::string, Inputs, std::string>>& bad);

}  // namespace kornia::conformance::cases
