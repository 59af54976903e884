// Conformance case of ops/geometry/homography_warp: the warp sweep
// (family_warp.h, no fill padding) over three normalized homography sets (a
// turn with a mild perspective, a shear with a flip, and matrices scaled by
// 1e3 and 1e-3 that the projective scale brings back), and on same-size
// classes the identity, a singular matrix, the all-zero matrix and a horizon
// (w = 0 on the centre column: left undivided there); then per dtype and
// mode the pixel-homography path (normalized_coordinates=False) over
// warp_perspective's matrices, (B, 1, 3, 3) homographies and the
// normalized_homography=False path; the homography's errors.
#include "ops/geometry/homography_warp.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_warp.h"

namespace kornia::conformance::cases::homography_warp_case {

torch::Tensor Matrix(const std::string& kind, torch::ScalarType dtype) {
  const double c = std::cos(0.3) * 1.1, s = std::sin(0.3) * 1.1;
  const std::map<std::string, std::vector<double>> m = {
      {"m0", {c, -s, 0.1, s, c, -0.05, 0.05, -0.1, 1.0, 0.9, 0, 0, 0, 1.2, 0.1, 0.05, 0.1, 1.1}},
      {"m1", {1, 0.4, -0.2, 0, -1, 0.3, 0, 0.2, 1, 1, 0, 0.25, 0, 1, -0.25, -0.3, 0, 0.9}},
      {"m2",
       {2e3, 0, -0.5e3, 0, 0.5e3, 0.2e3, 0, 0, 1e3, -1e-3, 0, 1e-4, 0, -1e-3, 2e-4, 0, 1e-4, 1e-3}},
      {"identity", {1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1}},
      {"singular", {0, 0, 0.5, 0, 0, 0.2, 0, 0, 1, 0, 0, -0.5, 0, 0, 0.1, 0, 0, 1}},
      {"zero", std::vector<double>(18, 0.0)},
      {"horizon", {1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0.5, 0, 1}},
      // Pixel homographies (normalized_coordinates=False): warp_perspective's.
      {"p0", {c, -s, 1.5, s, c, -0.75, 0.01, -0.02, 1.0, 0.9, 0, 0, 0, 1.2, 0.5, 0.005, 0.01, 1.1}},
      {"p1", {1, 0.4, -2, 0, -1, 8, 0, 0.02, 1, 1, 0, 0.25, 0, 1, -0.25, -0.03, 0, 0.9}}};
  return torch::tensor(m.at(kind)).view({2, 3, 3}).to(dtype);
}

}  // namespace kornia::conformance::cases::homography_warp_case

KC_CASE(geometry, homography_warp) {
  using geometry::homography_warp;
  using homography_warp_case::Matrix;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return homography_warp(
        x, Matrix("m0", x.scalar_type()).narrow(0, 0, 1).expand({x.size(0), 3, 3}), {4, 5});
  });
  const WarpSweep sweep = {
      .matrix = Matrix,
      .warp = [](const Inputs& in, std::array<int64_t, 2> dsize, const std::string& mode,
                 const std::string& padding,
                 bool ac) { return homography_warp(in[0], in[1], dsize, mode, padding, ac); },
      .same = {"identity", "singular", "zero", "horizon"},
      .fill = false};
  c.points = [sweep] {
    std::vector<SweepPoint> points = WarpPoints(sweep);
    for (const auto& d : kFloatDtypes)
      for (const std::string mode : {"bilinear", "nearest", "bicubic"})
        for (const char* flag : {"pixel", "unnormalized"}) {
          // normalized_coordinates=False, or normalized_homography=False.
          const bool pixel = std::string(flag) == "pixel";
          const std::string cls = c10::str(d.name, "_", mode, "_", flag);
          for (const char* m : {"p0", "p1"})
            points.push_back(Point(cls + "_" + m, cls,
                                   {UniformInput({2, 3, 9, 11}, d.type, cls), Matrix(m, d.type)},
                                   [=](const Inputs& in) {
                                     return homography_warp(in[0], in[1], {8, 12}, mode, "zeros",
                                                            false, !pixel, pixel);
                                   },
                                   {.args = {In(0), In(1), KorniaArg::array({8, 12})},
                                    .kwargs = {{"mode", mode},
                                               {"normalized_coordinates", !pixel},
                                               {"normalized_homography", pixel}}}));
        }
    for (const auto& d : kFloatDtypes) {
      const std::string id = c10::str(d.name, "_b133");
      points.push_back(Point(
          id, id, {UniformInput({2, 3, 9, 11}, d.type, id), Matrix("m0", d.type).unsqueeze(1)},
          [](const Inputs& in) {
            return homography_warp(in[0], in[1], {8, 12});
          },
          {.args = {In(0), In(1), KorniaArg::array({8, 12})}}));
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), m = Matrix("m0", torch::kFloat);
  const OpFn defaults = [](const Inputs& in) { return homography_warp(in[0], in[1], {4, 4}); };
  auto call = [x, m](std::array<int64_t, 2> dsize, std::string mode, std::string padding) {
    return [=] { homography_warp(x, m, dsize, mode, padding); };
  };
  c.errors.insert(
      c.errors.end(),
      {{"dsize_negative", call({-1, 4}, "bilinear", "zeros"),
        "expected dsize >= 0, but got dsize = (-1, 4)"},
       {"mode_unknown", call({4, 4}, "area", "zeros"),
        "expected mode bilinear, nearest or bicubic, but got 'area'"},
       {"padding_fill", call({4, 4}, "bilinear", "fill"),
        "expected padding_mode zeros, border or reflection, but got 'fill'"},
       Refused("m_2x3", defaults, {x, m.narrow(1, 0, 2)},
               "expected src_homo_dst of shape (N, 3, 3) or (N, 1, 3, 3), but got shape [2, 2, 3]"),
       Refused("m_one_for_batch", defaults, {x, m.narrow(0, 0, 1)},
               "expected src_homo_dst of batch 2 (patch_src's), but got batch 1"),
       Refused("m_dtype", defaults, {x, m.to(torch::kDouble)},
               "expected src_homo_dst in the dtype of patch_src (float32), but got float64",
               ErrorKind::kType)});
  c.tensor_args = {{"src_homo_dst", {.input = 1, .image_dtype = true}}};
  return c;
}
