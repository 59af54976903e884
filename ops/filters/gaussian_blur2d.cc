#include "ops/filters/gaussian_blur2d.h"

#include <ATen/ATen.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <torch/types.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"
#include "ops/filters/taps.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::filters {
namespace {

using detail::Border;

// The 2-D kernel's form (Kornia's separable=False: filter2d with the outer
// product kernel_y x kernel_x): pad both axes by the radii and accumulate
// the taps row by row, out = sum_(i, j) padded[i : i + H, j : j + W] *
// kernel_y[:, i] * kernel_x[:, j].
torch::Tensor Pass2d(const torch::Tensor& input, const torch::Tensor& kernel_y,
                     const torch::Tensor& kernel_x, Border border) {
  const int64_t ty = core::HostSize(kernel_y, -1), tx = core::HostSize(kernel_x, -1);
  const torch::Tensor padded = detail::Pad(input, {tx / 2, tx / 2, ty / 2, ty / 2}, border);
  // Kornia's get_gaussian_kernel2d: kernel_y[..., None] * kernel_x.view(-1, 1, kx).
  return detail::TapSum(padded, kernel_y.unsqueeze(-1) * kernel_x.unsqueeze(-2));
}

// Host checks shared by both overloads; returns the border mode.
Border CheckArgs(const core::OpSpec& op, const torch::Tensor& input, std::array<int64_t, 2> ks,
                 const std::string& border_type) {
  core::CheckImage(op, input);
  for (int64_t k : ks)
    KC_CHECK(k > 0 && k % 2 == 1, op.name.c_str(), "a positive odd kernel size", "kernel_size = (",
             ks[0], ", ", ks[1], ")");
  const Border border = detail::ParseBorder(op.name.c_str(), border_type);
  detail::CheckBorderFits(op.name.c_str(), border, ks[0], ks[1], input);
  return border;
}

using detail::WorkDtype;

// The blur with kernels (1 or B, kx) and (1 or B, ky) in the work dtype.
torch::Tensor Blur(const torch::Tensor& input, const torch::Tensor& kernel_x,
                   const torch::Tensor& kernel_y, Border border, bool separable) {
  // (The separable operator reads the input as it is: uint8 as levels.)
  const torch::Tensor out =
      separable ? detail::SeparableTapSum(input, kernel_x, kernel_y, border)
                : Pass2d(input.to(WorkDtype(input.scalar_type())), kernel_y, kernel_x, border);
  return core::IsHalfDtype(input.scalar_type()) ? out.to(input.scalar_type()) : out;
}

}  // namespace

namespace detail {

torch::Tensor GaussianBlur(const core::OpSpec& op, const torch::Tensor& input,
                           std::array<int64_t, 2> kernel_size, std::array<double, 2> sigma,
                           const std::string& border_type, bool separable) {
  const Border border = CheckArgs(op, input, kernel_size, border_type);
  KC_CHECK(sigma[0] > 0 && sigma[1] > 0, op.name.c_str(), "a positive sigma", "sigma = (", sigma[0],
           ", ", sigma[1], ")");
  const torch::TensorOptions work = input.options().dtype(WorkDtype(input.scalar_type()));
  return Blur(input, detail::GaussianKernelHost(kernel_size[1], sigma[1], work),
              detail::GaussianKernelHost(kernel_size[0], sigma[0], work), border, separable);
}

torch::Tensor GaussianBlur(const core::OpSpec& op, const torch::Tensor& input,
                           std::array<int64_t, 2> kernel_size, const torch::Tensor& sigma,
                           const std::string& border_type, bool separable) {
  const Border border = CheckArgs(op, input, kernel_size, border_type);
  const char* name = op.name.c_str();
  KC_CHECK(sigma.dim() == 2 && sigma.sym_size(1) == 2 &&
               (sigma.sym_size(0) == 1 || sigma.sym_size(0) == input.sym_size(0)),
           name, c10::str("sigma of shape (1, 2) or (", input.sym_size(0), ", 2)"), "shape ",
           sigma.sym_sizes());
  KC_CHECK_DTYPE(at::isFloatingType(sigma.scalar_type()), name, "a floating sigma",
                 core::DtypeName(sigma.scalar_type()));
  torch::Tensor s = sigma.to(WorkDtype(input.scalar_type()));
  s = core::AssertInGraph(s, (s > 0).all(),
                          c10::str(name, "(): expected every sigma > 0, but got one that is not"));
  const c10::SymInt bs = s.sym_size(0);
  return Blur(input, detail::GaussianKernel(kernel_size[1], s.select(1, 1).view_symint({bs, 1})),
              detail::GaussianKernel(kernel_size[0], s.select(1, 0).view_symint({bs, 1})), border,
              separable);
}

}  // namespace detail

torch::Tensor gaussian_blur2d(const torch::Tensor& input, std::array<int64_t, 2> kernel_size,
                              std::array<double, 2> sigma, const std::string& border_type,
                              bool separable) {
  return detail::GaussianBlur(gaussian_blur2d_op(), input, kernel_size, sigma, border_type,
                              separable);
}

torch::Tensor gaussian_blur2d(const torch::Tensor& input, std::array<int64_t, 2> kernel_size,
                              const torch::Tensor& sigma, const std::string& border_type,
                              bool separable) {
  return detail::GaussianBlur(gaussian_blur2d_op(), input, kernel_size, sigma, border_type,
                              separable);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(
    gaussian_blur2d,
    {.kornia = "kornia.filters.gaussian_blur2d",
     .module = {"GaussianBlur2d", {"kernel_size", "sigma", "border_type", "separable"}, {"input"}},
     // Kornia takes sigma as a tuple or a tensor: one number or a list is refused.
     .python = {.no_number = {"sigma"}, .no_list = {"sigma"}},
     .image = core::ImageSpec{.noun = "an input",
                              .rank = core::ImageRank::kBatch,
                              .dtypes = core::ImageDtypes::kReal},
     .overloads = {core::Def("(Tensor input, int[2] kernel_size, float[2] sigma, str "
                             "border_type='reflect', bool separable=True) -> Tensor",
                             [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                                std::vector<double> sigma, std::string border_type,
                                bool separable) {
                               return kornia::filters::gaussian_blur2d(
                                   input,
                                   kornia::core::PairOf(gaussian_blur2d_op().name.c_str(),
                                                        "kernel_size", kernel_size),
                                   kornia::core::PairOf(gaussian_blur2d_op().name.c_str(), "sigma",
                                                        sigma),
                                   border_type, separable);
                             }),
                   core::Def("Tensor",
                             "(Tensor input, int[2] kernel_size, Tensor sigma, str "
                             "border_type='reflect', bool separable=True) -> Tensor",
                             [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                                const at::Tensor& sigma, std::string border_type, bool separable) {
                               return kornia::filters::gaussian_blur2d(
                                   input,
                                   kornia::core::PairOf(gaussian_blur2d_op().name.c_str(),
                                                        "kernel_size", kernel_size),
                                   sigma, border_type, separable);
                             })},
     .call =
         [](const at::Tensor& x) {
           return gaussian_blur2d(x, {5, 5}, {1.2, 0.8});
         },
     .natives = {"_tap_sum", "_separable_tap_sum"}});

}  // namespace kornia::filters
