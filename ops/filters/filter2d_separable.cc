#include "ops/filters/filter2d_separable.h"

#include <ATen/ops/abs.h>
#include <ATen/ops/full.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace filter2d_separable_internal {

// A 1-D kernel checked and made the (1 or B, 1, k) or (1 or B, k, 1) taps of
// one pass, in the work dtype, normalized where asked.
at::Tensor Taps1d(const char* op, const char* name, const at::Tensor& kernel,
                  const at::Tensor& input, bool along_x, c10::ScalarType work, bool normalized) {
  KC_CHECK(kernel.dim() == 2, op, c10::str(name, " of shape (B, k)"), "shape ", kernel.sym_sizes());
  KC_CHECK(kernel.sym_size(0) == 1 || kernel.sym_size(0) == input.sym_size(0), op,
           c10::str(name, " of batch 1 or ", input.sym_size(0)), "shape ", kernel.sym_sizes());
  KC_CHECK(core::HostSize(kernel, 1) > 0, op, c10::str("a non-empty ", name), "shape ",
           kernel.sym_sizes());
  KC_CHECK_DTYPE(!at::isComplexType(kernel.scalar_type()), op, c10::str("a real ", name),
                 core::DtypeName(kernel.scalar_type()));
  at::Tensor k = kernel.to(work);
  if (normalized) k = k / k.abs().sum(-1, /*keepdim=*/true);
  const c10::SymInt b = k.sym_size(0), n = k.sym_size(1);
  return along_x ? k.view_symint({b, 1, n}) : k.view_symint({b, n, 1});
}

enum class Padding { kSame, kValid };

}  // namespace filter2d_separable_internal

at::Tensor filter2d_separable(const at::Tensor& input, const at::Tensor& kernel_x,
                              const at::Tensor& kernel_y, const std::string& border_type,
                              bool normalized, const std::string& padding) {
  using namespace filter2d_separable_internal;
  const char* op = filter2d_separable_op().name.c_str();
  core::CheckImage(filter2d_separable_op(), input);
  const c10::ScalarType work = detail::WorkDtype(input.scalar_type());
  const at::Tensor kx = Taps1d(op, "kernel_x", kernel_x, input, true, work, normalized);
  const at::Tensor ky = Taps1d(op, "kernel_y", kernel_y, input, false, work, normalized);
  const detail::Border border = detail::ParseBorder(op, border_type);
  const bool same = core::ParseEnum<Padding>(op, "padding", padding,
                                             {{"same", Padding::kSame}, {"valid", Padding::kValid}},
                                             core::LetterCase::kIgnore) == Padding::kSame;
  const int64_t sy = core::HostSize(ky, 1), sx = core::HostSize(kx, 2);
  if (same) {
    detail::CheckBorderFits(op, border, sy, sx, input);
  } else {
    const int64_t height = core::HostSize(input, 2), width = core::HostSize(input, 3);
    KC_CHECK(sy <= height && sx <= width, op, "a kernel no larger than the image for padding valid",
             "a ", sy, "x", sx, " kernel on an image of ", height, "x", width);
  }
  const at::Tensor out =
      detail::Correlate2d(detail::Correlate2d(input.to(work), kx, border, same), ky, border, same);
  return detail::ToOutput(out, input);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(filter2d_separable,
      {.kornia = "kornia.filters.filter2d_separable",
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, Tensor kernel_x, Tensor kernel_y, str "
                               "border_type='reflect', bool normalized=False, str padding='same') "
                               "-> Tensor",
                               [](const at::Tensor& input, const at::Tensor& kernel_x,
                                  const at::Tensor& kernel_y, std::string border_type,
                                  bool normalized, std::string padding) {
                                 return filter2d_separable(input, kernel_x, kernel_y, border_type,
                                                           normalized, padding);
                               })},
       .call =
           [](const at::Tensor& x) {
             const at::Tensor k = at::full({1, 3}, 1.0 / 3, x.options().dtype(at::kFloat));
             return filter2d_separable(x, k, k);
           },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
