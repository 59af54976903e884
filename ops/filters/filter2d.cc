#include "ops/filters/filter2d.h"

#include <ATen/ops/abs.h>
#include <ATen/ops/flip.h>
#include <ATen/ops/full.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace filter2d_internal {

enum class Padding { kSame, kValid };
enum class Behaviour { kCorr, kConv };

}  // namespace filter2d_internal

namespace detail {

at::Tensor Filter2d(const core::OpSpec& spec, const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type, bool normalized, const std::string& padding,
                    const std::string& behaviour) {
  using namespace filter2d_internal;
  const char* op = spec.name.c_str();
  core::CheckImage(spec, input);
  KC_CHECK(kernel.dim() == 3, op, "a kernel of shape (B, kH, kW)", "shape ", kernel.sym_sizes());
  KC_CHECK(kernel.sym_size(0) == 1 || kernel.sym_size(0) == input.sym_size(0), op,
           c10::str("a kernel batch of 1 or ", input.sym_size(0)), "shape ", kernel.sym_sizes());
  const int64_t ky = core::HostSize(kernel, 1), kx = core::HostSize(kernel, 2);
  KC_CHECK(ky > 0 && kx > 0, op, "a non-empty kernel", "shape ", kernel.sym_sizes());
  KC_CHECK_DTYPE(!at::isComplexType(kernel.scalar_type()), op, "a real kernel",
                 core::DtypeName(kernel.scalar_type()));
  const Border border = ParseBorder(op, border_type);
  const Padding pad = core::ParseEnum<Padding>(
      op, "padding", padding, {{"same", Padding::kSame}, {"valid", Padding::kValid}},
      core::LetterCase::kIgnore);
  const Behaviour mode = core::ParseEnum<Behaviour>(
      op, "behaviour", behaviour, {{"corr", Behaviour::kCorr}, {"conv", Behaviour::kConv}},
      core::LetterCase::kIgnore);
  if (pad == Padding::kSame) {
    CheckBorderFits(op, border, ky, kx, input);
  } else {
    const int64_t height = core::HostSize(input, 2), width = core::HostSize(input, 3);
    KC_CHECK(ky <= height && kx <= width, op, "a kernel no larger than the image for padding valid",
             "a ", ky, "x", kx, " kernel on an image of ", height, "x", width);
  }
  const c10::ScalarType work = WorkDtype(input.scalar_type());
  at::Tensor k = kernel.to(work);
  if (mode == Behaviour::kConv) k = k.flip({-2, -1});
  // Kornia's normalize_kernel2d: k / k.abs().sum(-1).sum(-1).
  if (normalized) k = k / k.abs().sum(-1).sum(-1).view_symint({k.sym_size(0), 1, 1});
  return ToOutput(Correlate2d(input.to(work), k, border, pad == Padding::kSame), input);
}

}  // namespace detail

at::Tensor filter2d(const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type, bool normalized, const std::string& padding,
                    const std::string& behaviour) {
  return detail::Filter2d(filter2d_op(), input, kernel, border_type, normalized, padding,
                          behaviour);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(filter2d,
      {.kornia = "kornia.filters.filter2d",
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, Tensor kernel, str border_type='reflect', bool "
                               "normalized=False, str padding='same', str behaviour='corr') -> "
                               "Tensor",
                               [](const at::Tensor& input, const at::Tensor& kernel,
                                  std::string border_type, bool normalized, std::string padding,
                                  std::string behaviour) {
                                 return filter2d(input, kernel, border_type, normalized, padding,
                                                 behaviour);
                               })},
       .call =
           [](const at::Tensor& x) {
             return filter2d(x, at::full({1, 3, 3}, 1.0 / 9, x.options().dtype(at::kFloat)));
           },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
