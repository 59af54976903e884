// The meshgrid factories' case (create_meshgrid, create_meshgrid3d: ops that
// make a grid from host sizes and a dtype, with no tensor input). Every point
// is its own graph (host ints only), so the sweep is over sizes:
//   - each axis in turn through every size of `sizes` (1, 2, both sides of
//     bfloat16's 2**8 and float16's 2**11, and wide ones), the other axes at
//     `other`, per floating dtype and mode: `<dtype>_<mode>_<d0>x<d1>[x<d2>]`;
//   - the same axis sweep per integer dtype in the first mode, and one point
//     per mode in the default dtype (`default_<mode>_...`, read per call);
//   - the errors every factory has: each axis 0, the last axis negative,
//     a bool and a complex dtype; claimed dtypes: every probe dtype but bool.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

struct FactoryMode {
  std::string name;  // in point ids
  // Kornia's positional arguments after the sizes, and its keyword arguments
  // besides dtype.
  std::vector<KorniaArg> args;
  std::map<std::string, KorniaArg> kwargs;
  std::function<torch::Tensor(const std::vector<int64_t>& sizes,
                              std::optional<torch::ScalarType> dtype)>
      call;
};

struct FactorySpec {
  std::vector<std::string> axes;  // the size arguments, in order ("height", "width")
  std::vector<FactoryMode> modes;
  std::vector<int64_t> sizes = {1, 2, 255, 256, 257, 300, 2047, 2048, 2049, 6000};
  int64_t other = 3;
  std::vector<Dt> integer_dtypes;                     // swept in the first mode
  std::optional<std::vector<int64_t>> default_dtype;  // sizes of the default-dtype points
  std::vector<int64_t> probe_sizes;                   // the dtypes check's call (first mode)
};

OpCase FactoryOp(const core::OpSpec& op, const FactorySpec& s);

}  // namespace kornia::conformance::cases
