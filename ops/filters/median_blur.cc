#include "ops/filters/median_blur.h"

#include <ATen/ops/isfinite.h>
#include <ATen/ops/logical_or.h>
#include <ATen/ops/maximum.h>
#include <ATen/ops/minimum.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/sort.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>

#include <functional>
#include <limits>
#include <set>
#include <tuple>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace median_blur_internal {

// One exchange of the network: values[low] = min, values[high] = max, each
// only where the median needs it.
struct Exchange {
  int64_t low, high;
  bool keep_min, keep_max;
};

// Kornia's _median_network(size): Batcher's odd-even merge sort over the
// next power of two, its exchanges walked backwards from the middle element
// and kept where they feed it.
std::vector<Exchange> MedianNetwork(int64_t size) {
  std::vector<std::pair<int64_t, int64_t>> pairs;
  std::function<void(int64_t, int64_t, int64_t)> merge = [&](int64_t start, int64_t length,
                                                             int64_t stride) {
    const int64_t step = 2 * stride;
    if (step < length) {
      merge(start, length, step);
      merge(start + stride, length, step);
      for (int64_t i = start + stride; i < start + length - stride; i += step)
        pairs.emplace_back(i, i + stride);
    } else {
      pairs.emplace_back(start, start + stride);
    }
  };
  std::function<void(int64_t, int64_t)> sort = [&](int64_t start, int64_t length) {
    if (length > 1) {
      sort(start, length / 2);
      sort(start + length / 2, length / 2);
      merge(start, length, 1);
    }
  };
  int64_t pow2 = 1;
  while (pow2 < size) pow2 *= 2;
  sort(0, pow2);
  std::set<int64_t> needed = {size / 2};
  std::vector<Exchange> result;
  for (auto it = pairs.rbegin(); it != pairs.rend(); ++it) {
    const auto [left, right] = *it;
    if (right >= size) continue;
    const bool low = needed.count(left) > 0, high = needed.count(right) > 0;
    if (low || high) {
      result.push_back({left, right, low, high});
      needed.insert(left);
      needed.insert(right);
    }
  }
  return {result.rbegin(), result.rend()};
}

const std::vector<Exchange>& Network(int64_t side) {
  static const std::vector<Exchange> three = MedianNetwork(9), five = MedianNetwork(25);
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
    for (const Exchange& e : Network(ky)) {
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
       .call = [](const at::Tensor& x) {
         return median_blur(x, {3, 3});
       }});

}  // namespace kornia::filters
