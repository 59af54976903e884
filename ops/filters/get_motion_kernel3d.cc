#include "ops/filters/get_motion_kernel3d.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/native/GridSamplerUtils.h>
#include <ATen/ops/affine_grid_generator.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/constant_pad_nd.h>
#include <ATen/ops/full.h>
#include <ATen/ops/grid_sampler.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/sqrt.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>
#include <c10/util/StringUtil.h>
#include <torch/version.h>

#include <cmath>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/filters/get_motion_kernel2d.h"

namespace kornia::filters {
namespace get_motion_kernel3d_internal {

enum class Rotation { kNearest, kBilinear };

// Kornia's axis_angle_to_rotation_matrix on (B, 3) radians, op for op: the
// Rodrigues form where the squared norm is > 1e-6 (fed a stand-in 1
// elsewhere), its Taylor form (a = 1 - t2 / 6, b = 1 / 2 - t2 / 24) there.
at::Tensor AxisAngleToRotationMatrix(const at::Tensor& axis_angle) {
  const at::Tensor theta2 = (axis_angle * axis_angle).sum(-1);
  const at::Tensor mask = theta2 > 1e-6;
  const at::Tensor safe_theta2 = at::where(mask, theta2, at::ones_like(theta2));
  auto rows = [](const at::Tensor& a0, const at::Tensor& a1, const at::Tensor& a2,
                 const at::Tensor& b0, const at::Tensor& b1, const at::Tensor& b2,
                 const at::Tensor& c0, const at::Tensor& c1, const at::Tensor& c2) {
    return at::stack(
        {at::stack({a0, a1, a2}, -1), at::stack({b0, b1, b2}, -1), at::stack({c0, c1, c2}, -1)},
        -2);
  };
  at::Tensor normal;
  {
    // core::Sqrt and cos / sin in float64 for float32: the same bits on Intel
    // and AMD (NOTE [ MKL VML and CPU vendors ]).
    const at::Tensor theta = core::Sqrt(safe_theta2);
    const at::Tensor w = axis_angle / theta.unsqueeze(-1);
    const at::Tensor wx = w.select(-1, 0), wy = w.select(-1, 1), wz = w.select(-1, 2);
    const at::Tensor c = core::Float32InFloat64(theta, [](const at::Tensor& t) { return t.cos(); });
    const at::Tensor s = core::Float32InFloat64(theta, [](const at::Tensor& t) { return t.sin(); });
    const at::Tensor omc = at::rsub(c, 1.0);
    const at::Tensor wxwy = wx * wy, wxwz = wx * wz, wywz = wy * wz;
    normal = rows(c + wx * wx * omc, wxwy * omc - wz * s, wy * s + wxwz * omc, wz * s + wxwy * omc,
                  c + wy * wy * omc, -wx * s + wywz * omc, -wy * s + wxwz * omc,
                  wx * s + wywz * omc, c + wz * wz * omc);
  }
  at::Tensor taylor;
  {
    const at::Tensor rx = axis_angle.select(-1, 0), ry = axis_angle.select(-1, 1),
                     rz = axis_angle.select(-1, 2);
    const at::Tensor one = at::ones_like(rx);
    const at::Tensor a = one - theta2 / 6.0;
    const at::Tensor b = one * 0.5 - theta2 / 24.0;
    const at::Tensor rx2 = rx * rx, ry2 = ry * ry, rz2 = rz * rz;
    const at::Tensor rxry = rx * ry, rxrz = rx * rz, ryrz = ry * rz;
    taylor = rows(one - b * (ry2 + rz2), -a * rz + b * rxry, a * ry + b * rxrz, a * rz + b * rxry,
                  one - b * (rx2 + rz2), -a * rx + b * ryrz, -a * ry + b * rxrz, a * rx + b * ryrz,
                  one - b * (rx2 + ry2));
  }
  return at::where(mask.unsqueeze(-1).unsqueeze(-1), normal, taylor);
}

// Kornia's _rotate3d_nearest: each voxel copies the weight at its source
// R^T (p - c) + c, computed in float64 and snapped to a 2**-20 grid (a
// source between two taps is an exact tie, rounded half to even).
at::Tensor RotateNearest(const at::Tensor& kernel, const at::Tensor& angle) {
  const int64_t k = core::HostSize(kernel, -1);
  const c10::SymInt batch = kernel.sym_size(0);
  const double center = static_cast<double>(k - 1) / 2.0;
  // torch.deg2rad's value (x * (pi / 180), bit for bit), in ops ONNX exports.
  const at::Tensor rotation = AxisAngleToRotationMatrix(angle.to(at::kDouble) * (M_PI / 180.0));
  const at::Tensor offsets = at::arange(k, angle.options().dtype(at::kDouble)) - center;
  // meshgrid(offsets, offsets, offsets, indexing="ij") as z, y, x.
  const at::Tensor z = offsets.view({k, 1, 1}).expand({k, k, k});
  const at::Tensor y = offsets.view({1, k, 1}).expand({k, k, k});
  const at::Tensor x = offsets.view({1, 1, k}).expand({k, k, k});
  // The source of voxel p as a row vector times R.
  at::Tensor source = at::matmul(at::stack({x, y, z}, -1).reshape({1, k * k * k, 3}), rotation);
  constexpr double kSnap = 1048576.0;  // 2**20
  source = detail::RoundHalfEven(detail::RoundHalfEven(source * kSnap) / kSnap + center);
  const double size = static_cast<double>(k);
  const at::Tensor inside = ((source >= 0) & (source < size)).all(-1);
  const at::Tensor col = source.select(-1, 0), row = source.select(-1, 1),
                   slab = source.select(-1, 2);
  // The flat index plus one; 0 picks the zero weight padded in front.
  const at::Tensor flat = at::where(inside, (slab * size + row) * size + col + 1, 0.0)
                              .to(at::kLong)
                              .to(kernel.device());
  const at::Tensor weights = at::constant_pad_nd(kernel.flatten(1), {1, 0});
  const at::Tensor out = weights.gather(1, flat).view_symint({batch, k, k, k});
  // Kornia keeps the angle in the graph: kernel * (1 + 0 * angle.sum(-1)).
  return out * (angle.sum(-1).view_symint({batch, 1, 1, 1}) * 0 + 1);
}

// Kornia's rotate3d(kernel, yaw, pitch, roll, mode="bilinear",
// align_corners=True): about the centre, with align_corners the normalized
// sampling matrix is the inverse of Kornia's normalized homography (its
// translation 0 up to the roundoff reproduced here). The inverse by the
// adjugate, in float32 for float16/bfloat16 (Kornia's _torch_inverse_cast);
// the grid and the sampling in float32 for a CPU float16/bfloat16 kernel
// (Kornia's _runs_in_float32), in the kernel's dtype elsewhere.
at::Tensor RotateBilinear(const at::Tensor& kernel, const at::Tensor& angle) {
  using at::native::detail::GridSamplerInterpolation;
  using at::native::detail::GridSamplerPadding;
  const int64_t k = core::HostSize(kernel, -1);
  const c10::ScalarType dtype = kernel.scalar_type();
  const bool half = core::IsHalfDtype(dtype);
  const c10::ScalarType work = half && kernel.device().is_cpu() ? at::kFloat : dtype;
  // kornia.geometry.conversions.deg2rad: angle * (pi / 180).
  at::Tensor r = AxisAngleToRotationMatrix(angle * (M_PI / 180.0));
  if (half) r = r.to(at::kFloat);
  auto e = [&](int i, int j) { return r.select(-2, i).select(-1, j); };
  // The cofactors, transposed: inv[i][j] = C[j][i] / det.
  const at::Tensor c00 = e(1, 1) * e(2, 2) - e(1, 2) * e(2, 1);
  const at::Tensor c01 = e(1, 2) * e(2, 0) - e(1, 0) * e(2, 2);
  const at::Tensor c02 = e(1, 0) * e(2, 1) - e(1, 1) * e(2, 0);
  const at::Tensor c10 = e(0, 2) * e(2, 1) - e(0, 1) * e(2, 2);
  const at::Tensor c11 = e(0, 0) * e(2, 2) - e(0, 2) * e(2, 0);
  const at::Tensor c12 = e(0, 1) * e(2, 0) - e(0, 0) * e(2, 1);
  const at::Tensor c20 = e(0, 1) * e(1, 2) - e(0, 2) * e(1, 1);
  const at::Tensor c21 = e(0, 2) * e(1, 0) - e(0, 0) * e(1, 2);
  const at::Tensor c22 = e(0, 0) * e(1, 1) - e(0, 1) * e(1, 0);
  const at::Tensor det = e(0, 0) * c00 + e(0, 1) * c01 + e(0, 2) * c02;
  // Kornia's M = shift(c) [R | 0] shift(-c): its translation c - R c in the
  // angle's dtype (a float16/bfloat16 one rounded as its matmul rounds),
  // then normalized: N M N^-1 = [R | R 1 + s t - 1] with s = 2 / (k - 1).
  const double c = static_cast<double>(k - 1) / 2.0, s = 2.0 / static_cast<double>(k - 1);
  std::vector<at::Tensor> tn(3);
  for (int i = 0; i < 3; ++i) {
    at::Tensor t = e(i, 0) * -c + e(i, 1) * -c + e(i, 2) * -c + c;
    if (half) t = t.to(dtype).to(at::kFloat);
    tn[i] = e(i, 0) + e(i, 1) + e(i, 2) + t * s - 1.0;
  }
  // Its inverse: [R^-1 | -R^-1 tn], R^-1 = C^T / det.
  const at::Tensor i00 = c00 / det, i01 = c10 / det, i02 = c20 / det;
  const at::Tensor i10 = c01 / det, i11 = c11 / det, i12 = c21 / det;
  const at::Tensor i20 = c02 / det, i21 = c12 / det, i22 = c22 / det;
  at::Tensor theta =
      at::stack({at::stack({i00, i01, i02, -(i00 * tn[0] + i01 * tn[1] + i02 * tn[2])}, -1),
                 at::stack({i10, i11, i12, -(i10 * tn[0] + i11 * tn[1] + i12 * tn[2])}, -1),
                 at::stack({i20, i21, i22, -(i20 * tn[0] + i21 * tn[1] + i22 * tn[2])}, -1)},
                -2);
  if (half) theta = theta.to(dtype);
  theta = theta.to(work);
  const at::Tensor x = kernel.unsqueeze(1).to(work);
#if TORCH_VERSION_MAJOR >= 2
  const at::Tensor grid = at::affine_grid_generator_symint(theta, {kernel.sym_size(0), 1, k, k, k},
                                                           /*align_corners=*/true);
#else  // torch 1.13.1's affine_grid_generator takes int sizes
  const at::Tensor grid =
      at::affine_grid_generator(theta, {kernel.size(0), 1, k, k, k}, /*align_corners=*/true);
#endif
  return at::grid_sampler(x, grid, static_cast<int64_t>(GridSamplerInterpolation::Bilinear),
                          static_cast<int64_t>(GridSamplerPadding::Zeros), true)
      .to(dtype)
      .select(1, 0);
}

}  // namespace get_motion_kernel3d_internal

namespace detail {

void CheckMotionAngle3d(const char* op, const std::vector<double>& angle) {
  KC_CHECK(angle.size() == 3, op, "angle of 3 values (yaw, pitch, roll)", angle.size(), " values");
}

at::Tensor MotionKernel3d(const char* op, int64_t kernel_size, const at::Tensor& angle,
                          const at::Tensor& direction, const std::string& mode) {
  using namespace get_motion_kernel3d_internal;
  CheckMotionKernelSize(op, kernel_size);
  KC_CHECK(angle.dim() == 2 || angle.dim() == 1, op, "angle of shape (B, 3)", "shape ",
           angle.sym_sizes());
  // Kornia's angle[None] for a (3,) angle; a 0-dim direction is one value.
  const auto [a, d] = MotionParams(op, angle.dim() == 1 ? angle.unsqueeze(0) : angle, direction);
  KC_CHECK(a.sym_size(1) == 3, op, "angle of shape (B, 3)", "shape ", angle.sym_sizes());
  KC_CHECK(d.dim() == 1, op, "direction of shape (B,)", "shape ", direction.sym_sizes());
  KC_CHECK(d.sym_size(0) == a.sym_size(0), op,
           c10::str("direction of the batch of angle (", a.sym_size(0), ")"), "shape ",
           direction.sym_sizes());
  const Rotation rotation = core::ParseEnum<Rotation>(
      op, "mode", mode, {{"nearest", Rotation::kNearest}, {"bilinear", Rotation::kBilinear}});
  const int64_t r = kernel_size / 2;
  // The line along x through the centre of a k x k x k kernel.
  const at::Tensor kernel =
      at::constant_pad_nd(MotionLine(d, kernel_size).unsqueeze(1).unsqueeze(1), {0, 0, r, r, r, r});
  const at::Tensor rotated =
      rotation == Rotation::kNearest ? RotateNearest(kernel, a) : RotateBilinear(kernel, a);
  return rotated / rotated.sum(at::IntArrayRef{1, 2, 3}, true);
}

}  // namespace detail

at::Tensor get_motion_kernel3d(int64_t kernel_size, const std::vector<double>& angle,
                               double direction, const std::string& mode) {
  const char* op = get_motion_kernel3d_op().name.c_str();
  detail::CheckMotionAngle3d(op, angle);
  // Kornia's torch.tensor([angle]): the default dtype (float32), on the CPU.
  const at::TensorOptions options = at::TensorOptions().dtype(at::kFloat).device(at::kCPU);
  const at::Tensor a =
      at::stack({at::full({1}, angle[0], options), at::full({1}, angle[1], options),
                 at::full({1}, angle[2], options)},
                -1);
  return detail::MotionKernel3d(op, kernel_size, a, at::full({1}, direction, options), mode);
}

at::Tensor get_motion_kernel3d(int64_t kernel_size, const at::Tensor& angle,
                               const at::Tensor& direction, const std::string& mode) {
  return detail::MotionKernel3d(get_motion_kernel3d_op().name.c_str(), kernel_size, angle,
                                direction, mode);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(get_motion_kernel3d,
      {.kornia = "kornia.filters.get_motion_kernel3d",
       .python = {.no_number = {"angle"}},
       .overloads = {core::Def("(int kernel_size, float[3] angle, float direction=0.0, str "
                               "mode='nearest') -> Tensor",
                               [](int64_t kernel_size, std::vector<double> angle, double direction,
                                  std::string mode) {
                                 return get_motion_kernel3d(kernel_size, angle, direction, mode);
                               }),
                     core::Def("Tensor",
                               "(int kernel_size, Tensor angle, Tensor direction, str "
                               "mode='nearest') -> Tensor",
                               [](int64_t kernel_size, const at::Tensor& angle,
                                  const at::Tensor& direction, std::string mode) {
                                 return get_motion_kernel3d(kernel_size, angle, direction, mode);
                               })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}});

}  // namespace kornia::filters
