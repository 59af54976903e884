// The sweep of a planted op (tests only): one float32 shape class, five
// points with values on either side of the host decisions a planted defect
// makes (positive, mixed, negative, zeros, large). Shared by the planted-defect
// test and the survey driver's planted cases (tools/survey_test).
#pragma once

#include <torch/torch.h>

#include <string>
#include <utility>
#include <vector>

#include "conformance/registry.h"

namespace kornia::conformance {

inline std::vector<SweepPoint> PlantedPoints(OpFn fn) {
  std::vector<SweepPoint> points;
  const std::vector<std::pair<std::string, torch::Tensor>> inputs = {
      {"positive", torch::arange(1, 9, torch::kFloat).view({2, 4})},
      {"mixed", torch::arange(-4, 4, torch::kFloat).view({2, 4})},
      {"negative", -torch::arange(1, 9, torch::kFloat).view({2, 4})},
      {"zeros", torch::zeros({2, 4})},
      {"large", torch::arange(1, 9, torch::kFloat).view({2, 4}) * 7}};
  for (const auto& [id, x] : inputs) points.push_back({id, "float32_2x4", "float32", {x}, fn});
  return points;
}

}  // namespace kornia::conformance
