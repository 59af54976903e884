#include "ops/filters/edge_aware_blur_pool2d.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/log2.h>
#include <ATen/ops/max_pool2d.h>
#include <ATen/ops/rsub.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/blur_pool2d.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace edge_aware_blur_pool2d_internal {

// Kornia's _reflect_pad2d: reflect padding by (pad_y, pad_x) on each side,
// in chunks that reflect padding takes (at most side - 1 each).
at::Tensor ReflectPad(at::Tensor x, int64_t pad_y, int64_t pad_x) {
  while (pad_y > 0 || pad_x > 0) {
    const int64_t chunk_y = std::min(pad_y, core::HostSize(x, -2) - 1);
    const int64_t chunk_x = std::min(pad_x, core::HostSize(x, -1) - 1);
    x = detail::Pad(x, {chunk_x, chunk_x, chunk_y, chunk_y}, detail::Border::kReflect);
    pad_y -= chunk_y;
    pad_x -= chunk_x;
  }
  return x;
}

}  // namespace edge_aware_blur_pool2d_internal

at::Tensor edge_aware_blur_pool2d(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                                  double edge_threshold, int64_t edge_dilation_kernel_size,
                                  double epsilon) {
  using namespace edge_aware_blur_pool2d_internal;
  const core::OpSpec& op = edge_aware_blur_pool2d_op();
  const char* const kOp = op.name.c_str();
  core::CheckImage(op, input);
  const int64_t height = core::HostSize(input, 2), width = core::HostSize(input, 3);
  KC_CHECK(height >= 3 && width >= 3, kOp,
           "an input of at least 3x3 (the edge test's 2-pixel reflect padding)", "an input of ",
           height, "x", width);
  KC_CHECK(edge_dilation_kernel_size > 0 && edge_dilation_kernel_size % 2 == 1, kOp,
           "an odd, positive edge_dilation_kernel_size",
           "edge_dilation_kernel_size = ", edge_dilation_kernel_size);
  KC_CHECK(edge_threshold > 1.0, kOp, "edge_threshold > 1", "edge_threshold = ", edge_threshold);
  const auto [ky, kx] = kernel_size;
  KC_CHECK(ky > 0 && ky == kx, kOp, "a positive square kernel size", "kernel_size = (", ky, ", ",
           kx, ")");

  // The blur: blur_pool2d's at stride 1 on the input reflect-padded past its
  // own zero padding, cropped back.
  const int64_t pad_y = std::max<int64_t>(2, ky / 2), pad_x = std::max<int64_t>(2, kx / 2);
  const at::Tensor blurred = detail::BlurPool(op, ReflectPad(input, pad_y, pad_x), kernel_size, 1)
                                 .slice(2, pad_y, -pad_y)
                                 .slice(3, pad_x, -pad_x);

  // The edges: the channel mean of the log2 differences 4 pixels apart.
  const at::Tensor edge_input = detail::Pad(input, {2, 2, 2, 2}, detail::Border::kReflect);
  const at::Tensor log_input =
      core::Float32InFloat64(edge_input + epsilon, [](const at::Tensor& t) { return at::log2(t); });
  // Kornia's torch.tensor(edge_threshold).log2(): float32, then in the edges' dtype.
  const double log_thresh = std::log2(static_cast<float>(edge_threshold));
  const at::Tensor thresh =
      core::Constant({static_cast<double>(static_cast<float>(log_thresh))}, log_input.options())
          .squeeze(0);
  const at::Tensor edges_x = (log_input.slice(3, 4) - log_input.slice(3, 0, -4)).mean({-3}, true);
  const at::Tensor edges_y = (log_input.slice(2, 4) - log_input.slice(2, 0, -4)).mean({-3}, true);
  const at::Tensor edges = (edges_x.abs() > thresh)
                               .slice(2, 2, -2)
                               .logical_or((edges_y.abs() > thresh).slice(3, 2, -2))
                               .to(input.scalar_type());
  // Dilated: a soft mask of the edges. Every size given in two dims, as
  // Python's F.max_pool2d gives them (ONNX's MaxPool takes 2-D dilations).
  const int64_t k = edge_dilation_kernel_size;
  const at::Tensor dilated = at::max_pool2d(edges, {k, k}, {1, 1}, {k / 2, k / 2}, {1, 1});
  return dilated * input + at::rsub(dilated, 1.0) * blurred;
}

}  // namespace kornia::filters

namespace kornia::filters {

// EdgeAwareBlurPool2D's forward takes epsilon=None, meaning 1e-6
// (kornia_cpp/_modules.py: "=None").
KC_OP(edge_aware_blur_pool2d,
      {.kornia = "kornia.filters.edge_aware_blur_pool2d",
       .module = {"EdgeAwareBlurPool2D",
                  {"kernel_size", "edge_threshold", "edge_dilation_kernel_size"},
                  {"input", "epsilon=None"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .non_empty = true,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor input, int[2] kernel_size, float edge_threshold=1.25, int "
                               "edge_dilation_kernel_size=3, float epsilon=1e-06) -> Tensor",
                               [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                                  double edge_threshold, int64_t edge_dilation_kernel_size,
                                  double epsilon) {
                                 return edge_aware_blur_pool2d(
                                     input,
                                     core::PairOf(edge_aware_blur_pool2d_op().name.c_str(),
                                                  "kernel_size", kernel_size),
                                     edge_threshold, edge_dilation_kernel_size, epsilon);
                               })},
       .call =
           [](const at::Tensor& x) {
             return edge_aware_blur_pool2d(x, {3, 3});
           },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
