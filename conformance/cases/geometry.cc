// Conformance cases for ops/geometry.
#include <torch/torch.h>

#include <string>
#include <vector>

#include "conformance/cases/common.h"
#include "conformance/registry.h"
#include "ops/geometry/create_meshgrid.h"
#include "ops/geometry/warp_affine.h"

namespace kornia::conformance {
namespace {

// Each axis sees every size; the other axes stay small so the sweep stays cheap.
// 255/256/257 straddle bfloat16's 2**8, 2047/2048/2049 float16's 2**11 (the
// ramp integers stop being representable past 2**p), 300 and 6000 are the
// widths of seed 003's measurements.
constexpr int64_t kSizes[] = {1, 2, 255, 256, 257, 300, 2047, 2048, 2049, 6000};
constexpr int64_t kOther = 3;

struct Dtype {
  torch::ScalarType type;
  const char* name;
};
constexpr Dtype kFloatDtypes[] = {{torch::kHalf, "float16"},
                                  {torch::kBFloat16, "bfloat16"},
                                  {torch::kFloat, "float32"},
                                  {torch::kDouble, "float64"}};

struct Mode2d {
  const char* name;
  bool normalized;
  bool align_corners;
};
constexpr Mode2d kModes2d[] = {
    {"pixel", false, true}, {"norm_ac", true, true}, {"norm_hp", true, false}};

std::vector<std::vector<int64_t>> AxisSweep(int dims) {
  std::vector<std::vector<int64_t>> shapes;
  for (int axis = 0; axis < dims; ++axis)
    for (int64_t s : kSizes) {
      std::vector<int64_t> shape(dims, kOther);
      shape[axis] = s;
      if (s == kOther) continue;
      shapes.push_back(shape);
    }
  return shapes;
}

std::string ShapeId(const std::vector<int64_t>& shape) {
  std::string id;
  for (size_t i = 0; i < shape.size(); ++i) id += (i ? "x" : "") + std::to_string(shape[i]);
  return id;
}

std::vector<SweepPoint> MeshgridPoints() {
  std::vector<SweepPoint> points;
  auto add = [&](std::string dtype_name, std::optional<torch::ScalarType> dtype, const Mode2d& m,
                 int64_t h, int64_t w) {
    SweepPoint p;
    p.id = dtype_name + "_" + m.name + "_" + std::to_string(h) + "x" + std::to_string(w);
    p.shape_class = p.id;  // host ints only: each point is its own graph
    p.dtype = dtype_name;
    p.run = [=](const Inputs&) {
      return geometry::create_meshgrid(h, w, m.normalized, std::nullopt, dtype, m.align_corners);
    };
    points.push_back(std::move(p));
  };
  for (const auto& d : kFloatDtypes)
    for (const auto& m : kModes2d)
      for (const auto& s : AxisSweep(2)) add(d.name, d.type, m, s[0], s[1]);
  // Integer pixel grids, and the default dtype (read per call).
  for (const auto& s : AxisSweep(2)) add("int32", torch::kInt, kModes2d[0], s[0], s[1]);
  for (const auto& m : kModes2d) add("default", std::nullopt, m, 255, 257);
  return points;
}

std::vector<SweepPoint> Meshgrid3dPoints() {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes)
    for (bool normalized : {false, true})
      for (const auto& s : AxisSweep(3)) {
        SweepPoint p;
        p.id = std::string(d.name) + (normalized ? "_norm_" : "_pixel_") + ShapeId(s);
        p.shape_class = p.id;
        p.dtype = d.name;
        const torch::ScalarType dtype = d.type;
        p.run = [=](const Inputs&) {
          return geometry::create_meshgrid3d(s[0], s[1], s[2], normalized, std::nullopt, dtype);
        };
        points.push_back(std::move(p));
      }
  return points;
}

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

std::vector<OpCase> GeometryCases() {
  using geometry::create_meshgrid;
  using geometry::create_meshgrid3d;
  OpCase meshgrid{"create_meshgrid", "geometry", MeshgridPoints, {}};
  meshgrid.errors = {
      {"height_0", [] { create_meshgrid(0, 4); },
       "create_meshgrid(): expected height >= 1, but got height = 0"},
      {"width_negative", [] { create_meshgrid(4, -1); },
       "create_meshgrid(): expected width >= 1, but got width = -1"},
      {"dtype_bool", [] { create_meshgrid(2, 2, true, std::nullopt, torch::kBool); },
       "create_meshgrid(): expected a floating or integer dtype, but got bool"},
      {"dtype_complex", [] { create_meshgrid(2, 2, true, std::nullopt, torch::kComplexFloat); },
       "create_meshgrid(): expected a floating or integer dtype, but got complex64"},
      {"uint8_too_wide", [] { create_meshgrid(2, 300, false, std::nullopt, torch::kByte); },
       "create_meshgrid(): expected width - 1 <= 255 for dtype uint8, but got width = 300"},
  };
  OpCase meshgrid3d{"create_meshgrid3d", "geometry", Meshgrid3dPoints, {}};
  meshgrid3d.errors = {
      {"depth_0", [] { create_meshgrid3d(0, 2, 2); },
       "create_meshgrid3d(): expected depth >= 1, but got depth = 0"},
      {"dtype_bool", [] { create_meshgrid3d(2, 2, 2, true, std::nullopt, torch::kBool); },
       "create_meshgrid3d(): expected a floating or integer dtype, but got bool"},
  };
  const std::set<std::string> grid_dtypes = {"float16", "float32", "bfloat16", "float64", "uint8",
                                             "int8",    "int16",   "int32",    "int64"};
  meshgrid.claimed_dtypes = grid_dtypes;
  meshgrid.probe = [](torch::ScalarType d) {
    return create_meshgrid(3, 4, false, std::nullopt, d);
  };
  meshgrid3d.claimed_dtypes = grid_dtypes;
  meshgrid3d.probe = [](torch::ScalarType d) {
    return create_meshgrid3d(2, 3, 4, false, std::nullopt, d);
  };
  return {meshgrid, meshgrid3d, WarpAffine()};
}

KC_REGISTER_CASES(GeometryCases);

}  // namespace
}  // namespace kornia::conformance
