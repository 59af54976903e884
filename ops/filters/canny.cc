#include "ops/filters/canny.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/atan2.h>
#include <ATen/ops/empty_like.h>
#include <ATen/ops/gather.h>
#include <ATen/ops/max_pool2d.h>
#include <ATen/ops/maximum.h>
#include <ATen/ops/nan_to_num.h>
#include <ATen/ops/pad.h>
#include <ATen/ops/remainder.h>
#include <ATen/ops/round.h>
#include <ATen/ops/sqrt.h>
#include <ATen/ops/stack.h>
#include <torch/library.h>

#include <cmath>
#include <vector>

#include "ops/color/rgb_to_grayscale.h"
#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/gaussian_blur2d.h"
#include "ops/filters/spatial_gradient.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::filters {
namespace canny_internal {

constexpr const char* kHysteresis = "_canny_hysteresis";

void CheckEdges(const at::Tensor& edges) {
  KC_CHECK(edges.dim() == 4 && edges.sym_size(1) == 1, kHysteresis, "edges of shape (B, 1, H, W)",
           "shape ", edges.sym_sizes());
  KC_CHECK_DTYPE(edges.scalar_type() == at::kFloat || edges.scalar_type() == at::kDouble,
                 kHysteresis, "float32 or float64 edges", edges.scalar_type());
}

// The composite form: Kornia's hysteresis round (a weak pixel, 0.5, with an
// edge, 1, among its 8 neighbours becomes an edge) H x W - 1 times. A round
// that changes something turns a weak pixel into an edge, and there are at
// most H x W - 1 weak pixels beside one edge (none change without one), so
// every round past that bound is a no-op: the closure, for every input.
at::Tensor HysteresisComposite(const at::Tensor& edges) {
  CheckEdges(edges);
  const at::Tensor e = edges.contiguous();
  const at::Tensor weak = e.eq(0.5).to(e.scalar_type());
  at::Tensor strong = e.eq(1.0).to(e.scalar_type());
  const int64_t rounds = core::HostSize(e, 2) * core::HostSize(e, 3) - 1;
  for (int64_t r = 0; r < rounds; ++r)
    strong = at::maximum(strong, at::max_pool2d(strong, {3, 3}, {1, 1}, {1, 1}, {1, 1}) * weak);
  return strong;
}

// The CPU kernel (ops/native/flood.cc): the closure by a fill per plane.
at::Tensor HysteresisCpu(const at::Tensor& edges) {
  return native::detail::CannyHysteresisCpu(edges);
}

// Shapes only (fake tensors, torch.compile and torch.export): the composite's
// rounds would run H x W - 1 times on meta tensors.
at::Tensor HysteresisMeta(const at::Tensor& edges) {
  CheckEdges(edges);
  return at::empty_like(edges, at::MemoryFormat::Contiguous);
}

at::Tensor Hysteresis(const at::Tensor& edges) {
  if (!native::EnabledFor(edges)) return HysteresisComposite(edges);
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_canny_hysteresis", "")
                             .typed<at::Tensor(const at::Tensor&)>();
  return op.call(edges);
}

void CheckThresholds(double low, double high) {
  KC_CHECK(low <= high, canny_op().name.c_str(), "low_threshold <= high_threshold",
           "low_threshold = ", low, " > high_threshold = ", high);
  KC_CHECK(low > 0, canny_op().name.c_str(), "a positive low_threshold", "low_threshold = ", low);
}

// Kornia's checks and promotion before the gradients: a (B, C, H, W) image,
// C 1 or 3, integer and bool as float32; the work dtype float32 for half
// images.
at::Tensor Prepare(const at::Tensor& input, double low, double high) {
  core::CheckImage(canny_op(), input);
  KC_CHECK(input.sym_size(1) == 1 || input.sym_size(1) == 3, canny_op().name.c_str(),
           "an input of 1 or 3 channels", "shape ", input.sym_sizes());
  CheckThresholds(low, high);
  const c10::ScalarType t = input.scalar_type();
  return input.to(t == at::kFloat || t == at::kDouble ? t : at::kFloat);
}

at::Tensor Gray(const at::Tensor& x) { return x.sym_size(1) == 3 ? color::rgb_to_grayscale(x) : x; }

// Kornia's window offsets (dy, dx): the 8 directions by 45 degrees, then the
// centre.
constexpr int64_t kOffsets[9][2] = {{0, 1},   {1, 1},  {1, 0},  {1, -1}, {0, -1},
                                    {-1, -1}, {-1, 0}, {-1, 1}, {0, 0}};

// Kornia's _beats: at directions 0 and 2 (0 and 90 degrees) a tie counts.
at::Tensor Beats(const at::Tensor& magnitude, const at::Tensor& neighbour,
                 const at::Tensor& direction) {
  const at::Tensor accepts_tie = direction.eq(0).logical_or(direction.eq(2));
  return magnitude.gt(neighbour).logical_or(accepts_tie.logical_and(magnitude.eq(neighbour)));
}

constexpr const char* kSuppress = "_canny_nms";

void CheckSuppress(const at::Tensor& gradients, const at::Tensor& angle) {
  KC_CHECK(gradients.dim() == 5 && gradients.sym_size(2) == 2, kSuppress,
           "gradients of shape (B, C, 2, H, W)", "shape ", gradients.sym_sizes());
  KC_CHECK_DTYPE(gradients.scalar_type() == at::kFloat || gradients.scalar_type() == at::kDouble,
                 kSuppress, "float32 or float64 gradients", gradients.scalar_type());
  KC_CHECK_DTYPE(angle.scalar_type() == gradients.scalar_type(), kSuppress,
                 "an angle of the gradients' dtype", angle.scalar_type());
  KC_CHECK(angle.dim() == 4, kSuppress, "an angle of shape (B, C, H, W)", "shape ",
           angle.sym_sizes());
}

// The composite form of _canny_nms (Kornia's canny after the gradients):
// the magnitude padded by a zero gradient's, the angle's 45-degree direction,
// its two neighbours along it by a gather from the nine window planes, the
// magnitude kept where it beats both (and the frame's), then the double
// threshold: 1 above high_threshold, 0.5 above low_threshold only, else 0.
std::tuple<at::Tensor, at::Tensor> SuppressComposite(const at::Tensor& gradients,
                                                     const at::Tensor& atan2_angle, double eps,
                                                     double low, double high) {
  CheckSuppress(gradients, atan2_angle);
  const at::Tensor gx = gradients.select(2, 0), gy = gradients.select(2, 1);
  const at::Tensor gx_padded = at::pad(gx, {1, 1, 1, 1}), gy_padded = at::pad(gy, {1, 1, 1, 1});
  // core::Sqrt: the same bits on Intel and AMD (NOTE [ MKL VML and CPU vendors ]).
  const at::Tensor padded = core::Sqrt(gx_padded * gx_padded + gy_padded * gy_padded + eps);
  const at::Tensor angle = at::nan_to_num(atan2_angle);
  const at::Tensor angle_45 = at::round(angle * (4 / M_PI));
  const c10::SymInt height = gx.sym_size(-2), width = gx.sym_size(-1);
  std::vector<at::Tensor> window;
  for (const auto& o : kOffsets)
    window.push_back(padded.slice_symint(-2, 1 + o[0], height + 1 + o[0])
                         .slice_symint(-1, 1 + o[1], width + 1 + o[1]));
  const at::Tensor windows = at::stack(window, 2);
  at::Tensor magnitude = windows.select(2, 8);
  const at::Tensor positive = at::remainder(angle_45, 8).to(at::kLong);
  const at::Tensor negative = at::remainder(angle_45 + 4, 8).to(at::kLong);
  const at::Tensor both = at::gather(windows, 2, at::stack({positive, negative}, 2));
  at::Tensor is_max = Beats(magnitude, both.select(2, 0), positive)
                          .logical_and(Beats(magnitude, both.select(2, 1), negative));
  is_max = is_max.logical_and(magnitude.gt(padded.slice(-2, 0, 1).slice(-1, 0, 1)));
  magnitude = magnitude * is_max;
  const c10::ScalarType dtype = magnitude.scalar_type();
  at::Tensor edges = (magnitude.gt(low).to(dtype) + magnitude.gt(high).to(dtype)) * 0.5;
  return {magnitude, edges};
}

std::tuple<at::Tensor, at::Tensor> SuppressCpu(const at::Tensor& gradients, const at::Tensor& angle,
                                               double eps, double low, double high) {
  return native::detail::CannySuppressCpu(gradients, angle, eps, low, high);
}

std::tuple<at::Tensor, at::Tensor> Suppress(const at::Tensor& gradients, const at::Tensor& angle,
                                            double eps, double low, double high) {
  if (!native::EnabledFor(gradients) || !native::EnabledFor(angle))
    return SuppressComposite(gradients, angle, eps, low, high);
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_canny_nms", "")
                             .typed<std::tuple<at::Tensor, at::Tensor>(
                                 const at::Tensor&, const at::Tensor&, double, double, double)>();
  return op.call(gradients, angle, eps, low, high);
}

std::tuple<at::Tensor, at::Tensor> Edges(const at::Tensor& input, const at::Tensor& gradients,
                                         double low, double high, bool hysteresis, double eps) {
  const at::Tensor angle = at::atan2(gradients.select(2, 1), gradients.select(2, 0));
  auto [magnitude, edges] = Suppress(gradients, angle, eps, low, high);
  if (hysteresis) edges = Hysteresis(edges);
  const c10::ScalarType out = input.scalar_type();
  if (core::IsHalfDtype(out)) return {magnitude.to(out), edges.to(out)};
  return {magnitude, edges};
}

}  // namespace canny_internal

