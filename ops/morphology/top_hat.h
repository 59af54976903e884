// top_hat()
//
// White top-hat (Kornia 0.9 `kornia.morphology.top_hat`): the image minus
// its opening (morph.h).
// Shape:     (B, C, H, W) -> same; kernel (kH, kW), the taps where it is
//            non-zero; structuring_element (kH, kW) or None (flat); origin
//            (y, x) inside the kernel or None (the centre)
// Dtypes:    float16, bfloat16, float32, float64; the result in the image's
//            dtype promoted with the structuring element's (Kornia's)
// Errors:    not 4-D or not floating; a kernel not 2-D, empty or complex; a
//            structuring_element of another shape or not floating; an origin
//            outside the kernel; an unknown border_type; a reflect/circular
//            extent past the image side, replicate on an empty side; an
//            unknown engine (NotImplementedError, as Kornia's)
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>
#include <string>
#include <vector>

#include "ops/core/op_spec.h"

namespace kornia::morphology {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& top_hat_op();

// border_type: "geodesic", "constant" (border_value), "reflect", "replicate"
// or "circular"; max_val is Kornia's unused argument; engine: "auto",
// "unfold", "convolution" or "shift" (one code path: morph.h).
at::Tensor top_hat(const at::Tensor& tensor, const at::Tensor& kernel,
                   const std::optional<at::Tensor>& structuring_element = std::nullopt,
                   const std::optional<std::vector<int64_t>>& origin = std::nullopt,
                   const std::string& border_type = "geodesic", double border_value = 0.0,
                   double max_val = 1e4, const std::string& engine = "auto");

}  // namespace kornia::morphology
