#include "ops/enhance/image_histogram2d.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/abs.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/clamp_max.h>
#include <ATen/ops/exp.h>
#include <ATen/ops/promote_types.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/sum.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>
#include <ATen/ops/zeros_like.h>

#include <cmath>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/core/torch_library.h"

namespace kornia::enhance {
namespace image_histogram2d_internal {

enum class Kernel { kTriangular, kGaussian, kUniform, kEpanechnikov };

}  // namespace image_histogram2d_internal

std::tuple<at::Tensor, at::Tensor> image_histogram2d(const at::Tensor& image, double min,
                                                     double max, int64_t n_bins,
                                                     std::optional<double> bandwidth,
                                                     const std::optional<at::Tensor>& centers,
                                                     bool return_pdf, const std::string& kernel,
                                                     double eps) {
  using namespace image_histogram2d_internal;
  const char* const kOp = image_histogram2d_op().name.c_str();
  KC_CHECK(image.dim() >= 2 && image.dim() <= 4, kOp,
           "an image of shape (H, W), (C, H, W) or (B, C, H, W)", "shape ", image.sizes());
  KC_CHECK_DTYPE(!at::isComplexType(image.scalar_type()), kOp, "a real image", "complex dtype ",
                 core::DtypeName(image.scalar_type()));
  KC_CHECK(!centers || centers->dim() <= 1, kOp, "centers of shape (n_bins,)", "shape ",
           centers->sizes());
  KC_CHECK_DTYPE(!centers || !at::isComplexType(centers->scalar_type()), kOp, "real centers",
                 "complex dtype ", core::DtypeName(centers->scalar_type()));
  const Kernel k = core::ParseEnum<Kernel>(kOp, "kernel", kernel,
                                           {{"triangular", Kernel::kTriangular},
                                            {"gaussian", Kernel::kGaussian},
                                            {"uniform", Kernel::kUniform},
                                            {"epanechnikov", Kernel::kEpanechnikov}});
  // Kornia's _validate_histogram_bandwidth, on host values.
  const bool auto_centers = !centers || centers->numel() == 0;
  const bool auto_bandwidth = !bandwidth || *bandwidth == -1.0;
  if (auto_centers || auto_bandwidth) {
    KC_CHECK(n_bins > 0, kOp, "n_bins > 0 for automatic centers or bandwidth", n_bins);
    KC_CHECK(std::isfinite(min) && std::isfinite(max) && max > min, kOp,
             "a finite, non-empty range [min, max] for automatic centers or bandwidth", "[", min,
             ", ", max, "]");
  }
  const double bw = auto_bandwidth ? (max - min) / static_cast<double>(n_bins) : *bandwidth;
  KC_CHECK(std::isfinite(bw) && bw > 0.0, kOp, "a finite bandwidth > 0", bw);

  // Kornia's compute dtype: float32 at least, so that counts do not overflow.
  const at::ScalarType center_dtype = auto_centers ? at::kFloat : centers->scalar_type();
  const at::ScalarType work =
      at::promote_types(at::kFloat, at::promote_types(image.scalar_type(), center_dtype));
  const at::TensorOptions options = image.options().dtype(work);
  const at::Tensor c =
      (auto_centers ? (at::arange(n_bins, options) + 0.5) * bw + min : centers->to(work))
          .reshape({-1, 1, 1, 1, 1});
  // (n_bins, [B, C,] H, W), contiguous: the image's layout does not reach the sums.
  const at::Tensor u = at::abs(image.to(work).contiguous().unsqueeze(0) - c) / bw;
  at::Tensor values;
  if (k == Kernel::kGaussian) {
    values = core::ScalarPath(u.pow(2) * -0.5, [](const at::Tensor& t) { return at::exp(t); });
  } else {
    // The support mask, as Kornia's; the kernel reads u clamped to 2 (see the
    // header): the same value for every finite u within the support.
    const at::Tensor mask = (u <= 1).to(work);
    if (k == Kernel::kUniform) {
      values = mask;
    } else {
      const at::Tensor v = at::clamp_max(u, 2.0);
      values = at::rsub(k == Kernel::kTriangular ? v : v.pow(2), 1.0) * mask;
      // Outside the support that is (1 - 2) * 0 = -0.0: made +0.0 (NaN kept),
      // so that the sums below are +0.0 in any order. ATen's sum starts from
      // +0.0 and gave +0.0 already (these bits unchanged); inductor's did
      // not (-0.0 for an empty bin under torch.compile).
      values = at::where(values == 0, at::zeros({}, values.options()), values);
    }
  }
  // Kornia's _restore_float_dtype is the identity here: with automatic
  // centers a float32/float64 image already is the work dtype.
  // Contiguous, so that the pdf's sum over the bins runs in one order for any
  // batch size (Kornia's permuted view sums with a stride of B * C).
  at::Tensor hist = at::sum(values, {-2, -1}).permute({1, 2, 0}).contiguous();
  at::Tensor pdf = return_pdf ? hist / (at::sum(hist, {-1}, true) + eps) : at::Tensor();
  if (image.dim() == 2) {
    hist = hist.select(0, 0).select(0, 0);
    if (return_pdf) pdf = pdf.select(0, 0).select(0, 0);
  } else if (image.dim() == 3) {
    hist = hist.squeeze(0);
    if (return_pdf) pdf = pdf.squeeze(0);
  }
  if (!return_pdf) pdf = at::zeros_like(hist);
  return {hist, pdf};
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(image_histogram2d,
      {.kornia = "kornia.enhance.image_histogram2d",
       .python = {.float_only = {"min", "max"}},
       .overloads = {core::Def(
           "(Tensor image, float min=0.0, float max=255.0, int n_bins=256, float? bandwidth=None, "
           "Tensor? centers=None, bool return_pdf=False, str kernel='triangular', float eps=1e-10) "
           "-> (Tensor, Tensor)",
           [](const at::Tensor& image, double min, double max, int64_t n_bins,
              c10::optional<double> bandwidth, const c10::optional<at::Tensor>& centers,
              bool return_pdf, std::string kernel, double eps) {
             return kornia::enhance::image_histogram2d(
                 image, min, max, n_bins, kornia::core::StdOptional(bandwidth),
                 kornia::core::StdOptional(centers), return_pdf, kernel, eps);
           })},
       .call =
           [](const at::Tensor& x) {
             return std::get<0>(image_histogram2d(x, 0.0, x.is_floating_point() ? 1.0 : 255.0, 64));
           },
       .dtypes = core::DtypesOf(core::ImageDtypes::kReal),
       .reduces = core::Reduces::kToSlices,
       .outputs =
           [](const at::Tensor& x) {
             auto [hist, pdf] = image_histogram2d(x, 0.0, x.is_floating_point() ? 1.0 : 255.0, 64);
             return std::vector<at::Tensor>{hist, pdf};
           },
       .bench_side = 64});

}  // namespace kornia::enhance
