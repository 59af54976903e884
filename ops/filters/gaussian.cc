#include "ops/filters/gaussian.h"

#include <ATen/TensorOperators.h>
#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"
#include "ops/filters/kernels.h"

namespace kornia::filters {

namespace detail {

at::TensorOptions OptionsOf(std::optional<at::Device> device, at::ScalarType dtype) {
  at::TensorOptions options = at::TensorOptions().dtype(dtype);
  return device.has_value() ? options.device(*device) : options;
}

at::ScalarType GaussianDtype(const char* op, std::optional<at::ScalarType> dtype) {
  const at::ScalarType d = dtype.has_value() ? *dtype : DefaultDtype();
  KC_CHECK_DTYPE(at::isFloatingType(d), op,
                 "a floating dtype (a Gaussian kernel's taps are fractional)", core::DtypeName(d));
  return d;
}

void CheckKernelSize(const char* op, int64_t size, bool allow_even, const std::string& what) {
  KC_CHECK(size > 0 && (allow_even || size % 2 == 1), op,
           allow_even ? "kernel sizes > 0" : "odd kernel sizes > 0 (force_even=False)", what);
}

at::Tensor Gaussian(const char* op, int64_t window_size, double sigma, std::optional<double> mean,
                    std::optional<at::Device> device, std::optional<at::ScalarType> dtype) {
  KC_CHECK(window_size >= 0, op, "window_size >= 0", "window_size = ", window_size);
  const at::ScalarType out = GaussianDtype(op, dtype);
  const at::ScalarType compute = core::IsHalfDtype(out) ? at::kFloat : out;
  const at::Tensor s = core::Constant({sigma}, OptionsOf(device, compute)).view({1, 1});
  // Kornia's mean literal (1, 1) in sigma's dtype: the same values as the
  // host number subtracted in that dtype.
  const at::Tensor kernel = GaussianKernel(window_size, s, std::nullopt, mean);
  return core::IsHalfDtype(out) ? kernel.to(out) : kernel;
}

at::Tensor Gaussian(const char* op, int64_t window_size, const at::Tensor& sigma,
                    const std::optional<at::Tensor>& mean) {
  KC_CHECK(window_size >= 0, op, "window_size >= 0", "window_size = ", window_size);
  KC_CHECK(sigma.dim() == 2 && sigma.sym_size(1) == 1, op, "sigma of shape (B, 1)", "shape ",
           sigma.sym_sizes());
  KC_CHECK_DTYPE(!at::isComplexType(sigma.scalar_type()), op, "a real sigma",
                 core::DtypeName(sigma.scalar_type()));
  const at::ScalarType out = sigma.scalar_type();
  at::Tensor s = sigma;
  if (!at::isFloatingType(out)) s = s.to(DefaultDtype(sigma.device()));
  std::optional<at::Tensor> m = mean;
  if (m.has_value()) {
    KC_CHECK_DTYPE(m->scalar_type() != at::kBool && !at::isComplexType(m->scalar_type()), op,
                   "a floating or integer mean", core::DtypeName(m->scalar_type()));
    KC_CHECK(m->dim() == 0 || (m->dim() == 2 && m->sym_size(1) == 1 &&
                               (m->sym_size(0) == 1 || m->sym_size(0) == sigma.sym_size(0))),
             op, c10::str("mean of shape (1, 1) or (", sigma.sym_size(0), ", 1)"), "shape ",
             m->sym_sizes());
  }
  if (core::IsHalfDtype(out)) {
    s = s.to(at::kFloat);
    if (m.has_value()) m = m->to(at::kFloat);
  }
  // A 0-dim mean (the Python face's tensor of a float mean) as Kornia's
  // literal of a float mean: (1, 1) in sigma's dtype.
  if (m.has_value() && m->dim() == 0) m = m->to(s.scalar_type()).view({1, 1});
  const at::Tensor kernel = GaussianKernel(window_size, s, m);
  return core::IsHalfDtype(out) ? kernel.to(out) : kernel;
}

namespace {

std::string Sizes(const std::vector<int64_t>& sizes) {
  std::string out;
  for (size_t i = 0; i < sizes.size(); ++i) out += (i ? ", " : "") + std::to_string(sizes[i]);
  return "(" + out + ")";
}

void CheckCount(const char* op, const char* arg, size_t got, size_t n) {
  TORCH_CHECK_VALUE(got == n, op, "(): expected ", arg, " of shape (", n, ",), but got shape [",
                    got, "]");
}

}  // namespace

at::Tensor GaussianKernelNd(const char* op, const std::vector<int64_t>& sizes,
                            const at::Tensor& sigma, bool force_even, size_t n) {
  KC_CHECK(sigma.dim() == 2 && sigma.sym_size(1) == static_cast<int64_t>(n), op,
           c10::str("sigma of shape (B, ", n, ")"), "shape ", sigma.sym_sizes());
  CheckCount(op, "kernel_size", sizes.size(), n);
  std::vector<at::Tensor> kernels;
  for (size_t i = 0; i < n; ++i) {
    CheckKernelSize(op, sizes[i], force_even, "kernel_size = " + Sizes(sizes));
    kernels.push_back(
        Gaussian(op, sizes[i], sigma.narrow(1, static_cast<int64_t>(i), 1), std::nullopt));
  }
  if (n == 2)  // Kornia: kernel_y[..., None] * kernel_x.view(-1, 1, kx)
    return kernels[0].unsqueeze(-1) * kernels[1].unsqueeze(1);
  // kernel_z.view(-1, kz, 1, 1) * kernel_y.view(-1, 1, ky, 1) * kernel_x.view(-1, 1, 1, kx)
  return kernels[0].unsqueeze(-1).unsqueeze(-1) * kernels[1].unsqueeze(1).unsqueeze(-1) *
         kernels[2].unsqueeze(1).unsqueeze(1);
}

at::Tensor GaussianKernelNd(const char* op, const std::vector<int64_t>& sizes,
                            const std::vector<double>& sigma, bool force_even,
                            std::optional<at::Device> device, std::optional<at::ScalarType> dtype,
                            size_t n) {
  CheckCount(op, "sigma", sigma.size(), n);
  const at::ScalarType d = GaussianDtype(op, dtype);
  return GaussianKernelNd(
      op, sizes, core::Constant(sigma, OptionsOf(device, d)).view({1, static_cast<int64_t>(n)}),
      force_even, n);
}

}  // namespace detail

at::Tensor gaussian(int64_t window_size, double sigma, std::optional<double> mean,
                    std::optional<at::Device> device, std::optional<at::ScalarType> dtype) {
  return detail::Gaussian(gaussian_op().name.c_str(), window_size, sigma, mean, device, dtype);
}

at::Tensor gaussian(int64_t window_size, const at::Tensor& sigma,
                    const std::optional<at::Tensor>& mean, std::optional<at::Device>,
                    std::optional<at::ScalarType>) {
  return detail::Gaussian(gaussian_op().name.c_str(), window_size, sigma, mean);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(gaussian,
      {.kornia = "kornia.filters.gaussian",
       .overloads =
           {core::Def("(int window_size, float sigma, *, float? mean=None, Device? "
                      "device=None, ScalarType? dtype=None) -> Tensor",
                      [](int64_t window_size, double sigma, c10::optional<double> mean,
                         c10::optional<at::Device> device, c10::optional<at::ScalarType> dtype) {
                        return kornia::filters::gaussian(
                            window_size, sigma, core::StdOptional(mean), core::StdOptional(device),
                            core::StdOptional(dtype));
                      }),
            core::Def("Tensor",
                      "(int window_size, Tensor sigma, *, Tensor? mean=None, Device? "
                      "device=None, ScalarType? dtype=None) -> Tensor",
                      [](int64_t window_size, const at::Tensor& sigma,
                         const c10::optional<at::Tensor>& mean, c10::optional<at::Device> device,
                         c10::optional<at::ScalarType> dtype) {
                        return kornia::filters::gaussian(
                            window_size, sigma, core::StdOptional(mean), core::StdOptional(device),
                            core::StdOptional(dtype));
                      })},
       .dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}});

}  // namespace kornia::filters
