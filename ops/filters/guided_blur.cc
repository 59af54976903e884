#include "ops/filters/guided_blur.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/addcmul.h>
#include <ATen/ops/all.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/argmax.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/div.h>
#include <ATen/ops/einsum.h>
#include <ATen/ops/full.h>
#include <ATen/ops/gather.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/promote_types.h>
#include <ATen/ops/upsample_bilinear2d.h>
#include <ATen/ops/where.h>
#include <c10/util/StringUtil.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/box_blur.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace guided_blur_internal {

const char* Op() { return guided_blur_op().name.c_str(); }

// eps: a host float, or a per-sample tensor.
struct Eps {
  double value = 0.0;
  std::optional<at::Tensor> tensor;
};

// Kornia's _to_floating, then float32 for the half dtypes (its compute dtype).
at::Tensor Floating(const at::Tensor& x) {
  return at::isFloatingType(x.scalar_type()) ? x : x.to(at::kFloat);
}
at::Tensor Work(const at::Tensor& x) { return x.to(detail::WorkDtype(x.scalar_type())); }

// Kornia's _subsample_indices: `rows` of `size` indices, centred.
at::Tensor Subsampled(int64_t size, int64_t subsample, const at::TensorOptions& options) {
  const int64_t rows = std::max<int64_t>(size / subsample, 1);
  const at::Tensor i = at::arange(rows, options.dtype(at::kLong));
  return at::div((i * 2 + 1) * size + rows * (1 - subsample), 2 * rows, "floor").clamp(0, size - 1);
}

struct Args {
  std::array<int64_t, 2> kernel;  // the (subsampled) kernel
  detail::Border border;
  bool separable;
  int64_t subsample;
  int64_t height, width;  // the full image's
};

at::Tensor Box(const at::Tensor& x, const Args& a) {
  return detail::BoxBlur(x, a.kernel, a.border, a.separable);
}

// The means of a and b back at the full size (the fast guided filter).
at::Tensor Resized(const at::Tensor& mean, const Args& a) {
  if (a.subsample == 1) return mean;
  return at::upsample_bilinear2d(mean, {a.height, a.width}, false);
}

at::Tensor GreyGuided(const at::Tensor& guidance, const at::Tensor& g, const at::Tensor& p,
                      const Eps& eps, const Args& a) {
  const at::Tensor mean_i = Box(g, a);
  const at::Tensor mean_p = Box(p, a);
  const at::Tensor var_i = at::addcmul(Box(g.square(), a), mean_i, mean_i, -1);
  const at::Tensor cov_ip = at::addcmul(Box(g * p, a), mean_i, mean_p, -1);
  const at::Tensor s = eps.tensor ? cov_ip / (var_i + eps.tensor->reshape({-1, 1, 1, 1}))
                                  : cov_ip / (var_i + eps.value);
  const at::Tensor b = at::addcmul(mean_p, s, mean_i, -1);
  return at::addcmul(Resized(Box(b, a), a), Resized(Box(s, a), a), guidance);
}

// The solution X of A X = B per pixel (A (..., n, n), B (..., n, k)): Gaussian
// elimination with partial pivoting (the first largest |pivot|, as LAPACK's
// getf2), then back substitution, in elementwise tensor ops unrolled over
// the host n. Kornia calls torch.linalg.solve, whose CPU kernel reads
// LAPACK's info on the host; this form has no host read, and no BLAS or
// LAPACK call whose summation order follows the CPU. A zero pivot (a
// singular system: eps 0 on a flat window) is refused in the graph.
at::Tensor Solved(const at::Tensor& a, const at::Tensor& b) {
  const int64_t n = core::HostSize(a, -1);
  at::Tensor m = at::cat({a, b}, -1);  // (..., n, n + k)
  const at::Tensor rows = at::arange(n, a.options().dtype(at::kLong)).view({n, 1});
  at::Tensor nonzero = at::ones({}, a.options().dtype(at::kBool));
  for (int64_t k = 0; k < n; ++k) {
    // The pivot row p >= k, swapped with row k.
    const at::Tensor p = m.narrow(-2, k, n - k).select(-1, k).abs().argmax(-1) + k;
    const at::Tensor p_index = p.unsqueeze(-1).unsqueeze(-1);
    const at::Tensor row_p = m.gather(-2, p_index.expand_as(m.narrow(-2, 0, 1)));
    const at::Tensor row_k = m.narrow(-2, k, 1);
    m = at::where(rows == k, row_p, at::where(rows == p_index, row_k, m));
    const at::Tensor pivot = m.narrow(-2, k, 1).narrow(-1, k, 1);  // (..., 1, 1)
    nonzero = nonzero.logical_and((pivot != 0).all());
    if (k + 1 < n) {
      const at::Tensor below = m.narrow(-2, k + 1, n - k - 1);
      const at::Tensor factors = below.narrow(-1, k, 1) / pivot;
      m = at::cat({m.narrow(-2, 0, k + 1), below - factors * m.narrow(-2, k, 1)}, -2);
    }
  }
  m = core::AssertInGraph(
      m, nonzero,
      c10::str(Op(),
               "(): expected var + eps Id nonsingular at every pixel (eps > 0), but got a "
               "zero pivot"));
  const at::Tensor u = m.narrow(-1, 0, n);
  const at::Tensor rhs = m.narrow(-1, n, m.size(-1) - n);
  std::vector<at::Tensor> x(n);
  for (int64_t k = n - 1; k >= 0; --k) {
    at::Tensor acc = rhs.narrow(-2, k, 1);
    for (int64_t j = k + 1; j < n; ++j) acc = acc - u.narrow(-2, k, 1).narrow(-1, j, 1) * x[j];
    x[k] = acc / u.narrow(-2, k, 1).narrow(-1, k, 1);
  }
  return at::cat(x, -2);
}

