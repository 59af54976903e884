// The coordinate ramps of create_meshgrid and create_meshgrid3d (see
// NOTE [ meshgrid half precision ] in create_meshgrid.h).
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <vector>

namespace kornia::geometry::detail {

struct Axis {
  const char* name;
  int64_t size;
};

// One coordinate ramp per axis, validated (errors name `op`), normalized and
// narrowed: arange in the work dtype, normalize, round once.
std::vector<at::Tensor> Ramps(const char* op, std::initializer_list<Axis> axes, bool normalized,
                              bool align_corners, std::optional<at::Device> device,
                              std::optional<at::ScalarType> dtype);

}  // namespace kornia::geometry::detail
