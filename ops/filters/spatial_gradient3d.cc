#include "ops/filters/spatial_gradient3d.h"

#include <ATen/ops/pad.h>
#include <ATen/ops/stack.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/filters/kernels.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace spatial_gradient3d_internal {

enum class Mode { kDiff, kSobel };

}  // namespace spatial_gradient3d_internal

at::Tensor spatial_gradient3d(const at::Tensor& input, const std::string& mode, int64_t order) {
  using namespace spatial_gradient3d_internal;
  const char* op = spatial_gradient3d_op().name.c_str();
  KC_CHECK(input.dim() == 5, op, "an input of shape (B, C, D, H, W)", "shape ", input.sym_sizes());
  KC_CHECK_DTYPE(!at::isComplexType(input.scalar_type()), op, "a real input (not complex)",
                 core::DtypeName(input.scalar_type()));
  const Mode m =
      core::ParseEnum<Mode>(op, "mode", mode, {{"diff", Mode::kDiff}, {"sobel", Mode::kSobel}},
                            core::LetterCase::kIgnore);
  KC_CHECK(order == 1 || order == 2, op, "order 1 or 2", "order = ", order);
  KC_CHECK_IMPLEMENTED(m == Mode::kDiff, op, "mode diff (there is no 3-D Sobel kernel)", "'", mode,
                       "'");
  const int64_t depth = core::HostSize(input, 2), height = core::HostSize(input, 3),
                width = core::HostSize(input, 4);
  KC_CHECK(depth > 0 && height > 0 && width > 0, op,
           "a non-empty D, H and W (replicate has a voxel to repeat)", "shape ", input.sym_sizes());
  const c10::ScalarType work = detail::WorkDtype(input.scalar_type());
  const at::Tensor x = input.to(work);
  at::Tensor out;
  if (order == 1) {
    // Kornia's slices of the padded volume: centre 1..-1, left 0..-2, right 2...
    const c10::SymInt n = x.sym_size(0) * x.sym_size(1);
    const at::Tensor flat = x.reshape_symint({n, 1, x.sym_size(2), x.sym_size(3), x.sym_size(4)});
    at::Tensor p = at::pad(flat, {1, 1, 1, 1, 1, 1}, "replicate");
    p = p.view_symint({x.sym_size(0), x.sym_size(1), p.sym_size(2), p.sym_size(3), p.sym_size(4)});
    auto slice = [&](int64_t dd, int64_t dh, int64_t dw) {
      return p.narrow(2, dd, depth).narrow(3, dh, height).narrow(4, dw, width);
    };
    out = 0.5 * at::stack({slice(1, 1, 2) - slice(1, 1, 0), slice(1, 2, 1) - slice(1, 0, 1),
                           slice(2, 1, 1) - slice(0, 1, 1)},
                          2);
  } else {
    std::vector<at::Tensor> outs;
    // Kornia's get_diff_kernel3d_2nd_order (kernels.h).
    for (const std::vector<double>& k : detail::DiffStencils3d(2))
      outs.push_back(detail::Correlate3d(x, core::Constant(k, x.options()).view({1, 3, 3, 3}),
                                         detail::Border::kReplicate));
    out = at::stack(outs, 2);
  }
  return core::IsHalfDtype(input.scalar_type()) ? out.to(input.scalar_type()) : out;
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(spatial_gradient3d,
      {.kornia = "kornia.filters.spatial_gradient3d",
       .module = {"SpatialGradient3d", {"mode", "order"}, {"input"}},
       .overloads = {core::Def("(Tensor input, str mode='diff', int order=1) -> Tensor",
                               [](const at::Tensor& input, std::string mode, int64_t order) {
                                 return spatial_gradient3d(input, mode, order);
                               })},
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal)});

}  // namespace kornia::filters
