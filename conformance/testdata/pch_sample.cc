// A file compiled with the case files' precompiled header (ci/layers): as
// //conformance:pch_sample it must compile; as :pch_violation_options, with
// an option the PCH was not made with, GCC must refuse the PCH and -Werror
// must fail the build.
#include <torch/types.h>

namespace kornia::conformance::testdata {

torch::Tensor Doubled(const torch::Tensor& x) { return x * 2; }

}  // namespace kornia::conformance::testdata