at::Tensor ColorGuided(const at::Tensor& guidance, const at::Tensor& g, const at::Tensor& p,
                       const Eps& eps, const Args& a) {
  const c10::SymInt batch = g.sym_size(0);
  const int64_t c = core::HostSize(g, 1), c_in = core::HostSize(p, 1);
  const int64_t h = core::HostSize(g, 2), w = core::HostSize(g, 3);
  // (B, C, H, W) -> (B, H, W, C): the per-pixel vectors.
  auto pixels = [](const at::Tensor& t) { return t.permute({0, 2, 3, 1}); };
  const at::Tensor mean_i = pixels(Box(g, a));
  const at::Tensor mean_p = pixels(Box(p, a));
  const at::Tensor corr_i = pixels(Box((g.unsqueeze(1) * g.unsqueeze(2)).flatten(1, 2), a));
  const at::Tensor corr_ip = pixels(Box((p.unsqueeze(1) * g.unsqueeze(2)).flatten(1, 2), a));
  const at::Tensor var_i = at::addcmul(core::Reshape(corr_i, {batch, h, w, c, c}),
                                       mean_i.unsqueeze(-2), mean_i.unsqueeze(-1), -1);
  const at::Tensor cov_ip = at::addcmul(core::Reshape(corr_ip, {batch, h, w, c, c_in}),
                                        mean_p.unsqueeze(-2), mean_i.unsqueeze(-1), -1);
  const at::Tensor ridge =
      eps.tensor ? core::Eye(c, guidance.options()).view({1, 1, 1, c, c}) *
                       eps.tensor->reshape({-1, 1, 1, 1, 1})
                 : at::full({c}, eps.value, guidance.options()).diag().view({1, 1, 1, c, c});
  const at::Tensor system = var_i + ridge;
  const c10::ScalarType solve =
      detail::WorkDtype(at::promote_types(system.scalar_type(), cov_ip.scalar_type()));
  const at::Tensor s = Solved(system.to(solve), cov_ip.to(solve)).to(cov_ip.scalar_type());
  const at::Tensor b = mean_p - at::matmul(mean_i.unsqueeze(-2), s).squeeze(-2);
  const at::Tensor mean_s = Resized(Box(s.flatten(-2).permute({0, 3, 1, 2}), a), a);
  const at::Tensor mean_b = Resized(Box(b.permute({0, 3, 1, 2}), a), a);
  const at::Tensor models =
      core::Reshape(mean_s, {batch, c, c_in, guidance.sym_size(2), guidance.sym_size(3)});
  return mean_b + at::einsum("BCHW,BCcHW->BcHW", {guidance, models});
}

