#include "ops/filters/gaussian_blur2d.h"

#include <ATen/ATen.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <torch/nn/functional/padding.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::filters {
namespace {

const char* const kOp = gaussian_blur2d_op().name.c_str();

// Kornia's `gaussian(window_size, sigma)`: sigma (B, 1) in the work dtype ->
// kernel (B, window_size).
torch::Tensor GaussianKernel1d(int64_t window_size, const torch::Tensor& sigma) {
  const double mean = static_cast<double>(window_size / 2);
  torch::Tensor x =
      (at::arange(window_size, sigma.options()) - mean).expand_symint({sigma.sym_size(0), -1});
  // Distance from the nearest sample, so the nearest tap always weighs exp(0).
  torch::Tensor dist = x.pow(2.0);
  dist = dist - std::get<0>(dist.min(-1, /*keepdim=*/true));
  const torch::Tensor denominator = 2 * sigma.pow(2.0);
  const torch::Tensor is_impulse = denominator == 0;
  const torch::Tensor safe = at::where(is_impulse, at::ones_like(denominator), denominator);
  torch::Tensor gauss = at::exp(-dist / safe);
  gauss = at::where(is_impulse, (dist == 0).to(dist.scalar_type()), gauss);
  return gauss / gauss.sum(-1, /*keepdim=*/true);
}

enum class Border { kConstant, kReflect, kReplicate, kCircular };

torch::nn::functional::PadFuncOptions::mode_t PadMode(Border border) {
  switch (border) {
    case Border::kConstant:
      return torch::kConstant;
    case Border::kReflect:
      return torch::kReflect;
    case Border::kReplicate:
      return torch::kReplicate;
    case Border::kCircular:
      return torch::kCircular;
  }
  return torch::kCircular;
}

}  // namespace

namespace detail {

// kornia_cpp::_tap_sum's composite form (and its kernel on every dtype but
// float32 and float64): out = sum over the taps (i, j) of weights (1 or B, ty,
// tx), row by row, of padded[..., i : i + H, j : j + W] * weights[:, i, j]:
// the first tap's product, then one addcmul per tap (Kornia's
// _gaussian_blur2d_cpu accumulation).
torch::Tensor TapSumComposite(const torch::Tensor& padded, const torch::Tensor& weights) {
  const int64_t ty = core::HostSize(weights, 1), tx = core::HostSize(weights, 2);
  const int64_t height = core::HostSize(padded, -2) - ty + 1;
  const int64_t width = core::HostSize(padded, -1) - tx + 1;
  const torch::Tensor w = weights.view_symint({weights.sym_size(0), ty * tx, 1, 1, 1});
  torch::Tensor out;
  for (int64_t i = 0; i < ty; ++i) {
    const torch::Tensor row = padded.narrow(-2, i, height);
    for (int64_t j = 0; j < tx; ++j) {
      const torch::Tensor tap = row.narrow(-1, j, width);
      const torch::Tensor wt = w.select(1, i * tx + j);
      if (out.defined()) {
        out = out.addcmul(tap, wt);  // out of place: a functional form for export's lowering
      } else {
        out = tap * wt;
      }
    }
  }
  return out;
}

// Its CPU kernel: the native one on float32 and float64 (ops/native/taps.cc),
// the composite form on the other dtypes (a traced graph replays the operator
// on whatever it is given).
torch::Tensor TapSumCpu(const torch::Tensor& padded, const torch::Tensor& weights) {
  const torch::ScalarType t = padded.scalar_type();
  return (t == torch::kFloat || t == torch::kDouble) && weights.scalar_type() == t
             ? native::detail::TapSumCpu(padded, weights)
             : TapSumComposite(padded, weights);
}

}  // namespace detail

