#include "ops/filters/taps.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/pad.h>
#include <c10/util/StringUtil.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::filters::detail {

Border ParseBorder(const char* op, const std::string& border_type) {
  return core::ParseEnum<Border>(op, "border_type", border_type,
                                 {{"constant", Border::kConstant},
                                  {"reflect", Border::kReflect},
                                  {"replicate", Border::kReplicate},
                                  {"circular", Border::kCircular}},
                                 core::LetterCase::kIgnore);
}

native::detail::WindowBorder NativeBorder(Border border) {
  switch (border) {
    case Border::kConstant:
      return native::detail::WindowBorder::kZeros;
    case Border::kReflect:
      return native::detail::WindowBorder::kReflect;
    case Border::kReplicate:
      return native::detail::WindowBorder::kReplicate;
    case Border::kCircular:
      return native::detail::WindowBorder::kCircular;
  }
  return native::detail::WindowBorder::kZeros;
}

const char* BorderName(Border border) { return native::detail::BorderName(NativeBorder(border)); }

std::array<int64_t, 4> SamePadding(int64_t ky, int64_t kx) {
  return {(kx - 1) / 2, kx / 2, (ky - 1) / 2, ky / 2};
}

void CheckBorderFits(const char* op, Border border, int64_t ky, int64_t kx,
                     const at::Tensor& input) {
  const int64_t height = core::HostSize(input, -2), width = core::HostSize(input, -1);
  if (border == Border::kReplicate) {
    KC_CHECK((ky < 2 || height > 0) && (kx < 2 || width > 0), op,
             "a non-empty image side for border_type replicate", "kernel_size = (", ky, ", ", kx,
             ") on an image of ", height, "x", width);
    return;
  }
  if (border != Border::kReflect && border != Border::kCircular) return;
  const bool reflect = border == Border::kReflect;
  const bool fits =
      reflect ? (ky / 2 < height && kx / 2 < width) : (ky / 2 <= height && kx / 2 <= width);
  KC_CHECK(fits, op,
           std::string("a kernel radius ") + (reflect ? "< " : "<= ") +
               "the image side for border_type " + (reflect ? "reflect" : "circular"),
           "kernel_size = (", ky, ", ", kx, ") on an image of ", height, "x", width);
}

at::Tensor Pad(const at::Tensor& input, std::array<int64_t, 4> pad, Border border) {
  if (pad[0] == 0 && pad[1] == 0 && pad[2] == 0 && pad[3] == 0) return input;
  if (border == Border::kConstant) return at::pad(input, pad, "constant");
  // ATen's reflect, replicate and circular kernels take (N, C, H, W) with a
  // non-empty C: every plane padded as one sample of N (an empty C too).
  c10::SymInt planes = 1;
  for (int64_t d = 0; d + 2 < input.dim(); ++d) planes = planes * input.sym_size(d);
  const at::Tensor flat = input.reshape_symint({planes, 1, input.sym_size(-2), input.sym_size(-1)});
  const at::Tensor padded = at::pad(flat, pad, BorderName(border));
  std::vector<c10::SymInt> shape(input.sym_sizes().begin(), input.sym_sizes().end());
  shape[shape.size() - 2] = padded.sym_size(-2);
  shape[shape.size() - 1] = padded.sym_size(-1);
  return padded.view_symint(shape);
}

at::Tensor TapSumComposite(const at::Tensor& padded, const at::Tensor& weights) {
  const int64_t ty = core::HostSize(weights, 1), tx = core::HostSize(weights, 2);
  const int64_t height = core::HostSize(padded, -2) - ty + 1;
  const int64_t width = core::HostSize(padded, -1) - tx + 1;
  const at::Tensor w = weights.view_symint({weights.sym_size(0), ty * tx, 1, 1, 1});
  at::Tensor out;
  for (int64_t i = 0; i < ty; ++i) {
    const at::Tensor row = padded.narrow(-2, i, height);
    for (int64_t j = 0; j < tx; ++j) {
      const at::Tensor tap = row.narrow(-1, j, width);
      const at::Tensor wt = w.select(1, i * tx + j);
      if (out.defined()) {
        out = out.addcmul(tap, wt);  // out of place: a functional form for export's lowering
      } else {
        out = tap * wt;
      }
    }
  }
  return out;
}

at::Tensor TapSumCpu(const at::Tensor& padded, const at::Tensor& weights) {
  const c10::ScalarType t = padded.scalar_type();
  return (t == at::kFloat || t == at::kDouble) && weights.scalar_type() == t
             ? native::detail::TapSumCpu(padded, weights)
             : TapSumComposite(padded, weights);
}

at::Tensor TapSum(const at::Tensor& padded, const at::Tensor& weights) {
  if (native::EnabledFor(padded) && native::EnabledFor(weights)) {
    static const auto op = c10::Dispatcher::singleton()
                               .findSchemaOrThrow("kornia_cpp::_tap_sum", "")
                               .typed<at::Tensor(const at::Tensor&, const at::Tensor&)>();
    return op.call(padded, weights);
  }
  return TapSumComposite(padded, weights);
}

at::Tensor Correlate2d(const at::Tensor& input, const at::Tensor& kernel, Border border,
                       bool same) {
  const int64_t ky = core::HostSize(kernel, -2), kx = core::HostSize(kernel, -1);
  const at::Tensor padded = same ? Pad(input, SamePadding(ky, kx), border) : input;
  return TapSum(padded, kernel);
}

