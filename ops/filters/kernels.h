// The filters' kernels, built as Kornia 0.9's kornia/filters/kernels.py
// builds them (the same ATen ops in the same order, so the same bits): the
// kernel factories (get_gaussian_kernel1d, get_box_kernel2d, ...) return
// them, and the filters that use them (gaussian_blur2d, box_blur, laplacian,
// spatial_gradient, spatial_gradient3d) filter with the very same kernels.
//
// A sigma given as a tensor stays a tensor: nothing here reads a tensor's
// values on the host (a traced kernel replays on other sigmas).
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kornia::filters::detail {

// Kornia's `gaussian(window_size, sigma, mean=mean)` past its argument
// handling: sigma (B, 1) in the compute dtype (float32 for a half kernel),
// mean a host value (default window_size // 2) or a tensor (1 or B, 1);
// -> (B, window_size) in sigma's dtype (promoted with a tensor mean's).
// Samples exp(-d / (2 sigma^2)) with d the squared offset from the mean minus
// the smallest one (even windows sampled at half offsets), normalized to sum
// 1; a 2 sigma^2 of 0 is the unit impulse on the nearest taps.
at::Tensor GaussianKernel(int64_t window_size, const at::Tensor& sigma,
                          const std::optional<at::Tensor>& mean = std::nullopt,
                          std::optional<double> host_mean = std::nullopt);

// GaussianKernel for one host sigma, (1, window_size) in options' dtype
// (float32 or float64): the same values, the ramp, the squared offsets and
// -d / (2 sigma^2) computed on the host in that dtype (each an exact or a
// correctly rounded IEEE operation, as ATen's), then ATen's exp, sum and
// division, as there: four operations where the tensor form runs twenty
// (gaussian_blur2d's float sigma: some 30 us a call).
at::Tensor GaussianKernelHost(int64_t window_size, double sigma, const at::TensorOptions& options);

// Kornia's `gaussian_discrete_erf(window_size, sigma)`: sigma (B, 1) in the
// kernel's dtype -> (B, window_size), the Gaussian integrated over each tap.
at::Tensor GaussianErfKernel(int64_t window_size, const at::Tensor& sigma);

// Kornia's `gaussian_discrete(window_size, sigma)` past its checks: sigma
// (B, 1) in the compute dtype (float32 for a half kernel) -> (B, window_size)
// in it, Lindeberg's discrete Gaussian from the scaled modified Bessel
// functions (window_size odd).
at::Tensor GaussianDiscreteKernel(int64_t window_size, const at::Tensor& sigma);

// get_box_kernel1d / get_box_kernel2d: (1, k) filled with 1.0 / k and
// (1, ky, kx) filled with 1.0 / (kx * ky), in options' dtype.
at::Tensor BoxKernel1d(int64_t k, const at::TensorOptions& options);
at::Tensor BoxKernel2d(int64_t ky, int64_t kx, const at::TensorOptions& options);

// get_laplacian_kernel2d's taps, row-major: all ones and the centre
// 1 - sum, the sum and the difference rounded to `dtype` as Kornia's
// `1 - kernel.sum()` rounds them there (exact for integer dtypes and for
// float32/float64 up to 2**24 taps).
std::vector<double> LaplacianTaps(int64_t ky, int64_t kx, c10::ScalarType dtype);
// The (ky, kx) kernel of those taps in options' dtype.
at::Tensor LaplacianKernel2d(int64_t ky, int64_t kx, const at::TensorOptions& options);

// get_spatial_gradient_kernel2d's stencils, each side x side taps row-major:
// sobel (order 1: gx, gy; order 2: gxx, gxy, gyy, 5 x 5) or diff (3 x 3;
// its -0.0 taps kept).
std::vector<std::vector<double>> GradientStencils2d(bool sobel, int64_t order, int64_t* side);
// The stack of those stencils in options' dtype: (2, 3, 3), (3, 5, 5) or
// (3, 3, 3).
at::Tensor GradientKernel2d(bool sobel, int64_t order, const at::TensorOptions& options);

// get_diff_kernel3d (order 1: dx, dy, dz) and get_diff_kernel3d_2nd_order
// (dxx, dyy, dzz, dxy, dyz, dxz): each 27 taps in (d, h, w) row-major order.
std::vector<std::vector<double>> DiffStencils3d(int64_t order);
// The stack of those stencils in options' dtype: (3 or 6, 1, 3, 3, 3).
at::Tensor DiffKernel3d(int64_t order, const at::TensorOptions& options);

// get_hanning_kernel1d: 0.5 - 0.5 cos(2 pi n / (k - 1)) over arange(k) in
// `dtype` (none, or an integer one: the ramp in the default dtype).
at::Tensor HanningKernel1d(int64_t k, std::optional<at::Device> device,
                           std::optional<c10::ScalarType> dtype);

// laplacian_1d: ones with the tap k // 2 set to 1 - k, in options' dtype.
at::Tensor LaplacianKernel1d(int64_t k, const at::TensorOptions& options);

// torch's default dtype, read now off an empty tensor on `device` (never
// cached: a later set_default_dtype is seen by the next call).
c10::ScalarType DefaultDtype(std::optional<at::Device> device = std::nullopt);

// The factories' argument checks, `op` naming the op in each message.
// Options on `device` (if given) in `dtype`.
at::TensorOptions KernelOptions(std::optional<at::Device> device, c10::ScalarType dtype);
// `dtype` or torch's default (read now), refused (TypeError) unless floating:
// `kernel` has fractional taps ("the box kernel").
c10::ScalarType FloatingDtype(const char* op, std::optional<c10::ScalarType> dtype,
                              const char* kernel);
// A Laplacian's taps (low to 1) must fit an integer or bool dtype (TypeError).
void CheckTapRange(const char* op, c10::ScalarType dtype, int64_t low);
// The Sobel and diff stencils' dtype: `dtype` or the default; uint8 (no -1)
// and complex refused.
c10::ScalarType StencilDtype(const char* op, std::optional<c10::ScalarType> dtype);
// mode 'sobel' (true) or 'diff' (false), any letter case.
bool ParseGradientMode(const char* op, const std::string& mode);
// The Hann ramp's dtype: none, floating or integer (bool and complex have no
// arange).
void CheckRampDtype(const char* op, std::optional<c10::ScalarType> dtype);

}  // namespace kornia::filters::detail
