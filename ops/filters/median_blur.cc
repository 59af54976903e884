#include "ops/filters/median_blur.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/isfinite.h>
#include <ATen/ops/logical_or.h>
#include <ATen/ops/maximum.h>
#include <ATen/ops/minimum.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/sort.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>

#include <limits>
#include <tuple>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/taps.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::filters {
namespace median_blur_internal {

using native::MedianExchange;

const std::vector<MedianExchange>& Network(int64_t side) {
  static const std::vector<MedianExchange> three = native::MedianNetwork(9),
                                           five = native::MedianNetwork(25);
  return side == 3 ? three : five;
}

// Whether each window of `padded` (ky x kx, rows then columns) holds a
// non-finite value.
at::Tensor NonFiniteWindows(const at::Tensor& padded, int64_t ky, int64_t kx, int64_t height,
                            int64_t width) {
  const at::Tensor bad = at::isfinite(padded).logical_not();
  at::Tensor columns = bad.narrow(-2, 0, height);
  for (int64_t dy = 1; dy < ky; ++dy) columns = at::logical_or(columns, bad.narrow(-2, dy, height));
  at::Tensor windows = columns.narrow(-1, 0, width);
  for (int64_t dx = 1; dx < kx; ++dx)
    windows = at::logical_or(windows, columns.narrow(-1, dx, width));
  return windows;
}

// The op's composite ATen form, its arguments checked: the reference of
// kornia_cpp::_median_window, and the op where that does not run.
at::Tensor MedianComposite(const at::Tensor& input, int64_t ky, int64_t kx, detail::Border border) {
  // A selection, so floating images keep their dtype (Kornia's _to_floating).
  const at::Tensor x = at::isFloatingType(input.scalar_type()) ? input : input.to(at::kFloat);
  const int64_t height = core::HostSize(x, 2), width = core::HostSize(x, 3);
  // Padded in float32 for the half dtypes (exact both ways): ATen 1.13 has
  // no float16/bfloat16 CPU kernel for reflection or replication padding.
  const at::Tensor padded = detail::Pad(x.to(detail::WorkDtype(x.scalar_type())),
                                        {kx / 2, kx / 2, ky / 2, ky / 2}, border)
                                .to(x.scalar_type());
  std::vector<at::Tensor> values;
  for (int64_t i = 0; i < ky; ++i)
    for (int64_t j = 0; j < kx; ++j)
      values.push_back(padded.narrow(-2, i, height).narrow(-1, j, width));
  at::Tensor selected;
  if (ky == kx && (ky == 3 || ky == 5)) {
    for (const MedianExchange& e : Network(ky)) {
      const at::Tensor a = values[e.low], b = values[e.high];
      if (e.keep_min) values[e.low] = at::minimum(a, b);
      if (e.keep_max) values[e.high] = at::maximum(a, b);
    }
    selected = values[ky * kx / 2];
  } else {
    // The middle of the window's values sorted (an odd count; Kornia's
    // export form, and ONNX has no median), in float32 for the half dtypes
    // (exact both ways).
    const c10::ScalarType t = x.scalar_type();
    const at::Tensor stacked = at::stack(values, 2).to(detail::WorkDtype(t));
    selected = std::get<0>(stacked.sort(2)).select(2, ky * kx / 2).to(t);
  }
  // A zero median is +0: which of -0 and +0 a tie of the two selects hangs on
  // torch.minimum's loop (its vector body and scalar tail differ), so on the
  // image's width and batch; adding +0 maps -0 to +0 and keeps every other value.
  selected = selected + 0.0;
  // Kornia masks no one-tap window; its result is contiguous (its median of
  // a conv2d output).
  if (ky * kx == 1) return selected.contiguous();
  const at::Tensor nan = at::scalar_tensor(std::numeric_limits<double>::quiet_NaN(), x.options());
  return at::where(NonFiniteWindows(padded, ky, kx, height, width), nan, selected);
}

// kornia_cpp::_median_window's kernels: the composite form, and the CPU
// kernel (the native one on uint8, float32 and float64, the composite on the
// other dtypes).
at::Tensor WindowMedianComposite(const at::Tensor& input, int64_t side,
                                 c10::string_view border_type) {
  return MedianComposite(input, side, side,
                         detail::ParseBorder("_median_window", std::string(border_type)));
}

at::Tensor WindowMedianCpu(const at::Tensor& input, int64_t side, c10::string_view border_type) {
  const c10::ScalarType t = input.scalar_type();
  if (t != at::kByte && t != at::kFloat && t != at::kDouble)
    return WindowMedianComposite(input, side, border_type);
  const detail::Border border = detail::ParseBorder("_median_window", std::string(border_type));
  return native::detail::WindowMedianCpu(input, side, detail::NativeBorder(border));
}

}  // namespace median_blur_internal

at::Tensor median_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                       const std::string& border_type) {
  using namespace median_blur_internal;
  const char* op = median_blur_op().name.c_str();
  core::CheckImage(median_blur_op(), input);
  const detail::Border border = detail::ParseBorder(op, border_type);
  const auto [ky, kx] = kernel_size;
  KC_CHECK(ky > 0 && kx > 0 && ky % 2 == 1 && kx % 2 == 1, op, "a positive odd kernel size",
           "kernel_size = (", ky, ", ", kx, ")");
  detail::CheckBorderFits(op, border, ky, kx, input);
  if (ky == kx && (ky == 3 || ky == 5) && native::EnabledFor(input)) {
    static const auto window =
        c10::Dispatcher::singleton()
            .findSchemaOrThrow("kornia_cpp::_median_window", "")
            .typed<at::Tensor(const at::Tensor&, int64_t, c10::string_view)>();
    return window.call(input, ky, detail::BorderName(border));
  }
  return MedianComposite(input, ky, kx, border);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(median_blur,
      {.kornia = "kornia.filters.median_blur",
       .module = {"MedianBlur", {"kernel_size", "border_type"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def(
           "(Tensor input, int[2] kernel_size, str border_type='reflect') -> Tensor",
           [](const at::Tensor& input, std::vector<int64_t> kernel_size, std::string border_type) {
             return median_blur(
                 input, core::PairOf(median_blur_op().name.c_str(), "kernel_size", kernel_size),
                 border_type);
           })},
       .call =
           [](const at::Tensor& x) {
             return median_blur(x, {3, 3});
           },
       .natives = {"_median_window"}});

}  // namespace kornia::filters

KC_NATIVE_OPERATOR(_median_window, "(Tensor input, int side, str border_type) -> Tensor",
                   &kornia::filters::median_blur_internal::WindowMedianCpu,
                   &kornia::filters::median_blur_internal::WindowMedianComposite,
                   {.dtypes = {at::kByte, at::kFloat, at::kDouble},
                    .family = kornia::native::Family::kRank});