std::tuple<at::Tensor, at::Tensor> canny(const at::Tensor& input, double low_threshold,
                                         double high_threshold, std::array<int64_t, 2> kernel_size,
                                         std::array<double, 2> sigma, bool hysteresis, double eps) {
  using namespace canny_internal;
  const at::Tensor x = Prepare(input, low_threshold, high_threshold);
  const at::Tensor blurred =
      detail::GaussianBlur(canny_op(), Gray(x), kernel_size, sigma, "reflect", true);
  const at::Tensor gradients = detail::SpatialGradient(canny_op(), blurred, "sobel", 1, false);
  return Edges(input, gradients, low_threshold, high_threshold, hysteresis, eps);
}

std::tuple<at::Tensor, at::Tensor> canny(const at::Tensor& input, double low_threshold,
                                         double high_threshold, std::array<int64_t, 2> kernel_size,
                                         const at::Tensor& sigma, bool hysteresis, double eps) {
  using namespace canny_internal;
  const at::Tensor x = Prepare(input, low_threshold, high_threshold);
  const at::Tensor blurred =
      detail::GaussianBlur(canny_op(), Gray(x), kernel_size, sigma, "reflect", true);
  const at::Tensor gradients = detail::SpatialGradient(canny_op(), blurred, "sobel", 1, false);
  return Edges(input, gradients, low_threshold, high_threshold, hysteresis, eps);
}

}  // namespace kornia::filters