at::Tensor GuidedBlur(const at::Tensor& guidance_in, const at::Tensor& input_in,
                      std::array<int64_t, 2> kernel_size, const Eps& eps,
                      const std::string& border_type, int64_t subsample, bool separable) {
  const char* op = Op();
  core::CheckImage(guided_blur_op(), guidance_in);
  KC_CHECK(subsample >= 1, op, "a positive subsample", "subsample = ", subsample);
  core::ImageSpec input_spec = *guided_blur_op().image;
  input_spec.noun = "an input";
  core::CheckImage(op, input_in, input_spec);
  KC_CHECK(input_in.sym_size(0) == guidance_in.sym_size(0) &&
               input_in.sym_size(2) == guidance_in.sym_size(2) &&
               input_in.sym_size(3) == guidance_in.sym_size(3),
           op, c10::str("an input of the guidance's batch and size ", guidance_in.sym_sizes()),
           "shape ", input_in.sym_sizes());
  const auto [ky, kx] = kernel_size;
  KC_CHECK(ky > 0 && kx > 0, op, "positive kernel sizes", "kernel_size = (", ky, ", ", kx, ")");
  if (eps.tensor) {
    KC_CHECK_DTYPE(!eps.tensor->is_complex(), op, "eps of a real dtype",
                   core::DtypeName(eps.tensor->scalar_type()));
    KC_CHECK(eps.tensor->dim() == 1 && (eps.tensor->sym_size(0) == 1 ||
                                        eps.tensor->sym_size(0) == guidance_in.sym_size(0)),
             op, c10::str("eps of shape (B,) or (1,) with B = ", guidance_in.sym_size(0)), "shape ",
             eps.tensor->sym_sizes());
  }
  const detail::Border border = detail::ParseBorder(op, border_type);
  at::Tensor guidance = Floating(guidance_in);
  const at::Tensor input = Floating(input_in);
  c10::ScalarType out = at::promote_types(guidance.scalar_type(), input.scalar_type());
  guidance = Work(guidance);
  at::Tensor p = Work(input);
  const bool grey = core::HostSize(guidance, 1) == 1;
  if (grey && eps.tensor) out = at::promote_types(out, eps.tensor->scalar_type());
  if (!grey) {
    const c10::ScalarType t = at::promote_types(guidance.scalar_type(), p.scalar_type());
    guidance = guidance.to(t);
  }
  Args a{kernel_size,
         border,
         separable,
         subsample,
         core::HostSize(guidance, 2),
         core::HostSize(guidance, 3)};
  at::Tensor g = guidance;
  if (subsample > 1) {
    const at::Tensor rows = Subsampled(a.height, subsample, guidance.options());
    const at::Tensor cols = Subsampled(a.width, subsample, guidance.options());
    g = guidance.index_select(-2, rows).index_select(-1, cols);
    p = p.index_select(-2, rows).index_select(-1, cols);
    a.kernel = {(ky - 1) / subsample + 1, (kx - 1) / subsample + 1};
  }
  detail::CheckBorderFits(op, border, a.kernel[0], a.kernel[1], g);
  const at::Tensor result =
      grey ? GreyGuided(guidance, g, p, eps, a) : ColorGuided(guidance, g, p, eps, a);
  // Channels-last images give a channels-last result, as Kornia's.
  return core::InLayoutOf(guidance_in, result.to(out));
}

}  // namespace guided_blur_internal

at::Tensor guided_blur(const at::Tensor& guidance, const at::Tensor& input,
                       std::array<int64_t, 2> kernel_size, double eps,
                       const std::string& border_type, int64_t subsample, bool separable) {
  return guided_blur_internal::GuidedBlur(guidance, input, kernel_size, {eps, std::nullopt},
                                          border_type, subsample, separable);
}

at::Tensor guided_blur(const at::Tensor& guidance, const at::Tensor& input,
                       std::array<int64_t, 2> kernel_size, const at::Tensor& eps,
                       const std::string& border_type, int64_t subsample, bool separable) {
  return guided_blur_internal::GuidedBlur(guidance, input, kernel_size, {0.0, eps}, border_type,
                                          subsample, separable);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(guided_blur,
      {.kornia = "kornia.filters.guided_blur",
       .module = {"GuidedBlur",
                  {"kernel_size", "eps", "border_type", "subsample", "separable"},
                  {"guidance", "input"}},
       .image = core::ImageSpec{.noun = "guidance",
                                .rank = core::ImageRank::kBatch,
                                .non_empty = true,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads =
           {// First: a one-element eps tensor resolves to it, not to a float.
            core::Def("Tensor",
                      "(Tensor guidance, Tensor input, int[2] kernel_size, Tensor eps, str "
                      "border_type='reflect', int subsample=1, bool separable=False) -> Tensor",
                      [](const at::Tensor& guidance, const at::Tensor& input,
                         std::vector<int64_t> kernel_size, const at::Tensor& eps,
                         std::string border_type, int64_t subsample, bool separable) {
                        return guided_blur(
                            guidance, input,
                            core::PairOf(guided_blur_op().name.c_str(), "kernel_size", kernel_size),
                            eps, border_type, subsample, separable);
                      }),
            core::Def("(Tensor guidance, Tensor input, int[2] kernel_size, float eps, str "
                      "border_type='reflect', int subsample=1, bool separable=False) -> Tensor",
                      [](const at::Tensor& guidance, const at::Tensor& input,
                         std::vector<int64_t> kernel_size, double eps, std::string border_type,
                         int64_t subsample, bool separable) {
                        return guided_blur(
                            guidance, input,
                            core::PairOf(guided_blur_op().name.c_str(), "kernel_size", kernel_size),
                            eps, border_type, subsample, separable);
                      })},
       .call =
           [](const at::Tensor& x) {
             return guided_blur(x, x, {5, 5}, 0.01);
           },
       // box_blur's (detail::BoxBlur): the composite check judges it on
       // this op's own composite points too.
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters
