// Conformance cases of ops/geometry/create_meshgrid (create_meshgrid and create_meshgrid3d).
#include "ops/geometry/create_meshgrid.h"

#include <torch/types.h>

#include <string>
#include <vector>

#include "conformance/cases/family_factory.h"

namespace kornia::conformance::cases {
namespace create_meshgrid_case {

using geometry::create_meshgrid;
using geometry::create_meshgrid3d;

// Sizes: 255/256/257 straddle bfloat16's 2**8, 2047/2048/2049 float16's 2**11
// (the ramp integers stop being representable past 2**p), 300 and 6000 are
// the widths of seed 003's measurements (FactorySpec's default sweep).
FactoryMode Mode2d(const char* name, bool normalized, bool align_corners) {
  return {name, normalized ? "true" : "false",
          c10::str(R"(, "align_corners": )", align_corners ? "true" : "false"),
          [=](const std::vector<int64_t>& s, std::optional<torch::ScalarType> dtype) {
            return create_meshgrid(s[0], s[1], normalized, std::nullopt, dtype, align_corners);
          }};
}

FactoryMode Mode3d(const char* name, bool normalized) {
  return {name, normalized ? "true" : "false", "",
          [=](const std::vector<int64_t>& s, std::optional<torch::ScalarType> dtype) {
            return create_meshgrid3d(s[0], s[1], s[2], normalized, std::nullopt, dtype);
          }};
}

std::vector<OpCase> MeshgridCases() {
  OpCase meshgrid =
      FactoryOp({.name = "create_meshgrid",
                 .package = "geometry",
                 .kornia = "kornia.geometry.create_meshgrid",
                 .axes = {"height", "width"},
                 .modes = {Mode2d("pixel", false, true), Mode2d("norm_ac", true, true),
                           Mode2d("norm_hp", true, false)},
                 .integer_dtypes = {{torch::kInt, "int32"}},
                 .default_dtype = std::vector<int64_t>{255, 257},
                 .probe_sizes = {3, 4}});
  meshgrid.errors.push_back(
      {"uint8_too_wide", [] { create_meshgrid(2, 300, false, std::nullopt, torch::kByte); },
       "create_meshgrid(): expected width - 1 <= 255 for dtype uint8, but got width = 300"});
  OpCase meshgrid3d = FactoryOp({.name = "create_meshgrid3d",
                                 .package = "geometry",
                                 .kornia = "kornia.utils.create_meshgrid3d",
                                 .axes = {"depth", "height", "width"},
                                 .modes = {Mode3d("pixel", false), Mode3d("norm", true)},
                                 .probe_sizes = {2, 3, 4}});
  return {meshgrid, meshgrid3d};
}

KC_REGISTER_CASES(MeshgridCases);

}  // namespace create_meshgrid_case
}  // namespace kornia::conformance::cases
