// Conformance case of ops/geometry/warp_affine.
#include "ops/geometry/warp_affine.h"

#include <torch/torch.h>

#include <string>
#include <vector>

#include "conformance/cases/common.h"
#include "conformance/registry.h"

namespace kornia::conformance {
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

OpCase WarpAffine() {
  using cases::kFloatDtypes;
  OpCase c;
  c.name = "warp_affine";
  c.package = "geometry";
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
            auto run = [mode = std::string(mode), padding = std::string(padding),
                        ac](const Inputs& in) {
              return geometry::warp_affine(in[0], in[1], {8, 12}, mode, padding, ac);
            };
            for (int m = 0; m < 3; ++m)
              points.push_back(cases::Point(cls + "_m" + std::to_string(m), cls, d.name,
                                            {x, Affine(m, d.type)}, run));
          }
    // Singleton axes (a 1-pixel side maps to 0 under align_corners), a shared
    // (1, 2, 3) matrix, a 1x1 output, and value classes.
    for (const auto& d : kFloatDtypes) {
      for (bool ac : {true, false}) {
        const std::string id = std::string(d.name) + "_h1" + (ac ? "_ac" : "_hp");
        points.push_back(cases::Point(
            id, id, d.name,
            {MakeInput({2, 3, 1, 11}, d.type, ValueClass::kUniform, SeedOf(id)), Affine(0, d.type)},
            [ac](const Inputs& in) {
              return geometry::warp_affine(in[0], in[1], {1, 5}, "bilinear", "zeros", ac);
            }));
      }
      const std::string shared = std::string(d.name) + "_shared_m";
      points.push_back(
          cases::Point(shared, shared, d.name,
                       {MakeInput({2, 3, 9, 11}, d.type, ValueClass::kUniform, SeedOf(shared)),
                        Affine(1, d.type).narrow(0, 0, 1)},
                       [](const Inputs& in) {
                         return geometry::warp_affine(in[0], in[1], {9, 11});
                       }));
      const std::string cls = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        points.push_back(cases::Point(
            id, cls, d.name, {MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), Affine(0, d.type)},
            [](const Inputs& in) {
              return geometry::warp_affine(in[0], in[1], {8, 12});
            }));
      }
      for (const char* mode : {"bilinear", "bicubic"}) {
        const std::string id = std::string(d.name) + "_" + mode + "_large";
        points.push_back(
            cases::Point(id, id, d.name, {cases::LargeImage(d.type, 3, id), Affine(0, d.type)},
                         [mode = std::string(mode)](const Inputs& in) {
                           return geometry::warp_affine(in[0], in[1], {128, 128}, mode);
                         }));
      }
    }
    return points;
  };
  c.claimed_dtypes = cases::FloatIds();
  c.probe = [](torch::ScalarType d) {
    return geometry::warp_affine(cases::ProbeImage(d), Affine(0, d).narrow(0, 0, 1), {4, 5});
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  const torch::Tensor m = Affine(0, torch::kFloat);
  c.errors = {
      {"src_3d",
       [m] {
         geometry::warp_affine(torch::rand({3, 4, 4}), m, {4, 4});
       },
       "warp_affine(): expected src of shape (B, C, H, W), but got shape [3, 4, 4]"},
      {"m_3x3",
       [x] {
         geometry::warp_affine(x, torch::eye(3).expand({2, 3, 3}), {4, 4});
       },
       "warp_affine(): expected M of shape (2, 2, 3) or (1, 2, 3), but got shape [2, 3, 3]"},
      {"m_dtype",
       [x] {
         geometry::warp_affine(x, Affine(0, torch::kDouble), {4, 4});
       },
       "warp_affine(): expected M in the dtype of src (float32), but got float64"},
      {"src_uint8",
       [m] {
         geometry::warp_affine(torch::zeros({2, 3, 4, 4}, torch::kByte), m, {4, 4});
       },
       "warp_affine(): expected a floating src (float16, bfloat16, float32 or float64), but got "
       "uint8"},
      {"dsize_zero",
       [x, m] {
         geometry::warp_affine(x, m, {0, 4});
       },
       "warp_affine(): expected dsize >= 1, but got dsize = (0, 4)"},
      {"mode_unknown",
       [x, m] {
         geometry::warp_affine(x, m, {4, 4}, "area");
       },
       "warp_affine(): expected mode bilinear, nearest or bicubic, but got 'area'"},
      {"padding_fill",
       [x, m] {
         geometry::warp_affine(x, m, {4, 4}, "bilinear", "fill");
       },
       "warp_affine(): expected padding_mode zeros, border or reflection, but got 'fill'"},
  };
  return c;
}

KC_REGISTER_CASE(WarpAffine);

}  // namespace
}  // namespace kornia::conformance
