#include "ops/filters/filter3d.h"

#include <ATen/ops/abs.h>
#include <ATen/ops/flip.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace filter3d_internal {

enum class Behaviour { kCorr, kConv };

}  // namespace filter3d_internal

namespace detail {

at::Tensor Filter3d(const core::OpSpec& op, const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type, bool normalized, const std::string& behaviour) {
  using namespace filter3d_internal;
  const char* name = op.name.c_str();
  KC_CHECK(input.dim() == 5, name, "an input of shape (B, C, D, H, W)", "shape ",
           input.sym_sizes());
  KC_CHECK_DTYPE(!at::isComplexType(input.scalar_type()), name, "a real input (not complex)",
                 core::DtypeName(input.scalar_type()));
  KC_CHECK(kernel.dim() == 4, name, "a kernel of shape (B, kD, kH, kW)", "shape ",
           kernel.sym_sizes());
  KC_CHECK(kernel.sym_size(0) == 1 || kernel.sym_size(0) == input.sym_size(0), name,
           c10::str("a kernel batch of 1 or ", input.sym_size(0)), "shape ", kernel.sym_sizes());
  const int64_t kd = core::HostSize(kernel, 1), ky = core::HostSize(kernel, 2),
                kx = core::HostSize(kernel, 3);
  KC_CHECK(kd > 0 && ky > 0 && kx > 0, name, "a non-empty kernel", "shape ", kernel.sym_sizes());
  KC_CHECK_DTYPE(!at::isComplexType(kernel.scalar_type()), name, "a real kernel",
                 core::DtypeName(kernel.scalar_type()));
  const Border border = ParseBorder(name, border_type);
  const Behaviour mode = core::ParseEnum<Behaviour>(
      name, "behaviour", behaviour, {{"corr", Behaviour::kCorr}, {"conv", Behaviour::kConv}},
      core::LetterCase::kIgnore);
  // The volume's depth checked as its sides are.
  CheckBorderFits(name, border, ky, kx, input);
  const int64_t depth = core::HostSize(input, 2);
  if (border == Border::kReflect || border == Border::kCircular) {
    const bool reflect = border == Border::kReflect;
    KC_CHECK(reflect ? kd / 2 < depth : kd / 2 <= depth, name,
             std::string("a kernel depth radius ") + (reflect ? "< " : "<= ") +
                 "the volume's depth for border_type " + (reflect ? "reflect" : "circular"),
             "a depth of ", kd, " on a volume of depth ", depth);
  } else if (border == Border::kReplicate) {
    KC_CHECK(kd < 2 || depth > 0, name, "a non-empty volume depth for border_type replicate",
             "a depth of ", kd, " on a volume of depth ", depth);
  }
  const c10::ScalarType work = WorkDtype(input.scalar_type());
  at::Tensor k = kernel.to(work);
  if (mode == Behaviour::kConv) k = k.flip({-3, -2, -1});
  // Kornia's normalize_kernel2d on the (B, kD, kH kW) view.
  if (normalized)
    k = k / k.reshape_symint({k.sym_size(0), kd, ky * kx})
                .abs()
                .sum(-1)
                .sum(-1)
                .view_symint({k.sym_size(0), 1, 1, 1});
  return ToOutput(Correlate3d(input.to(work), k, border), input);
}

}  // namespace detail

at::Tensor filter3d(const at::Tensor& input, const at::Tensor& kernel,
                    const std::string& border_type, bool normalized, const std::string& behaviour) {
  return detail::Filter3d(filter3d_op(), input, kernel, border_type, normalized, behaviour);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(filter3d,
      {.kornia = "kornia.filters.filter3d",
       .overloads = {core::Def("(Tensor input, Tensor kernel, str border_type='replicate', bool "
                               "normalized=False, str behaviour='corr') -> Tensor",
                               [](const at::Tensor& input, const at::Tensor& kernel,
                                  std::string border_type, bool normalized, std::string behaviour) {
                                 return filter3d(input, kernel, border_type, normalized, behaviour);
                               })},
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal)});

}  // namespace kornia::filters
