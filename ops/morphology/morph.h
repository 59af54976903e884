// The morphology package's shared code: the checks of every op's arguments
// and the flat or non-flat dilation and erosion the others compose.
//
// Dilation (Kornia 0.9 `kornia.morphology.dilation`, its "shift" engine, the
// CPU default): the image padded by the structuring element's extent around
// its origin (geodesic: -inf, so the border never wins; constant:
// border_value; or reflect, replicate, circular), then per tap (i, j) of the
// kernel flipped on both axes the shifted image plus the structuring
// element's value there (0 for a flat element), taps outside the kernel
// (kernel == 0) -inf, and the elementwise maximum over the taps. Erosion is
// its dual: unflipped taps minus the element, +inf padding and outside the
// kernel, the minimum. Every engine Kornia offers ("auto", "unfold",
// "convolution", "shift") computes these values; the op has one code path
// and takes the name. The kernel's membership is a tensor op (where), never
// read on the host. max and min select, so the result is exact; NaN
// propagates (torch.maximum's) as the one quiet NaN, and a zero result is +0
// (which NaN bits and which of -0 and +0 a tie gives hang on torch.maximum's
// loop). The result's dtype is the image's promoted with the structuring
// element's (a flat element: the kernel's where floating, else the image's),
// as Kornia's.
//
// On float32 and float64 (no gradient recorded) the dilation or erosion runs
// as kornia_cpp::_morph_window (ops/native/native.h), the same values from a
// window kernel that reads the image once per row: a flat rectangle as a row
// pass and a column pass.
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>
#include <string>
#include <vector>

#include "ops/core/op_registration.h"
#include "ops/core/op_spec.h"
#include "ops/core/torch_library.h"

namespace kornia::morphology::detail {

// The arguments every morphology op takes after the image, as Kornia's
// functions take them.
struct MorphArgs {
  const at::Tensor& kernel;
  const std::optional<at::Tensor>& structuring_element;
  const std::optional<std::vector<int64_t>>& origin;
  const std::string& border_type;
  double border_value;
  const std::string& engine;
};

// Dilation (dilate = true) or erosion of `tensor` as the op `op` (its image
// check and its name in messages): every argument checked, then computed.
at::Tensor Morph(const core::OpSpec& op, const at::Tensor& tensor, const MorphArgs& args,
                 bool dilate);

// The image signature every morphology op shares: (B, C, H, W), floating.
core::ImageSpec MorphImage();

// Every morphology op's C++ signature, and its one overload: Kornia's
// schema, the optional arguments converted from the registration's
// c10::optional (1.13's is its own type).
using MorphFn = at::Tensor (*)(const at::Tensor&, const at::Tensor&,
                               const std::optional<at::Tensor>&,
                               const std::optional<std::vector<int64_t>>&, const std::string&,
                               double, double, const std::string&);

template <MorphFn F>
core::Overload MorphOverload() {
  return core::Def(
      "(Tensor tensor, Tensor kernel, Tensor? structuring_element=None, int[]? origin=None, str "
      "border_type='geodesic', float border_value=0.0, float max_val=10000.0, str "
      "engine='auto') -> Tensor",
      [](const at::Tensor& tensor, const at::Tensor& kernel,
         const c10::optional<at::Tensor>& structuring_element,
         c10::optional<std::vector<int64_t>> origin, std::string border_type, double border_value,
         double max_val, std::string engine) {
        return F(tensor, kernel, core::StdOptional(structuring_element), core::StdOptional(origin),
                 border_type, border_value, max_val, engine);
      });
}

}  // namespace kornia::morphology::detail