at::Tensor Correlate3d(const at::Tensor& input, const at::Tensor& kernel, Border border) {
  const int64_t kd = core::HostSize(kernel, 1), ky = core::HostSize(kernel, 2),
                kx = core::HostSize(kernel, 3);
  const std::vector<int64_t> pad = {(kx - 1) / 2, kx / 2,       (ky - 1) / 2,
                                    ky / 2,       (kd - 1) / 2, kd / 2};
  at::Tensor padded;
  if (border == Border::kConstant) {
    padded = at::pad(input, pad, "constant");
  } else {
    // ATen's 3-D reflect, replicate and circular kernels take (N, C, D, H, W):
    // every volume padded as one sample.
    const c10::SymInt n = input.sym_size(0) * input.sym_size(1);
    const at::Tensor flat =
        input.reshape_symint({n, 1, input.sym_size(2), input.sym_size(3), input.sym_size(4)});
    const at::Tensor p = at::pad(flat, pad, BorderName(border));
    padded = p.view_symint(
        {input.sym_size(0), input.sym_size(1), p.sym_size(2), p.sym_size(3), p.sym_size(4)});
  }
  const int64_t depth = core::HostSize(input, 2), height = core::HostSize(input, 3),
                width = core::HostSize(input, 4);
  const at::Tensor w = kernel.view_symint({kernel.sym_size(0), kd * ky * kx, 1, 1, 1, 1});
  at::Tensor out;
  for (int64_t d = 0; d < kd; ++d)
    for (int64_t i = 0; i < ky; ++i)
      for (int64_t j = 0; j < kx; ++j) {
        const at::Tensor tap = padded.narrow(2, d, depth).narrow(3, i, height).narrow(4, j, width);
        const at::Tensor wt = w.select(1, (d * ky + i) * kx + j);
        out = out.defined() ? out.addcmul(tap, wt) : tap * wt;
      }
  return out;
}

namespace {

// Pad along one axis by the radius and accumulate the taps (Kornia's
// _gaussian_blur2d_cpu): out = sum_t padded[t : t + size] * kernel[:, t].
at::Tensor Pass(const at::Tensor& input, const at::Tensor& kernel, int64_t axis, Border border) {
  const int64_t taps = core::HostSize(kernel, -1);
  const int64_t radius = taps / 2;
  const std::array<int64_t, 4> pad = axis == -1 ? std::array<int64_t, 4>{radius, radius, 0, 0}
                                                : std::array<int64_t, 4>{0, 0, radius, radius};
  const at::Tensor padded = Pad(input, pad, border);
  const c10::SymInt b = kernel.sym_size(0);
  return TapSum(padded,
                axis == -1 ? kernel.view_symint({b, 1, taps}) : kernel.view_symint({b, taps, 1}));
}

}  // namespace

at::Tensor SeparableTapSumComposite(const at::Tensor& input, const at::Tensor& kernel_x,
                                    const at::Tensor& kernel_y, c10::string_view border_type) {
  const Border border = ParseBorder("_separable_tap_sum", std::string(border_type));
  const at::Tensor x = input.to(WorkDtype(input.scalar_type()));
  return Pass(Pass(x, kernel_x, -1, border), kernel_y, -2, border);
}

at::Tensor SeparableTapSumCpu(const at::Tensor& input, const at::Tensor& kernel_x,
                              const at::Tensor& kernel_y, c10::string_view border_type) {
  const c10::ScalarType t = input.scalar_type(), work = WorkDtype(t);
  if ((t != at::kByte && t != at::kFloat && t != at::kDouble) || kernel_x.scalar_type() != work ||
      kernel_y.scalar_type() != work)
    return SeparableTapSumComposite(input, kernel_x, kernel_y, border_type);
  const Border border = ParseBorder("_separable_tap_sum", std::string(border_type));
  return native::detail::SeparableTapSumCpu(input, kernel_x, kernel_y, NativeBorder(border));
}

at::Tensor SeparableTapSum(const at::Tensor& input, const at::Tensor& kernel_x,
                           const at::Tensor& kernel_y, Border border) {
  if (native::EnabledFor(input) && native::EnabledFor(kernel_x) && native::EnabledFor(kernel_y)) {
    static const auto op = c10::Dispatcher::singleton()
                               .findSchemaOrThrow("kornia_cpp::_separable_tap_sum", "")
                               .typed<at::Tensor(const at::Tensor&, const at::Tensor&,
                                                 const at::Tensor&, c10::string_view)>();
    return op.call(input, kernel_x, kernel_y, BorderName(border));
  }
  return SeparableTapSumComposite(input, kernel_x, kernel_y, BorderName(border));
}

c10::ScalarType WorkDtype(c10::ScalarType dtype) {
  return (dtype == at::kFloat || dtype == at::kDouble) ? dtype : at::kFloat;
}

at::Tensor ToOutput(const at::Tensor& out, const at::Tensor& input) {
  const at::Tensor typed =
      core::IsHalfDtype(input.scalar_type()) ? out.to(input.scalar_type()) : out;
  return typed.dim() == 4 ? core::InLayoutOf(input, typed) : typed;
}

}  // namespace kornia::filters::detail

KC_NATIVE_OPERATOR(_tap_sum, "(Tensor padded, Tensor weights) -> Tensor",
                   &kornia::filters::detail::TapSumCpu, &kornia::filters::detail::TapSumComposite,
                   {.dtypes = {at::kFloat, at::kDouble}, .family = kornia::native::Family::kTaps});

KC_NATIVE_OPERATOR(_separable_tap_sum,
                   "(Tensor input, Tensor kernel_x, Tensor kernel_y, str border_type) -> Tensor",
                   &kornia::filters::detail::SeparableTapSumCpu,
                   &kornia::filters::detail::SeparableTapSumComposite,
                   {.dtypes = {at::kByte, at::kFloat, at::kDouble},
                    .family = kornia::native::Family::kTaps});
