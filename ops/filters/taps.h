// The filters' shared machinery: border modes, padding as Kornia pads, and
// the weighted sum over a kernel's taps (kornia_cpp::_tap_sum, declared in
// taps.cc beside its composite form).
//
// Every filter of this package sums its taps in one fixed order (row-major
// over the kernel, one multiply then one addcmul per tap), never through
// conv2d: a convolution backend (oneDNN, MKL, ATen's im2col) picks its
// summation order per CPU and build, so its bits are not the same on every
// machine. Kornia's own filters run conv2d; their results differ from ours by
// that rounding (KORNIA_PARITY.md states each op's tolerance).
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/util/string_view.h>

#include <array>
#include <cstdint>
#include <string>

#include "ops/native/native.h"

namespace kornia::filters::detail {

enum class Border { kConstant, kReflect, kReplicate, kCircular };

// border_type "constant", "reflect", "replicate" or "circular", any letter
// case (Kornia lowers it); anything else refused with a ValueError.
Border ParseBorder(const char* op, const std::string& border_type);

// torch.nn.functional.pad's name of the mode.
const char* BorderName(Border border);

// The native window kernels' name of the mode (ops/native/native.h).
native::detail::WindowBorder NativeBorder(Border border);

// Kornia's padding of a (ky, kx) kernel, "same" output: (left, right, top,
// bottom) = ((kx - 1) / 2, kx / 2, (ky - 1) / 2, ky / 2) (the anchor of an
// even kernel is the tap before the middle).
std::array<int64_t, 4> SamePadding(int64_t ky, int64_t kx);

// Refuses, for reflect and circular, a (ky, kx) kernel whose padding does not
// fit the image's last two dims (reflect: kernel radius < side; circular:
// <=), in gaussian_blur2d's words.
void CheckBorderFits(const char* op, Border border, int64_t ky, int64_t kx,
                     const at::Tensor& input);

// The input padded by `pad` (left, right, top, bottom) with `border`
// (constant: zeros).
at::Tensor Pad(const at::Tensor& input, std::array<int64_t, 4> pad, Border border);

// out = sum over the taps (i, j) of weights (1 or B, ty, tx), row by row, of
// padded[..., i : i + H, j : j + W] * weights[:, i, j] (the first tap's
// product, then one addcmul per tap). The native operator kornia_cpp::_tap_sum
// where the native path is on (one node of a traced graph), this composite
// form where a gradient is recorded and in CompositeOnly.
at::Tensor TapSum(const at::Tensor& padded, const at::Tensor& weights);

// The composite form, and the operator's CPU kernel (the native one on
// float32 and float64, the composite on other dtypes).
at::Tensor TapSumComposite(const at::Tensor& padded, const at::Tensor& weights);
at::Tensor TapSumCpu(const at::Tensor& padded, const at::Tensor& weights);

// The separable form's two passes (gaussian_blur2d's, and box_blur's and
// the other separable filters' of odd sizes): x then y, each a padding by the
// kernel's radius and a tap sum, out = TapSum(Pad_y(TapSum(Pad_x(x),
// kernel_x)), kernel_y) on the input in its work dtype (kernels (1 or B, tx)
// and (1 or B, ty) of that dtype, odd sizes). The native operator
// kornia_cpp::_separable_tap_sum where the native path is on (no padded
// copies; uint8 read as levels), the composite form where a gradient is
// recorded and in CompositeOnly.
at::Tensor SeparableTapSum(const at::Tensor& input, const at::Tensor& kernel_x,
                           const at::Tensor& kernel_y, Border border);

// Its composite form, and the operator's CPU kernel (the native one on uint8,
// float32 and float64 with kernels of the work dtype, else the composite).
at::Tensor SeparableTapSumComposite(const at::Tensor& input, const at::Tensor& kernel_x,
                                    const at::Tensor& kernel_y, c10::string_view border_type);
at::Tensor SeparableTapSumCpu(const at::Tensor& input, const at::Tensor& kernel_x,
                              const at::Tensor& kernel_y, c10::string_view border_type);

// Kornia's filter2d core on a (*, H, W) input already in its work dtype:
// correlation with `kernel` (1 or B, ky, kx), padded "same" with `border`
// (same = true) or not at all ("valid": (H - ky + 1, W - kx + 1) out).
at::Tensor Correlate2d(const at::Tensor& input, const at::Tensor& kernel, Border border, bool same);

// filter3d's core on a (B, C, D, H, W) input in its work dtype: correlation
// with `kernel` (1 or B, kd, ky, kx), padded "same" as Kornia's
// _compute_padding with `border`; the taps summed in row-major order (depth,
// then rows, then columns), one multiply then one addcmul per tap. Composite
// only (no native operator: a 3-D kernel's taps are few in practice).
at::Tensor Correlate3d(const at::Tensor& input, const at::Tensor& kernel, Border border);

// The work dtype of a filter: float32 for float16, bfloat16, integer and bool
// inputs (Kornia's _to_floating; the half ones summed in float32 and rounded
// once), the input's own for float32 and float64.
c10::ScalarType WorkDtype(c10::ScalarType dtype);

// The filtered result as the op returns it: in the output dtype (half inputs
// rounded back once, every other input's work dtype kept: integer and bool
// give float32) and, for a 4-D result, in the input's memory format (a
// channels-last image gives a channels-last result, as Kornia's conv2d).
at::Tensor ToOutput(const at::Tensor& out, const at::Tensor& input);

}  // namespace kornia::filters::detail
