#include "ops/filters/spatial_gradient.h"

#include <ATen/ops/stack.h>

#include <cmath>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/filters/kernels.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace spatial_gradient_internal {

enum class Mode { kSobel, kDiff };

using Kernel = std::vector<double>;  // k x k taps, row-major

// Kornia's get_spatial_gradient_kernel2d(mode, order) (kernels.h): the
// stencils and their side.
std::vector<Kernel> Kernels(Mode mode, int64_t order, int64_t* side) {
  return detail::GradientStencils2d(mode == Mode::kSobel, order, side);
}

// The normalizer of kernel `index` of `kernels` (exact in double: small
// integer taps): order 1, the sum of its absolute values; order 2,
// |sum k q| with q x^2 / 2, x y or y^2 / 2 (x, y from the centre).
double Norm(const Kernel& k, int64_t side, int64_t order, size_t index) {
  double sum = 0;
  for (int64_t i = 0; i < side; ++i)
    for (int64_t j = 0; j < side; ++j) {
      const double v = k[i * side + j], y = i - (side - 1) / 2.0, x = j - (side - 1) / 2.0;
      if (order == 1) {
        sum += std::abs(v);
      } else {
        sum += v * (index == 0 ? x * x / 2 : index == 1 ? x * y : y * y / 2);
      }
    }
  return std::abs(sum);
}

}  // namespace spatial_gradient_internal

namespace detail {

at::Tensor SpatialGradient(const core::OpSpec& op, const at::Tensor& input, const std::string& mode,
                           int64_t order, bool normalized) {
  using namespace spatial_gradient_internal;
  const char* name = op.name.c_str();
  core::CheckImage(op, input);
  const Mode m =
      core::ParseEnum<Mode>(name, "mode", mode, {{"sobel", Mode::kSobel}, {"diff", Mode::kDiff}},
                            core::LetterCase::kIgnore);
  KC_CHECK(order == 1 || order == 2, name, "order 1 or 2", "order = ", order);
  int64_t side = 0;
  const c10::ScalarType work = WorkDtype(input.scalar_type());
  const std::vector<at::Tensor> kernels =
      GradientKernels(m == Mode::kSobel, order, normalized, input.options().dtype(work), &side);
  CheckBorderFits(name, Border::kReplicate, side, side, input);
  const at::Tensor padded = Pad(input.to(work), SamePadding(side, side), Border::kReplicate);
  std::vector<at::Tensor> outs;
  for (const at::Tensor& k : kernels)
    outs.push_back(Correlate2d(padded, k, Border::kReplicate, false));
  return ToOutput(at::stack(outs, 2), input);
}

std::vector<at::Tensor> GradientKernels(bool sobel, int64_t order, bool normalized,
                                        const at::TensorOptions& options, int64_t* side) {
  using namespace spatial_gradient_internal;
  const std::vector<Kernel> stencils = Kernels(sobel ? Mode::kSobel : Mode::kDiff, order, side);
  std::vector<at::Tensor> out;
  for (size_t i = 0; i < stencils.size(); ++i) {
    // The taps in the work dtype, divided there as Kornia divides its kernel.
    at::Tensor k = core::Constant(stencils[i], options).view({1, *side, *side});
    if (normalized) k = k / Norm(stencils[i], *side, order, i);
    out.push_back(k);
  }
  return out;
}

}  // namespace detail

at::Tensor spatial_gradient(const at::Tensor& input, const std::string& mode, int64_t order,
                            bool normalized) {
  return detail::SpatialGradient(spatial_gradient_op(), input, mode, order, normalized);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(spatial_gradient,
      {.kornia = "kornia.filters.spatial_gradient",
       .module = {"SpatialGradient", {"mode", "order", "normalized"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, str mode='sobel', int order=1, bool "
                               "normalized=True) -> Tensor",
                               [](const at::Tensor& input, std::string mode, int64_t order,
                                  bool normalized) {
                                 return spatial_gradient(input, mode, order, normalized);
                               })},
       .call = [](const at::Tensor& x) { return spatial_gradient(x); },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
