// The kernel filters' case (filter2d, correlate2d, convolve2d; filter3d,
// correlate3d, convolve3d: an image or volume and a kernel tensor). Points,
// on 2 x 3 x 13 x 17 images (2 x 3 x 5 x 7 x 9 volumes) unless said:
//   - per floating dtype x border x kernel shape one shape class, the kernel
//     a graph input replayed across two kernels: shared and per sample,
//     odd, even and one-tap; 2-D also the largest each border takes on
//     13 x 17; normalized (`_norm`), and where the op takes them the
//     conv behaviour (`_conv`) and valid padding (`_valid`);
//   - the host 3-tap box on every value class, integer images and the
//     threads-size input.
// Errors: the kernel's shape, batch, emptiness and dtype, an unknown border,
// padding or behaviour, a reflect radius past the side; a volume not 5-D or
// complex (the 3-D ops have no image signature).
#pragma once

#include <functional>
#include <string>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The op at (border_type, normalized, padding, behaviour); an op without a
// padding or behaviour argument ignores it.
using KernelFilterFn = std::function<torch::Tensor(
    const torch::Tensor& input, const torch::Tensor& kernel, const std::string& border,
    bool normalized, const std::string& padding, const std::string& behaviour)>;

struct KernelFilterSpec {
  int dims = 2;  // 2: (B, C, H, W) images; 3: (B, C, D, H, W) volumes
  KernelFilterFn run;
  bool behaviour = false;  // the op takes behaviour (filter2d, filter3d)
};

OpCase KernelFilterOp(const core::OpSpec& op, KernelFilterSpec s);

// The case of a 3-D op (no image signature: a volume): its claimed dtypes
// (the descriptor's), its dtype probe, batch input 0. No points yet.
OpCase VolumeOp(const core::OpSpec& op, DtypeProbe probe);

}  // namespace kornia::conformance::cases
