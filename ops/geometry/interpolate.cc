#include "ops/geometry/interpolate.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/index_select.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "ops/core/constant.h"
#include "ops/core/shape.h"

namespace kornia::geometry::detail {
namespace {

// One axis's two taps and weights per output index.
struct Taps {
  std::vector<double> first, second, w_first, w_second;
};

// ATen's HelperInterpLinear::compute_indices_weights (area_pixel_compute_scale,
// area_pixel_compute_source_index, guard_index_and_lambda) in the op math
// type T.
template <class T>
Taps LinearTaps(int64_t in, int64_t out, bool align_corners) {
  const T scale = align_corners
                      ? (out > 1 ? static_cast<T>(in - 1) / static_cast<T>(out - 1) : T(0))
                      : static_cast<T>(in) / static_cast<T>(out);
  Taps t;
  for (int64_t i = 0; i < out; ++i) {
    T real = align_corners
                 ? scale * static_cast<T>(i)
                 : scale * (static_cast<T>(i) + static_cast<T>(0.5)) - static_cast<T>(0.5);
    if (!align_corners && real < T(0)) real = T(0);
    const int64_t index = std::min<int64_t>(static_cast<int64_t>(std::floor(real)), in - 1);
    const T lambda = std::min(std::max(real - static_cast<T>(index), T(0)), T(1));
    t.first.push_back(static_cast<double>(index));
    t.second.push_back(static_cast<double>(index + (index < in - 1 ? 1 : 0)));
    t.w_first.push_back(static_cast<double>(T(1) - lambda));
    t.w_second.push_back(static_cast<double>(lambda));
  }
  return t;
}

// x interpolated along `dim` (2 or 3) with taps t: x[t0] * w0 + x[t1] * w1,
// the weights broadcast along that dim.
at::Tensor Pass(const at::Tensor& x, int64_t dim, const Taps& t) {
  const at::TensorOptions index = x.options().dtype(at::kLong);
  std::vector<int64_t> shape = {1, 1, 1, 1};
  shape[dim] = static_cast<int64_t>(t.first.size());
  const at::Tensor w0 = core::Constant(t.w_first, x.options()).view(shape);
  const at::Tensor w1 = core::Constant(t.w_second, x.options()).view(shape);
  return at::index_select(x, dim, core::Constant(t.first, index)) * w0 +
         at::index_select(x, dim, core::Constant(t.second, index)) * w1;
}

}  // namespace

at::Tensor Bilinear(const at::Tensor& image, std::array<int64_t, 2> size, bool align_corners) {
  const bool dbl = image.scalar_type() == at::kDouble;
  const int64_t in_h = core::HostSize(image, 2), in_w = core::HostSize(image, 3);
  const Taps ty = dbl ? LinearTaps<double>(in_h, size[0], align_corners)
                      : LinearTaps<float>(in_h, size[0], align_corners);
  const Taps tx = dbl ? LinearTaps<double>(in_w, size[1], align_corners)
                      : LinearTaps<float>(in_w, size[1], align_corners);
  const at::Tensor x = dbl || image.scalar_type() == at::kFloat ? image : image.to(at::kFloat);
  return Pass(Pass(x, 3, tx), 2, ty).to(image.scalar_type());
}

}  // namespace kornia::geometry::detail
