// gaussian()
//
// Gaussian window values (Kornia 0.9 `kornia.filters.gaussian`): per row of
// sigma, exp(-d / (2 sigma^2)) at the window's taps, d the squared offset of
// each tap from the mean (window_size // 2 unless given; an even window's
// offsets shifted by 0.5) minus the smallest one, normalized to sum 1. A
// sigma whose 2 sigma^2 is 0 (zero, or a square that underflows) gives the
// unit impulse on the nearest taps, selected with where. No check of
// window_size's parity (get_gaussian_kernel1d checks it).
// A host sigma is made (1, 1) in the compute dtype: `dtype`, or torch's
// default read per call; float32 for float16/bfloat16 (rounded once at the
// end). A tensor sigma (B, 1) gives B rows in its dtype (`dtype` and `device`
// are then ignored, as in Kornia); an integer or bool sigma is converted to
// the default dtype; float16/bfloat16 ones are widened to float32 and the
// kernel rounded back once. A tensor mean (1, 1) or (B, 1) (or () from the
// Python face's float) is subtracted as a tensor (promotion as torch's).
// Shape:     sigma host or (B, 1) -> (B, window_size) (B = 1 for a host sigma)
// Dtypes:    float16, bfloat16, float32, float64 (dtype, or sigma's)
// Errors:    window_size < 0; an integer, bool or complex dtype with a host
//            sigma; a sigma tensor not (B, 1), or complex; a mean tensor not
//            (1, 1), (B, 1) or (), or bool or complex
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& gaussian_op();

at::Tensor gaussian(int64_t window_size, double sigma, std::optional<double> mean = std::nullopt,
                    std::optional<at::Device> device = std::nullopt,
                    std::optional<at::ScalarType> dtype = std::nullopt);
at::Tensor gaussian(int64_t window_size, const at::Tensor& sigma,
                    const std::optional<at::Tensor>& mean = std::nullopt,
                    std::optional<at::Device> device = std::nullopt,
                    std::optional<at::ScalarType> dtype = std::nullopt);

namespace detail {

// Kornia's gaussian() as the op `op` (its name in every message), for the
// get_gaussian_kernel* factories that call it.
at::Tensor Gaussian(const char* op, int64_t window_size, double sigma, std::optional<double> mean,
                    std::optional<at::Device> device, std::optional<at::ScalarType> dtype);
at::Tensor Gaussian(const char* op, int64_t window_size, const at::Tensor& sigma,
                    const std::optional<at::Tensor>& mean);

// A host sigma's dtype: `dtype` or torch's default, refused unless floating
// ("A Gaussian kernel has fractional taps").
at::ScalarType GaussianDtype(const char* op, std::optional<at::ScalarType> dtype);

// Options on `device` (if given) in `dtype`.
at::TensorOptions OptionsOf(std::optional<at::Device> device, at::ScalarType dtype);

// Kornia's _check_kernel_size(size, allow_even): size > 0, odd unless
// allow_even; `what` is how the message names the sizes ("kernel_size = 4").
void CheckKernelSize(const char* op, int64_t size, bool allow_even, const std::string& what);

// get_gaussian_kernel2d / 3d: `sizes` (ky, kx) or (kz, ky, kx) (refused
// unless of that many), sigma (B, N) -> the outer product of the N 1-D
// kernels, (B, k0, .., kN-1); a host sigma is made (1, N) in `dtype` (or the
// default), rounded there, as Kornia's torch.tensor([sigma], dtype=dtype).
at::Tensor GaussianKernelNd(const char* op, const std::vector<int64_t>& sizes,
                            const at::Tensor& sigma, bool force_even, size_t n);
at::Tensor GaussianKernelNd(const char* op, const std::vector<int64_t>& sizes,
                            const std::vector<double>& sigma, bool force_even,
                            std::optional<at::Device> device, std::optional<at::ScalarType> dtype,
                            size_t n);

}  // namespace detail

}  // namespace kornia::filters
