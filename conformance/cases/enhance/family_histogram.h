// The enhance package's builder for the kernel-density histograms
// (histogram, histogram2d, image_histogram2d): the bandwidths all three
// refuse.
#pragma once

#include <functional>
#include <string>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// Appends to `c.errors` `refuse(id, bandwidth)` for each bandwidth a
// kernel-density histogram refuses, in order: bandwidth_zero 0,
// bandwidth_negative `negative`, bandwidth_nan NaN, bandwidth_inf infinity.
void AddBandwidthRefusals(OpCase& c, double negative,
                          const std::function<ErrorCase(const char* id, double bandwidth)>& refuse);

}  // namespace kornia::conformance::cases
