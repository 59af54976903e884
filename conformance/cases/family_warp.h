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

inline std::vector<SweepPoint> WarpPoints(const WarpSpec& s) {
  std::vector<SweepPoint> points;
  auto add = [&](std::string id, std::string cls, const char* dtype, torch::Tensor src,
                 torch::Tensor m, std::array<int64_t, 2> dsize, std::string mode,
                 std::string padding, bool ac) {
    SweepPoint p = Point(std::move(id), std::move(cls), dtype, {std::move(src), std::move(m)},
                         [=, call = s.call](const Inputs& in) {
                           return call(in[0], in[1], dsize, mode, padding, ac);
                         });
    p.kornia = c10::str(R"({"args": ["$0", "$1", [)", dsize[0], ", ", dsize[1], R"(], ")", mode,
                        R"(", ")", padding, R"(", )", ac ? "true" : "false", "]}");
    points.push_back(std::move(p));
  };
  const std::string mode0 = s.modes.front(), padding0 = s.paddings.front();
  for (const auto& d : kFloatDtypes)
    for (const std::string& mode : s.modes)
      for (const std::string& padding : s.paddings)
        for (bool ac : {true, false}) {
          const std::string cls = c10::str(d.name, "_", mode, "_", padding, ac ? "_ac" : "_hp");
          const torch::Tensor x =
              MakeInput({2, 3, 9, 11}, d.type, ValueClass::kUniform, SeedOf(cls));
          for (int m = 0; m < s.matrices; ++m)
            add(cls + "_m" + std::to_string(m), cls, d.name, x, s.matrix(m, d.type), s.dsize, mode,
                padding, ac);
        }
  if (s.special)
    for (const auto& d : kFloatDtypes)
      for (const std::string& mode : s.modes) {
        const std::string cls = c10::str(d.name, "_", mode, "_same");
        const torch::Tensor x = MakeInput({2, 3, 9, 11}, d.type, ValueClass::kUniform, SeedOf(cls));
        for (const std::string& kind : kSpecialMatrices)
          add(cls + "_" + kind, cls, d.name, x, s.special(kind, d.type), {9, 11}, mode, padding0,
              false);
      }
  for (const auto& d : kFloatDtypes) {
    for (bool ac : {true, false}) {
      const std::string id = std::string(d.name) + "_h1" + (ac ? "_ac" : "_hp");
      add(id, id, d.name, MakeInput({2, 3, 1, 11}, d.type, ValueClass::kUniform, SeedOf(id)),
          s.matrix(0, d.type), {1, 5}, mode0, padding0, ac);
    }
    const std::string shared = std::string(d.name) + "_shared_m";
    add(shared, shared, d.name,
        MakeInput({2, 3, 9, 11}, d.type, ValueClass::kUniform, SeedOf(shared)),
        s.matrix(1 % s.matrices, d.type).narrow(0, 0, 1), {9, 11}, mode0, padding0, true);
    const std::string cls = std::string(d.name) + "_values";
    for (ValueClass v : kAllValueClasses) {
      const std::string id = cls + "_" + ValueClassName(v);
      add(id, cls, d.name, MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), s.matrix(0, d.type),
          s.dsize, mode0, padding0, true);
    }
    for (const std::string& mode : s.large_modes) {
      const std::string id = std::string(d.name) + "_" + mode + "_large";
      add(id, id, d.name, LargeImage(d.type, 3, id), s.matrix(0, d.type), {128, 128}, mode,
          padding0, true);
    }
  }
  return points;
}

// The errors every warp has, on a 2 x 3 x 4 x 4 float32 source with matrix
// set 0: dsize (0, 4), mode "area", padding_mode "fill".
inline std::vector<ErrorCase> WarpErrors(const std::string& op, const WarpSpec& s) {
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  const torch::Tensor m = s.matrix(0, torch::kFloat);
  auto call = [call = s.call, x, m](std::array<int64_t, 2> dsize, std::string mode,
                                    std::string padding) {
    return [=] { call(x, m, dsize, mode, padding, true); };
  };
  const std::string mode0 = s.modes.front(), padding0 = s.paddings.front();
  return {
      {"dsize_zero", call({0, 4}, mode0, padding0),
       op + "(): expected dsize >= 1, but got dsize = (0, 4)"},
      {"mode_unknown", call({4, 4}, "area", padding0), EnumMessage(op, "mode", s.modes, "area")},
      {"padding_fill", call({4, 4}, mode0, "fill"),
       EnumMessage(op, "padding_mode", s.paddings, "fill")}};
}

// ImageOp + WarpPoints + WarpErrors; src and M are batched inputs. The probe
// and the signature errors warp onto 4 x 5 with matrix set 0's first row.
inline OpCase WarpOp(ImageOpSpec spec, const WarpSpec& warp) {
  if (!spec.call)
    spec.call = [warp](const torch::Tensor& x) {
      return warp.call(x, warp.matrix(0, x.scalar_type()).narrow(0, 0, 1), {4, 5},
                       warp.modes.front(), warp.paddings.front(), true);
    };
  OpCase c = ImageOp(spec);
  c.points = [warp] { return WarpPoints(warp); };
  c.batch_inputs = {0, 1};
  for (ErrorCase& e : WarpErrors(spec.name, warp)) c.errors.push_back(std::move(e));
  return c;
}

}  // namespace kornia::conformance::cases
