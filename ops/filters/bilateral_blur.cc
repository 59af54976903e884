#include "ops/filters/bilateral_blur.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/addcmul.h>
#include <ATen/ops/all.h>
#include <ATen/ops/exp.h>
#include <ATen/ops/reciprocal.h>
#include <ATen/ops/square.h>
#include <ATen/ops/sum.h>
#include <c10/util/StringUtil.h>

#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/gaussian.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace bilateral_blur_internal {

// F.pad's modes, in lower case only: Kornia hands border_type to F.pad as
// given, which raises NotImplementedError for any other spelling.
detail::Border BilateralBorder(const char* op, const std::string& border_type) {
  for (const detail::Border b : {detail::Border::kConstant, detail::Border::kReflect,
                                 detail::Border::kReplicate, detail::Border::kCircular})
    if (border_type == detail::BorderName(b)) return b;
  KC_CHECK_IMPLEMENTED(false, op, "border_type constant, reflect, replicate or circular", "'",
                       border_type, "'");
  return detail::Border::kConstant;
}

// A sigma tensor of shape (1,) or (B,), or (1, 2) or (B, 2) for a `pair`.
void CheckSigmaTensor(const char* op, const char* name, const at::Tensor& sigma,
                      const c10::SymInt& batch, bool pair) {
  const int64_t dims = pair ? 2 : 1;
  KC_CHECK(
      sigma.dim() == dims && (sigma.sym_size(0) == 1 || sigma.sym_size(0) == batch) &&
          (!pair || sigma.sym_size(1) == 2),
      op,
      c10::str(name, " of shape (1", pair ? ", 2" : ",", ") or (", batch, pair ? ", 2" : ",", ")"),
      "shape ", sigma.sym_sizes());
  KC_CHECK_DTYPE(!sigma.is_complex(), op, c10::str(name, " of a real dtype"),
                 core::DtypeName(sigma.scalar_type()));
}

}  // namespace bilateral_blur_internal

