// Conformance case of ops/geometry/create_meshgrid3d (family_meshgrid.h).
#include "ops/geometry/create_meshgrid3d.h"

#include "conformance/cases/geometry/family_meshgrid.h"

KC_CASE(geometry, create_meshgrid3d) {
  auto mode = [](const char* name, bool normalized) {
    return FactoryMode{name,
                       {normalized},
                       {},
                       [=](const std::vector<int64_t>& s, std::optional<torch::ScalarType> d) {
                         return geometry::create_meshgrid3d(s[0], s[1], s[2], normalized,
                                                            std::nullopt, d);
                       }};
  };
  return FactoryOp(op, {.axes = {"depth", "height", "width"},
                        .modes = {mode("pixel", false), mode("norm", true)},
                        .probe_sizes = {2, 3, 4}});
}
