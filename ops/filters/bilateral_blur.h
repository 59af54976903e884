// bilateral_blur()
//
// The bilateral filter (Kornia 0.9 `kornia.filters.bilateral_blur`): each
// pixel the mean of its kernel_size window weighted by g * exp(-d^2 / (2
// sigma_color^2)), g the get_gaussian_kernel2d(kernel_size, sigma_space)
// kernel and d the colour distance of the neighbour from the centre (one
// channel: the difference; l1: the sum of the absolute channel differences;
// l2: their Euclidean norm). One form for every run, eager, traced, replayed
// and exported: Kornia's tap loop (_bilateral_blur_cpu, its functional form),
// the cheaper in memory (no window-sized (B, C, H, Ky, W, Kx) temporaries):
// the image padded by the radii with border_type; per tap, row-major, the
// shifted slice of the padded guide minus the guide, its distance (square(),
// or abs()/square() summed over the channels, as Kornia's), the weight
// space[tap] * exp(scale * d^2) with scale = -0.5 / sigma_color^2 (a host
// sigma_color: in double, as Python computes it; a tensor one: reciprocal of
// its square times -0.5, as Kornia's `-0.5 / t ** 2`); the weighted sum
// begun with the first tap's product and continued with one addcmul per tap,
// the normalizer the running sum of the weights, then one division. Kornia
// runs this loop on large (>= 65,536 values) float32/float64 CPU inputs with
// no gradient recorded and not traced or exported; elsewhere its unfold
// path, the same weights summed over Kx then Ky by torch.sum (another order).
// Integer and bool images are filtered in float32 (float32 out);
// float16/bfloat16 in float32 from their own kernel and sigmas (rounded to
// the image dtype as Kornia's), rounded once at the end. A tensor
// sigma_color (B,) or (1,) and sigma_space (B, 2) or (1, 2) are per sample,
// cast to the image's (floating) dtype; a sigma_color tensor <= 0 is refused
// in the graph. The result is contiguous (Kornia's tap loop and unfold path
// both return a contiguous tensor).
// Shape:     (B, C, H, W) -> same; sigma_color a host float or a tensor (B,)
//            or (1,); sigma_space a host (sigma_y, sigma_x) or a tensor (B, 2)
//            or (1, 2)
// Dtypes:    float16, bfloat16, float32, float64 (same dtype out); uint8,
//            int8, int16, int32, int64, bool (float32 out); sigma tensors of
//            any real dtype
// Errors:    not 4-D or empty C, H or W; a kernel size not positive and odd;
//            a host sigma_color <= 0 (or NaN), or whose square is 0 (Kornia's
//            ZeroDivisionError); a sigma_color tensor not (B,)
//            or (1,), a sigma_space tensor not (B, 2) or (1, 2), or complex;
//            a border_type other than constant, reflect, replicate or
//            circular in lower case (NotImplementedError, as F.pad); a
//            reflect/circular radius that does not fit the image; a
//            color_distance_type other than l1 or l2
// Parity:    Kornia's tap loop: bit for bit on float32/float64 (measured on
//            2 x 3 x 128 x 128 images, host and tensor sigmas); its unfold
//            path (small inputs, traced, exported, with a gradient): the
//            same weights summed in another order (over Kx, then Ky, by
//            torch.sum), within 13 ulp of the result (measured on kernels 3
//            to 9, 1, 3 and 4 channels, every border; about 1e-6 on [0, 1]
//            images, inside Kornia's own test tolerance, 1e-4); float16 and
//            bfloat16 within 1.5e-3 and 1.2e-2 (Kornia works in the half
//            dtype, ours in float32)
// Tolerance: fused replay within 16 ulp (float32, float64, uint8): the
//            TensorExpr fuser contracts the taps' multiply-adds into FMAs and
//            computes exp in its own form (uint8 filtered in float32)
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "ops/core/op_spec.h"

namespace kornia::filters {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& bilateral_blur_op();

// border_type: "constant", "reflect", "replicate" or "circular";
// color_distance_type: "l1" or "l2".
at::Tensor bilateral_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                          double sigma_color, std::array<double, 2> sigma_space,
                          const std::string& border_type = "reflect",
                          const std::string& color_distance_type = "l1");
at::Tensor bilateral_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                          const at::Tensor& sigma_color, std::array<double, 2> sigma_space,
                          const std::string& border_type = "reflect",
                          const std::string& color_distance_type = "l1");
at::Tensor bilateral_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                          double sigma_color, const at::Tensor& sigma_space,
                          const std::string& border_type = "reflect",
                          const std::string& color_distance_type = "l1");
at::Tensor bilateral_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                          const at::Tensor& sigma_color, const at::Tensor& sigma_space,
                          const std::string& border_type = "reflect",
                          const std::string& color_distance_type = "l1");

namespace detail {

// sigma_color and sigma_space, each a host value or a tensor.
struct BilateralSigmas {
  double color = 0.0;
  std::optional<at::Tensor> color_tensor;
  std::array<double, 2> space = {0.0, 0.0};
  std::optional<at::Tensor> space_tensor;
};

// bilateral_blur as the op `op` (its image check and its name in every
// message), the colour distances taken in `guidance` where given
// (joint_bilateral_blur: guidance (B, C_g, H, W), of the input's batch and
// size, cast to the input's floating dtype).
at::Tensor BilateralBlur(const core::OpSpec& op, const at::Tensor& input,
                         const std::optional<at::Tensor>& guidance,
                         std::array<int64_t, 2> kernel_size, const BilateralSigmas& sigmas,
                         const std::string& border_type, const std::string& color_distance_type);

}  // namespace detail

}  // namespace kornia::filters