namespace detail {

at::Tensor BilateralBlur(const core::OpSpec& op, const at::Tensor& input,
                         const std::optional<at::Tensor>& guidance,
                         std::array<int64_t, 2> kernel_size, const BilateralSigmas& sigmas,
                         const std::string& border_type, const std::string& color_distance_type) {
  using namespace bilateral_blur_internal;
  const char* name = op.name.c_str();
  core::CheckImage(op, input);
  if (guidance.has_value()) {
    core::ImageSpec spec = *op.image;
    spec.noun = "guidance";
    core::CheckImage(name, *guidance, spec);
    KC_CHECK(guidance->sym_size(0) == input.sym_size(0) &&
                 guidance->sym_size(2) == input.sym_size(2) &&
                 guidance->sym_size(3) == input.sym_size(3),
             name, c10::str("guidance of the input's batch and size ", input.sym_sizes()), "shape ",
             guidance->sym_sizes());
  }
  const c10::SymInt batch = input.sym_size(0);
  if (sigmas.color_tensor.has_value()) {
    CheckSigmaTensor(name, "sigma_color", *sigmas.color_tensor, batch, false);
  } else {
    KC_CHECK(sigmas.color > 0, name, "a positive sigma_color", "sigma_color = ", sigmas.color);
    // Kornia's -0.5 / sigma_color ** 2 raises ZeroDivisionError there.
    KC_CHECK(sigmas.color * sigmas.color > 0, name,
             "a sigma_color whose square is positive (Kornia divides by it)",
             "sigma_color = ", sigmas.color);
  }
  if (sigmas.space_tensor.has_value())
    CheckSigmaTensor(name, "sigma_space", *sigmas.space_tensor, batch, true);
  const auto [ky, kx] = kernel_size;
  for (int64_t k : kernel_size)
    KC_CHECK(k > 0 && k % 2 == 1, name, "a positive odd kernel size", "kernel_size = (", ky, ", ",
             kx, ")");
  const Border border = BilateralBorder(name, border_type);
  CheckBorderFits(name, border, ky, kx, input);
  KC_CHECK(color_distance_type == "l1" || color_distance_type == "l2", name,
           "color_distance_type l1 or l2", "'", color_distance_type, "'");
  const bool l1 = color_distance_type == "l1";

  // Kornia's _to_floating; the work dtype float32 for the half ones.
  const c10::ScalarType dtype =
      at::isFloatingType(input.scalar_type()) ? input.scalar_type() : at::kFloat;
  const c10::ScalarType work = WorkDtype(dtype);
  // The tap loop's contiguous image (and guidance, cast to the image's dtype).
  const at::Tensor image = input.to(dtype).to(work).contiguous();
  const at::Tensor guide = guidance.has_value() ? guidance->to(dtype).to(work).contiguous() : image;

  // The spatial kernel in the image's dtype (Kornia's get_gaussian_kernel2d(
  // kernel_size, sigma_space, dtype=input.dtype); a tensor sigma cast to it),
  // one weight per tap: (1 or B, ky * kx, 1, 1).
  const std::vector<int64_t> sizes = {ky, kx};
  const at::Tensor space =
      (sigmas.space_tensor.has_value()
           ? GaussianKernelNd(name, sizes, sigmas.space_tensor->to(dtype), false, 2)
           : GaussianKernelNd(name, sizes, {sigmas.space[0], sigmas.space[1]}, false,
                              input.device(), dtype, 2))
          .to(work)
          .view_symint({-1, ky * kx, 1, 1});
  // -0.5 / sigma_color ** 2: a tensor's as Python's reflected division
  // computes it (reciprocal, then the product), per sample (B or 1, 1, 1, 1).
  std::optional<at::Tensor> scale;
  if (sigmas.color_tensor.has_value()) {
    const at::Tensor& s = *sigmas.color_tensor;
    const at::Tensor checked = core::AssertInGraph(
        s, (s > 0).all(),
        c10::str(name, "(): expected every sigma_color > 0, but got one that is not"));
    scale = (checked.to(dtype).to(work).square().reciprocal() * -0.5).view({-1, 1, 1, 1});
  }
  const double host_scale = -0.5 / (sigmas.color * sigmas.color);

  const int64_t py = (ky - 1) / 2, px = (kx - 1) / 2;
  const at::Tensor padded = Pad(image, {px, px, py, py}, border);
  const at::Tensor padded_guide =
      guidance.has_value() ? Pad(guide, {px, px, py, py}, border) : padded;
  const c10::SymInt h = image.sym_size(2), w = image.sym_size(3);
  const bool grey = core::HostSize(guide, 1) == 1;
  at::Tensor weighted, normalizer;
  for (int64_t tap = 0; tap < ky * kx; ++tap) {
    const int64_t dy = tap / kx, dx = tap % kx;
    auto shifted = [&](const at::Tensor& t) {
      return t.slice_symint(2, dy, h + dy).slice_symint(3, dx, w + dx);
    };
    const at::Tensor diff = shifted(padded_guide) - guide;
    // One channel: its sum is itself and |d|^2 == d^2, both distances d^2.
    const at::Tensor distance = grey ? diff.square()
                                : l1 ? diff.abs().sum(1, true).square()
                                     : diff.square().sum(1, true);
    const at::Tensor exponent = scale.has_value() ? *scale * distance : distance * host_scale;
    // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
    const at::Tensor weight = space.narrow(1, tap, 1) * exponent.exp();
    const at::Tensor values = shifted(padded);
    if (tap == 0) {
      weighted = values * weight;
      normalizer = weight;
    } else {
      weighted = weighted.addcmul(values, weight);
      normalizer = normalizer + weight;
    }
  }
  const at::Tensor out = weighted / normalizer;
  return core::IsHalfDtype(dtype) ? out.to(dtype) : out;
}

}  // namespace detail

namespace bilateral_blur_internal {

at::Tensor Blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                const detail::BilateralSigmas& sigmas, const std::string& border_type,
                const std::string& color_distance_type) {
  return detail::BilateralBlur(bilateral_blur_op(), input, std::nullopt, kernel_size, sigmas,
                               border_type, color_distance_type);
}

}  // namespace bilateral_blur_internal

at::Tensor bilateral_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                          double sigma_color, std::array<double, 2> sigma_space,
                          const std::string& border_type, const std::string& color_distance_type) {
  return bilateral_blur_internal::Blur(input, kernel_size,
                                       {sigma_color, std::nullopt, sigma_space, std::nullopt},
                                       border_type, color_distance_type);
}

at::Tensor bilateral_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                          const at::Tensor& sigma_color, std::array<double, 2> sigma_space,
                          const std::string& border_type, const std::string& color_distance_type) {
  return bilateral_blur_internal::Blur(input, kernel_size,
                                       {0.0, sigma_color, sigma_space, std::nullopt}, border_type,
                                       color_distance_type);
}

at::Tensor bilateral_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                          double sigma_color, const at::Tensor& sigma_space,
                          const std::string& border_type, const std::string& color_distance_type) {
  return bilateral_blur_internal::Blur(input, kernel_size,
                                       {sigma_color, std::nullopt, {0.0, 0.0}, sigma_space},
                                       border_type, color_distance_type);
}

at::Tensor bilateral_blur(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                          const at::Tensor& sigma_color, const at::Tensor& sigma_space,
                          const std::string& border_type, const std::string& color_distance_type) {
  return bilateral_blur_internal::Blur(input, kernel_size,
                                       {0.0, sigma_color, {0.0, 0.0}, sigma_space}, border_type,
                                       color_distance_type);
}

}  // namespace kornia::filters

namespace kornia::filters {

namespace bilateral_blur_internal {

const char* Name() { return bilateral_blur_op().name.c_str(); }
std::array<int64_t, 2> Kernel(const std::vector<int64_t>& k) {
  return core::PairOf(Name(), "kernel_size", k);
}
std::array<double, 2> Space(const std::vector<double>& s) {
  return core::PairOf(Name(), "sigma_space", s);
}

}  // namespace bilateral_blur_internal

KC_OP(
    bilateral_blur,
    {.kornia = "kornia.filters.bilateral_blur",
     .module = {"BilateralBlur",
                {"kernel_size", "sigma_color", "sigma_space", "border_type", "color_distance_type"},
                {"input"}},
     // Kornia takes sigma_space as a tuple or a tensor: one number or a list is refused.
     .python = {.no_number = {"sigma_space"}, .no_list = {"sigma_space"}},
     .image = core::ImageSpec{.noun = "an input",
                              .rank = core::ImageRank::kBatch,
                              .non_empty = true,
                              .dtypes = core::ImageDtypes::kReal},
     // One overload per form of (sigma_color, sigma_space), the tensor ones
     // first: a call resolves to the first whose types fit, so a one-element
     // sigma_color tensor is never read as a float.
     .overloads =
         {core::Def("Tensor",
                    "(Tensor input, int[2] kernel_size, Tensor sigma_color, Tensor sigma_space, "
                    "str border_type='reflect', str color_distance_type='l1') -> Tensor",
                    [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                       const at::Tensor& sigma_color, const at::Tensor& sigma_space,
                       std::string border_type, std::string color_distance_type) {
                      return bilateral_blur(input, bilateral_blur_internal::Kernel(kernel_size),
                                            sigma_color, sigma_space, border_type,
                                            color_distance_type);
                    }),
          core::Def("Tensor_color",
                    "(Tensor input, int[2] kernel_size, Tensor sigma_color, float[2] sigma_space, "
                    "str border_type='reflect', str color_distance_type='l1') -> Tensor",
                    [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                       const at::Tensor& sigma_color, std::vector<double> sigma_space,
                       std::string border_type, std::string color_distance_type) {
                      return bilateral_blur(input, bilateral_blur_internal::Kernel(kernel_size),
                                            sigma_color,
                                            bilateral_blur_internal::Space(sigma_space),
                                            border_type, color_distance_type);
                    }),
          core::Def("Tensor_space",
                    "(Tensor input, int[2] kernel_size, float sigma_color, Tensor sigma_space, "
                    "str border_type='reflect', str color_distance_type='l1') -> Tensor",
                    [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                       double sigma_color, const at::Tensor& sigma_space, std::string border_type,
                       std::string color_distance_type) {
                      return bilateral_blur(input, bilateral_blur_internal::Kernel(kernel_size),
                                            sigma_color, sigma_space, border_type,
                                            color_distance_type);
                    }),
          core::Def("(Tensor input, int[2] kernel_size, float sigma_color, float[2] sigma_space, "
                    "str border_type='reflect', str color_distance_type='l1') -> Tensor",
                    [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                       double sigma_color, std::vector<double> sigma_space, std::string border_type,
                       std::string color_distance_type) {
                      return bilateral_blur(input, bilateral_blur_internal::Kernel(kernel_size),
                                            sigma_color,
                                            bilateral_blur_internal::Space(sigma_space),
                                            border_type, color_distance_type);
                    })},
     .call = [](const at::Tensor& x) {
       return bilateral_blur(x, {3, 3}, 0.1, {1.5, 1.5});
     }});

}  // namespace kornia::filters
