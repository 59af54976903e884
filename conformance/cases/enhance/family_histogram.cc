// Bodies of family_histogram.h.
#include "conformance/cases/enhance/family_histogram.h"

#include <cmath>
#include <functional>
#include <utility>

namespace kornia::conformance::cases {

void AddBandwidthRefusals(
    OpCase& c, double negative,
    const std::function<ErrorCase(const char* id, double bandwidth)>& refuse) {
  for (auto [id, bandwidth] : {std::pair<const char*, double>{"bandwidth_zero", 0.0},
                               {"bandwidth_negative", negative},
                               {"bandwidth_nan", std::nan("")},
                               {"bandwidth_inf", INFINITY}})
    c.errors.push_back(refuse(id, bandwidth));
}

}  // namespace kornia::conformance::cases