KC_NATIVE_OPERATOR(_canny_hysteresis, "(Tensor edges) -> Tensor",
                   &kornia::filters::canny_internal::HysteresisCpu,
                   &kornia::filters::canny_internal::HysteresisComposite,
                   {.dtypes = {at::kFloat, at::kDouble}, .family = kornia::native::Family::kFlood});

KC_NATIVE_OPERATOR(_canny_nms,
                   "(Tensor gradients, Tensor angle, float eps, float low_threshold, float "
                   "high_threshold) -> (Tensor, Tensor)",
                   &kornia::filters::canny_internal::SuppressCpu,
                   &kornia::filters::canny_internal::SuppressComposite,
                   {.dtypes = {at::kFloat, at::kDouble}, .family = kornia::native::Family::kEdges});

TORCH_LIBRARY_IMPL(kornia_cpp, Meta, m) {
  m.impl("_canny_hysteresis", &kornia::filters::canny_internal::HysteresisMeta);
}

namespace kornia::filters {

KC_OP(canny,
      {.kornia = "kornia.filters.canny",
       .module = {"Canny",
                  {"low_threshold", "high_threshold", "kernel_size", "sigma", "hysteresis", "eps"},
                  {"input"}},
       // Kornia takes sigma as a tuple or a tensor: one number or a list is refused.
       .python = {.no_number = {"sigma"}, .no_list = {"sigma"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor input, float low_threshold=0.1, float high_threshold=0.2, "
                               "int[2] kernel_size=[5, 5], float[2] sigma=[1.0, 1.0], bool "
                               "hysteresis=True, float eps=1e-06) -> (Tensor, Tensor)",
                               [](const at::Tensor& input, double low, double high,
                                  std::vector<int64_t> kernel_size, std::vector<double> sigma,
                                  bool hysteresis, double eps) {
                                 const char* op = canny_op().name.c_str();
                                 return canny(input, low, high,
                                              core::PairOf(op, "kernel_size", kernel_size),
                                              core::PairOf(op, "sigma", sigma), hysteresis, eps);
                               }),
                     core::Def("Tensor",
                               "(Tensor input, float low_threshold, float high_threshold, int[2] "
                               "kernel_size, Tensor sigma, bool hysteresis=True, float "
                               "eps=1e-06) -> (Tensor, Tensor)",
                               [](const at::Tensor& input, double low, double high,
                                  std::vector<int64_t> kernel_size, const at::Tensor& sigma,
                                  bool hysteresis, double eps) {
                                 return canny(input, low, high,
                                              core::PairOf(canny_op().name.c_str(), "kernel_size",
                                                           kernel_size),
                                              sigma, hysteresis, eps);
                               })},
       .call = [](const at::Tensor& x) { return std::get<1>(canny(x)); },
       .natives = {"_tap_sum", "_separable_tap_sum", "_canny_nms", "_canny_hysteresis"},
       .outputs =
           [](const at::Tensor& x) {
             auto [magnitude, edges] = canny(x);
             return std::vector<at::Tensor>{magnitude, edges};
           },
       .bench_composite = false});

}  // namespace kornia::filters
