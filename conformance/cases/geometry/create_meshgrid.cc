// Conformance case of ops/geometry/create_meshgrid (family_meshgrid.h). Sizes:
// 255/256/257 straddle bfloat16's 2**8, 2047/2048/2049 float16's 2**11 (the
// ramp integers stop being representable past 2**p), 300 and 6000 are the
// widths of the half-precision grid's measurements (FactorySpec's sweep).
#include "ops/geometry/create_meshgrid.h"

#include "conformance/cases/geometry/family_meshgrid.h"

KC_CASE(geometry, create_meshgrid) {
  using geometry::create_meshgrid;
  auto mode = [](const char* name, bool normalized, bool align_corners) {
    return FactoryMode{name,
                       {normalized},
                       {{"align_corners", align_corners}},
                       [=](const std::vector<int64_t>& s, std::optional<torch::ScalarType> d) {
                         return create_meshgrid(s[0], s[1], normalized, std::nullopt, d,
                                                align_corners);
                       }};
  };
  OpCase c = FactoryOp(op, {.axes = {"height", "width"},
                            .modes = {mode("pixel", false, true), mode("norm_ac", true, true),
                                      mode("norm_hp", true, false)},
                            .integer_dtypes = {{torch::kInt, "int32"}},
                            .default_dtype = std::vector<int64_t>{255, 257},
                            .probe_sizes = {3, 4}});
  c.errors.push_back({"uint8_too_wide",
                      [] { create_meshgrid(2, 300, false, std::nullopt, torch::kByte); },
                      "expected width - 1 <= 255 for dtype uint8, but got width = 300"});
  return c;
}
