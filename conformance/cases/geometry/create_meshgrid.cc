// Conformance cases of ops/geometry/create_meshgrid (create_meshgrid and create_meshgrid3d).
#include "ops/geometry/create_meshgrid.h"

#include <torch/torch.h>

#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace {

// Each axis sees every size; the other axes stay small so the sweep stays cheap.
// 255/256/257 straddle bfloat16's 2**8, 2047/2048/2049 float16's 2**11 (the
// ramp integers stop being representable past 2**p), 300 and 6000 are the
// widths of seed 003's measurements.
constexpr int64_t kSizes[] = {1, 2, 255, 256, 257, 300, 2047, 2048, 2049, 6000};
constexpr int64_t kOther = 3;

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
    p.kornia = c10::str(R"({"args": [)", h, ", ", w, ", ", m.normalized ? "true" : "false",
                        R"(], "kwargs": {"dtype": )", dtype ? R"("$dtype")" : "null",
                        R"(, "align_corners": )", m.align_corners ? "true" : "false", "}}");
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
        p.kornia = c10::str(R"({"args": [)", s[0], ", ", s[1], ", ", s[2], ", ",
                            normalized ? "true" : "false", R"(], "kwargs": {"dtype": "$dtype"}})");
        points.push_back(std::move(p));
      }
  return points;
}

std::vector<OpCase> MeshgridCases() {
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
  meshgrid.kornia = "kornia.geometry.create_meshgrid";
  meshgrid3d.kornia = "kornia.utils.create_meshgrid3d";
  std::set<torch::ScalarType> grid_dtypes = SignatureDtypes(core::ImageDtypes::kAny);
  grid_dtypes.erase(torch::kBool);
  meshgrid.claimed_dtypes = grid_dtypes;
  meshgrid.probe = [](torch::ScalarType d) {
    return create_meshgrid(3, 4, false, std::nullopt, d);
  };
  meshgrid3d.claimed_dtypes = grid_dtypes;
  meshgrid3d.probe = [](torch::ScalarType d) {
    return create_meshgrid3d(2, 3, 4, false, std::nullopt, d);
  };
  return {meshgrid, meshgrid3d};
}

KC_REGISTER_CASES(MeshgridCases);

}  // namespace
}  // namespace kornia::conformance::cases
