#include "ops/filters/get_motion_kernel2d.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/clamp.h>
#include <ATen/ops/constant_pad_nd.h>
#include <ATen/ops/floor.h>
#include <ATen/ops/full.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/logical_or.h>
#include <ATen/ops/remainder.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/where.h>
#include <c10/util/StringUtil.h>

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/geometry/rotate.h"

namespace kornia::filters {
namespace get_motion_kernel2d_internal {

enum class Rotation { kNearest, kBilinear, kBicubic };

Rotation ParseRotation(const char* op, const std::string& mode) {
  return core::ParseEnum<Rotation>(op, "mode", mode,
                                   {{"nearest", Rotation::kNearest},
                                    {"bilinear", Rotation::kBilinear},
                                    {"bicubic", Rotation::kBicubic}});
}

// Kornia's _rotate_nearest: each tap copies the weight at its source under
// the inverse rotation, computed in float64 and snapped to a 2**-20 grid (a
// source between two taps is an exact tie, rounded half to even).
at::Tensor RotateNearest(const at::Tensor& kernel, const at::Tensor& angle) {
  const int64_t k = core::HostSize(kernel, -1);
  const c10::SymInt batch = kernel.sym_size(0);
  const double center = static_cast<double>(k - 1) / 2.0;
  // torch.deg2rad's value (x * (pi / 180), bit for bit), in ops ONNX exports.
  const at::Tensor radians = at::remainder(angle.to(at::kDouble), 360.0) * (M_PI / 180.0);
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  const at::Tensor cos = radians.cos().view_symint({batch, 1, 1});
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  const at::Tensor sin = radians.sin().view_symint({batch, 1, 1});
  const at::Tensor offsets = at::arange(k, angle.options().dtype(at::kDouble)) - center;
  // meshgrid(offsets, offsets, indexing="ij"): v along rows, u along columns.
  const at::Tensor u = offsets.view({1, k}), v = offsets.view({k, 1});
  constexpr double kSnap = 1048576.0;  // 2**20
  const at::Tensor col =
      detail::RoundHalfEven(detail::RoundHalfEven((cos * u - sin * v) * kSnap) / kSnap + center);
  const at::Tensor row =
      detail::RoundHalfEven(detail::RoundHalfEven((sin * u + cos * v) * kSnap) / kSnap + center);
  const double size = static_cast<double>(k);
  const at::Tensor inside = (col >= 0) & (col < size) & (row >= 0) & (row < size);
  // The flat index plus one; 0 picks the zero weight padded in front.
  const at::Tensor source =
      at::where(inside, row * size + col + 1, 0.0).to(at::kLong).flatten(1).to(kernel.device());
  const at::Tensor weights = at::constant_pad_nd(kernel.flatten(1), {1, 0});
  const at::Tensor out = weights.gather(1, source).view_symint({batch, k, k});
  // Kornia keeps the angle in the graph: kernel * (1 + 0 * angle).
  return out * (angle.view_symint({batch, 1, 1}) * 0 + 1);
}

// Kornia's rotate(kernel, angle, mode, align_corners=True): about the
// kernel's centre, zeros padding.
at::Tensor RotateWarp(const at::Tensor& kernel, const at::Tensor& angle, const std::string& mode) {
  return geometry::rotate(kernel.unsqueeze(1), angle, std::nullopt, mode, "zeros", true)
      .select(1, 0);
}

}  // namespace get_motion_kernel2d_internal

namespace detail {

// at::round's value (half to even) in exact steps, as the TensorExpr fuser
// rounds halves away from zero: floor, the fraction (exact in float64) and
// compares.
at::Tensor RoundHalfEven(const at::Tensor& v) {
  const at::Tensor f = at::floor(v);
  const at::Tensor frac = v - f;
  const at::Tensor up =
      at::logical_or(frac > 0.5, at::logical_and(frac == 0.5, at::remainder(f, 2) == 1));
  return at::where(up, f + 1, f);
}

void CheckMotionKernelSize(const char* op, int64_t kernel_size) {
  KC_CHECK(kernel_size >= 3 && kernel_size % 2 == 1, op, "an odd kernel_size of at least 3",
           "kernel_size = ", kernel_size);
}

std::pair<at::Tensor, at::Tensor> MotionParams(const char* op, const at::Tensor& angle,
                                               const at::Tensor& direction) {
  KC_CHECK(angle.device() == direction.device(), op,
           c10::str("direction on the device of angle (", angle.device(), ")"), "device ",
           direction.device());
  at::Tensor a = angle, d = direction;
  // A 0-dim tensor beside a tensor of another dtype is Kornia's Python
  // number there: made in the other's dtype.
  if (a.scalar_type() != d.scalar_type()) {
    if (d.dim() == 0 && (a.dim() != 0 || at::isFloatingType(a.scalar_type())))
      d = d.to(a.scalar_type());
    else if (a.dim() == 0)
      a = a.to(d.scalar_type());
  }
  KC_CHECK_DTYPE(at::isFloatingType(a.scalar_type()), op, "a floating angle",
                 core::DtypeName(a.scalar_type()));
  KC_CHECK_DTYPE(
      d.scalar_type() == a.scalar_type(), op,
      c10::str("direction in the dtype of angle (", core::DtypeName(a.scalar_type()), ")"),
      core::DtypeName(d.scalar_type()));
  if (a.dim() == 0) a = a.unsqueeze(0);
  if (d.dim() == 0) d = d.unsqueeze(0);
  return {a, d};
}

at::Tensor MotionLine(const at::Tensor& direction, int64_t kernel_size) {
  const at::Tensor d = (at::clamp(direction, -1.0, 1.0) + 1.0) / 2.0;
  const at::Tensor step = at::rsub(d * 2, 1) / (kernel_size - 1);
  const at::Tensor positions = at::arange(kernel_size, d.options());
  return d.unsqueeze(1) + step.unsqueeze(1) * positions;
}

at::Tensor MotionKernel2d(const char* op, int64_t kernel_size, const at::Tensor& angle,
                          const at::Tensor& direction, const std::string& mode) {
  using namespace get_motion_kernel2d_internal;
  CheckMotionKernelSize(op, kernel_size);
  const auto [a, d] = MotionParams(op, angle, direction);
  KC_CHECK(a.dim() == 1, op, "angle of shape (B,)", "shape ", angle.sym_sizes());
  KC_CHECK(d.dim() == 1, op, "direction of shape (B,)", "shape ", direction.sym_sizes());
  KC_CHECK(d.sym_size(0) == a.sym_size(0), op,
           c10::str("direction of the length of angle (", a.sym_size(0), ")"), "shape ",
           direction.sym_sizes());
  const Rotation rotation = ParseRotation(op, mode);
  const int64_t r = kernel_size / 2;
  // The line on the middle row of a k x k kernel.
  const at::Tensor kernel =
      at::constant_pad_nd(MotionLine(d, kernel_size).unsqueeze(1), {0, 0, r, r});
  const at::Tensor rotated =
      rotation == Rotation::kNearest ? RotateNearest(kernel, a) : RotateWarp(kernel, a, mode);
  return rotated / rotated.sum(at::IntArrayRef{1, 2}, true);
}

}  // namespace detail

at::Tensor get_motion_kernel2d(int64_t kernel_size, double angle, double direction,
                               const std::string& mode) {
  // Kornia's torch.tensor([angle]): the default dtype (float32), on the CPU.
  const at::TensorOptions options = at::TensorOptions().dtype(at::kFloat).device(at::kCPU);
  return detail::MotionKernel2d(get_motion_kernel2d_op().name.c_str(), kernel_size,
                                at::full({1}, angle, options), at::full({1}, direction, options),
                                mode);
}

at::Tensor get_motion_kernel2d(int64_t kernel_size, const at::Tensor& angle,
                               const at::Tensor& direction, const std::string& mode) {
  return detail::MotionKernel2d(get_motion_kernel2d_op().name.c_str(), kernel_size, angle,
                                direction, mode);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_motion_kernel2d,
      {.kornia = "kornia.filters.get_motion_kernel2d",
       .overloads = {core::Def("(int kernel_size, float angle, float direction=0.0, str "
                               "mode='nearest') -> Tensor",
                               [](int64_t kernel_size, double angle, double direction,
                                  std::string mode) {
                                 return get_motion_kernel2d(kernel_size, angle, direction, mode);
                               }),
                     core::Def("Tensor",
                               "(int kernel_size, Tensor angle, Tensor direction, str "
                               "mode='nearest') -> Tensor",
                               [](int64_t kernel_size, const at::Tensor& angle,
                                  const at::Tensor& direction, std::string mode) {
                                 return get_motion_kernel2d(kernel_size, angle, direction, mode);
                               })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}});

}  // namespace kornia::filters