namespace {

// The weighted sum over the taps: one native operator (kornia_cpp::_tap_sum,
// one node of a traced graph where the composite has one per tap), its
// composite form where a gradient is recorded (the operator has no derivative
// of its own) and in CompositeOnly (the reference).
torch::Tensor TapSum(const torch::Tensor& padded, const torch::Tensor& weights) {
  if (native::EnabledFor(padded) && native::EnabledFor(weights)) {
    static const auto op = c10::Dispatcher::singleton()
                               .findSchemaOrThrow("kornia_cpp::_tap_sum", "")
                               .typed<at::Tensor(const at::Tensor&, const at::Tensor&)>();
    return op.call(padded, weights);
  }
  return detail::TapSumComposite(padded, weights);
}

// Pad along one axis by the radius and accumulate the taps (Kornia's
// _gaussian_blur2d_cpu): out = sum_t padded[t : t + size] * kernel[:, t].
torch::Tensor Pass(const torch::Tensor& input, const torch::Tensor& kernel, int64_t axis,
                   Border border) {
  const int64_t taps = core::HostSize(kernel, -1);
  const int64_t radius = taps / 2;
  const std::vector<int64_t> pad = axis == -1 ? std::vector<int64_t>{radius, radius, 0, 0}
                                              : std::vector<int64_t>{0, 0, radius, radius};
  const torch::Tensor padded = torch::nn::functional::pad(
      input, torch::nn::functional::PadFuncOptions(pad).mode(PadMode(border)));
  const c10::SymInt b = kernel.sym_size(0);
  return TapSum(padded,
                axis == -1 ? kernel.view_symint({b, 1, taps}) : kernel.view_symint({b, taps, 1}));
}

// The 2-D kernel's form (Kornia's separable=False: filter2d with the outer
// product kernel_y x kernel_x): pad both axes by the radii and accumulate
// the taps row by row, out = sum_(i, j) padded[i : i + H, j : j + W] *
// kernel_y[:, i] * kernel_x[:, j].
torch::Tensor Pass2d(const torch::Tensor& input, const torch::Tensor& kernel_y,
                     const torch::Tensor& kernel_x, Border border) {
  const int64_t ty = core::HostSize(kernel_y, -1), tx = core::HostSize(kernel_x, -1);
  const torch::Tensor padded = torch::nn::functional::pad(
      input, torch::nn::functional::PadFuncOptions({tx / 2, tx / 2, ty / 2, ty / 2})
                 .mode(PadMode(border)));
  // Kornia's get_gaussian_kernel2d: kernel_y[..., None] * kernel_x.view(-1, 1, kx).
  return TapSum(padded, kernel_y.unsqueeze(-1) * kernel_x.unsqueeze(-2));
}

// Host checks shared by both overloads; returns the border mode.
Border CheckArgs(const torch::Tensor& input, std::array<int64_t, 2> ks,
                 const std::string& border_type) {
  core::CheckImage(gaussian_blur2d_op(), input);
  for (int64_t k : ks)
    KC_CHECK(k > 0 && k % 2 == 1, kOp, "a positive odd kernel size", "kernel_size = (", ks[0], ", ",
             ks[1], ")");
  const Border border = core::ParseEnum<Border>(kOp, "border_type", border_type,
                                                {{"constant", Border::kConstant},
                                                 {"reflect", Border::kReflect},
                                                 {"replicate", Border::kReplicate},
                                                 {"circular", Border::kCircular}},
                                                core::LetterCase::kIgnore);
  if (border == Border::kReflect || border == Border::kCircular) {
    const bool reflect = border == Border::kReflect;
    const int64_t height = core::HostSize(input, 2), width = core::HostSize(input, 3);
    const bool fits = reflect ? (ks[0] / 2 < height && ks[1] / 2 < width)
                              : (ks[0] / 2 <= height && ks[1] / 2 <= width);
    KC_CHECK(fits, kOp,
             std::string("a kernel radius ") + (reflect ? "< " : "<= ") +
                 "the image side for border_type " + (reflect ? "reflect" : "circular"),
             "kernel_size = (", ks[0], ", ", ks[1], ") on an image of ", height, "x", width);
  }
  return border;
}

// The work dtype: float32 for half, bool and integer images.
torch::ScalarType WorkDtype(torch::ScalarType dtype) {
  return (dtype == torch::kFloat || dtype == torch::kDouble) ? dtype : torch::kFloat;
}

torch::Tensor Blur(const torch::Tensor& input, std::array<int64_t, 2> ks,
                   const torch::Tensor& sigma, Border border, bool separable) {
  const torch::ScalarType work = WorkDtype(input.scalar_type());
  const torch::Tensor x = input.to(work);
  const c10::SymInt bs = sigma.sym_size(0);
  const torch::Tensor kernel_x = GaussianKernel1d(ks[1], sigma.select(1, 1).view_symint({bs, 1}));
  const torch::Tensor kernel_y = GaussianKernel1d(ks[0], sigma.select(1, 0).view_symint({bs, 1}));
  const torch::Tensor out = separable ? Pass(Pass(x, kernel_x, -1, border), kernel_y, -2, border)
                                      : Pass2d(x, kernel_y, kernel_x, border);
  return core::IsHalfDtype(input.scalar_type()) ? out.to(input.scalar_type()) : out;
}

}  // namespace

torch::Tensor gaussian_blur2d(const torch::Tensor& input, std::array<int64_t, 2> kernel_size,
                              std::array<double, 2> sigma, const std::string& border_type,
                              bool separable) {
  const Border border = CheckArgs(input, kernel_size, border_type);
  KC_CHECK(sigma[0] > 0 && sigma[1] > 0, kOp, "a positive sigma", "sigma = (", sigma[0], ", ",
           sigma[1], ")");
  const torch::Tensor s = torch::tensor({sigma[0], sigma[1]}, input.options().dtype(torch::kDouble))
                              .to(WorkDtype(input.scalar_type()))
                              .view({1, 2});
  return Blur(input, kernel_size, s, border, separable);
}

torch::Tensor gaussian_blur2d(const torch::Tensor& input, std::array<int64_t, 2> kernel_size,
                              const torch::Tensor& sigma, const std::string& border_type,
                              bool separable) {
  const Border border = CheckArgs(input, kernel_size, border_type);
  KC_CHECK(sigma.dim() == 2 && sigma.sym_size(1) == 2 &&
               (sigma.sym_size(0) == 1 || sigma.sym_size(0) == input.sym_size(0)),
           kOp, c10::str("sigma of shape (1, 2) or (", input.sym_size(0), ", 2)"), "shape ",
           sigma.sym_sizes());
  KC_CHECK_DTYPE(at::isFloatingType(sigma.scalar_type()), kOp, "a floating sigma",
                 core::DtypeName(sigma.scalar_type()));
  torch::Tensor s = sigma.to(WorkDtype(input.scalar_type()));
  s = core::AssertInGraph(
      s, (s > 0).all(),
      c10::str(gaussian_blur2d_op().name, "(): expected every sigma > 0, but got one that is not"));
  return Blur(input, kernel_size, s, border, separable);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(
    gaussian_blur2d,
    {.kornia = "kornia.filters.gaussian_blur2d",
     .module = {"GaussianBlur2d", {"kernel_size", "sigma", "border_type", "separable"}, {"input"}},
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
     .natives = {"_tap_sum"}});

}  // namespace kornia::filters

KC_NATIVE_OPERATOR(_tap_sum, "(Tensor padded, Tensor weights) -> Tensor",
                   &kornia::filters::detail::TapSumCpu, &kornia::filters::detail::TapSumComposite,
                   {.dtypes = {at::kFloat, at::kDouble}, .family = kornia::native::Family::kTaps});
