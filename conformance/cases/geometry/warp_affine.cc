// Conformance case of ops/geometry/warp_affine.
#include "ops/geometry/warp_affine.h"

#include <torch/torch.h>

#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace {

// Two affine matrices per sample: rotation + scale + shift, and a shear with
// a flip; a graph traced on one pair replays on the others.
torch::Tensor Affine(int which, torch::ScalarType dtype) {
  const double c = std::cos(0.3) * 1.1, s = std::sin(0.3) * 1.1;
  std::vector<double> m;
  if (which == 0) m = {c, -s, 1.5, s, c, -0.75, 0.9, 0.0, 0.0, 0.0, 1.2, 0.5};
  if (which == 1) m = {1.0, 0.4, -2.0, 0.0, -1.0, 8.0, 1.0, 0.0, 0.25, 0.0, 1.0, -0.25};
  if (which == 2) m = {2.0, 0.0, -6.0, 0.0, 0.5, 2.0, -1.0, 0.0, 10.0, 0.0, -1.0, 8.0};
  return torch::tensor(m).view({2, 2, 3}).to(dtype);
}

// One point: warp_affine(src, M, dsize, mode, padding, align_corners), and
// the same call for Kornia.
SweepPoint Warp(std::string id, std::string cls, const char* dtype, torch::Tensor src,
                torch::Tensor m, std::array<int64_t, 2> dsize, std::string mode = "bilinear",
                std::string padding = "zeros", bool ac = true) {
  SweepPoint p = Point(std::move(id), std::move(cls), dtype, {std::move(src), std::move(m)},
                       [=](const Inputs& in) {
                         return geometry::warp_affine(in[0], in[1], dsize, mode, padding, ac);
                       });
  p.kornia = c10::str(R"({"args": ["$0", "$1", [)", dsize[0], ", ", dsize[1], R"(], ")", mode,
                      R"(", ")", padding, R"(", )", ac ? "true" : "false", "]}");
  return p;
}

OpCase WarpAffine() {
  const torch::Tensor identity = torch::eye(2, 3).unsqueeze(0);
  OpCase c = ImageOp({.name = "warp_affine",
                      .package = "geometry",
                      .kornia = "kornia.geometry.transform.warp_affine",
                      .image = {.noun = "src", .rank = core::ImageRank::kBatch},
                      .call = [identity](const torch::Tensor& x) {
                        return geometry::warp_affine(x, identity.to(x.scalar_type()), {4, 5});
                      }});
  c.points = [] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes)
      for (const char* mode : {"bilinear", "nearest", "bicubic"})
        for (const char* padding : {"zeros", "border", "reflection"})
          for (bool ac : {true, false}) {
            const std::string cls =
                std::string(d.name) + "_" + mode + "_" + padding + (ac ? "_ac" : "_hp");
            const torch::Tensor x =
                MakeInput({2, 3, 9, 11}, d.type, ValueClass::kUniform, SeedOf(cls));
            for (int m = 0; m < 3; ++m)
              points.push_back(Warp(cls + "_m" + std::to_string(m), cls, d.name, x,
                                    Affine(m, d.type), {8, 12}, mode, padding, ac));
          }
    // Singleton axes (a 1-pixel side maps to 0 under align_corners), a shared
    // (1, 2, 3) matrix, a 1x1 output, and value classes.
    for (const auto& d : kFloatDtypes) {
      for (bool ac : {true, false}) {
        const std::string id = std::string(d.name) + "_h1" + (ac ? "_ac" : "_hp");
        points.push_back(Warp(id, id, d.name,
                              MakeInput({2, 3, 1, 11}, d.type, ValueClass::kUniform, SeedOf(id)),
                              Affine(0, d.type), {1, 5}, "bilinear", "zeros", ac));
      }
      const std::string shared = std::string(d.name) + "_shared_m";
      points.push_back(Warp(shared, shared, d.name,
                            MakeInput({2, 3, 9, 11}, d.type, ValueClass::kUniform, SeedOf(shared)),
                            Affine(1, d.type).narrow(0, 0, 1), {9, 11}));
      const std::string cls = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        points.push_back(Warp(id, cls, d.name, MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)),
                              Affine(0, d.type), {8, 12}));
      }
      for (const char* mode : {"bilinear", "bicubic"}) {
        const std::string id = std::string(d.name) + "_" + mode + "_large";
        points.push_back(
            Warp(id, id, d.name, LargeImage(d.type, 3, id), Affine(0, d.type), {128, 128}, mode));
      }
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  const torch::Tensor m = Affine(0, torch::kFloat);
  auto warp = [x, m](std::array<int64_t, 2> dsize, const char* mode, const char* padding) {
    return [=] { geometry::warp_affine(x, m, dsize, mode, padding); };
  };
  c.errors.insert(
      c.errors.end(),
      {{"m_3x3",
        [x] {
          geometry::warp_affine(x, torch::eye(3).expand({2, 3, 3}), {4, 4});
        },
        "warp_affine(): expected M of shape (2, 2, 3) or (1, 2, 3), but got shape [2, 3, 3]"},
       {"m_dtype",
        [x] {
          geometry::warp_affine(x, Affine(0, torch::kDouble), {4, 4});
        },
        "warp_affine(): expected M in the dtype of src (float32), but got float64"},
       {"dsize_zero", warp({0, 4}, "bilinear", "zeros"),
        "warp_affine(): expected dsize >= 1, but got dsize = (0, 4)"},
       {"mode_unknown", warp({4, 4}, "area", "zeros"),
        "warp_affine(): expected mode bilinear, nearest or bicubic, but got 'area'"},
       {"padding_fill", warp({4, 4}, "bilinear", "fill"),
        "warp_affine(): expected padding_mode zeros, border or reflection, but got 'fill'"}});
  return c;
}

KC_REGISTER_CASE(WarpAffine);

}  // namespace
}  // namespace kornia::conformance::cases
