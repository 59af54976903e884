// The derivatives of the enhance ops that Kornia differentiates through, where
// their forward computes otherwise than Kornia's: zca's eigensolver (Jacobi
// rotations where Kornia has an SVD) and the JPEG codec's block passes (mul's
// out= form, which has no derivative). Each against central differences of
// the op itself (torch.autograd.gradcheck's test) on Kornia's own gradcheck
// data, and the codec against Kornia's reference numbers.
#include <ATen/core/Tensor.h>
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <functional>
#include <tuple>

#include "ops/enhance/jpeg_codec_differentiable.h"
#include "ops/enhance/zca_mean.h"
#include "ops/enhance/zca_whiten.h"
#include "ops/native/native.h"

namespace kornia::enhance {
namespace {

using Loss = std::function<torch::Tensor(const torch::Tensor&)>;

// d loss / d x by central differences of step 1e-6 (gradcheck's eps).
torch::Tensor CentralDifferences(const Loss& loss, const torch::Tensor& x) {
  torch::NoGradGuard no_grad;
  torch::Tensor grad = torch::empty_like(x);
  for (int64_t i = 0; i < x.numel(); ++i) {
    torch::Tensor up = x.clone(), down = x.clone();
    up.view(-1)[i] += 1e-6;
    down.view(-1)[i] -= 1e-6;
    grad.view(-1)[i] = (loss(up) - loss(down)) / 2e-6;
  }
  return grad;
}

torch::Tensor Backward(const Loss& loss, const torch::Tensor& x) {
  const torch::Tensor leaf = x.clone().requires_grad_(true);
  loss(leaf).backward();
  return leaf.grad();
}

// Kornia's test_grad_zca_individual_transforms data: four samples of two
// features, distinct eigenvalues (4 / 3 and 2 / 3).
torch::Tensor ZcaData() {
  return torch::tensor({2.0, 0.0, 0.0, 1.0, -2.0, 0.0, 0.0, -1.0}, torch::kDouble).view({4, 2});
}

// Each output of the fit (transform, mean, inverse) and the whitened data,
// weighted, against central differences (gradcheck's tolerances).
TEST(Derivatives, ZcaIsTheEigendecompositions) {
  const torch::Tensor x = ZcaData();
  for (int part = 0; part < 4; ++part) {
    SCOPED_TRACE(part);
    const Loss loss = [part](const torch::Tensor& in) {
      if (part == 3) return (zca_whiten(in) * torch::arange(1, 9, in.options()).view({4, 2})).sum();
      const auto [transform, mean, inverse] = zca_mean(in, 0, true, 1e-6, true);
      const torch::Tensor out = part == 0 ? transform : part == 1 ? mean : *inverse;
      return (out * torch::arange(1, out.numel() + 1, in.options()).view(out.sizes())).sum();
    };
    const torch::Tensor want = CentralDifferences(loss, x);
    EXPECT_TRUE(torch::allclose(Backward(loss, x), want, 1e-3, 1e-5))
        << Backward(loss, x) << "\nwant\n"
        << want;
  }
}

// The planted defect: the rotations' own derivative (the composite form, the
// op's path under native::CompositeOnly) is not the function's.
TEST(Derivatives, PlantedRotationDerivativeIsCaught) {
  const torch::Tensor x = ZcaData();
  const Loss loss = [](const torch::Tensor& in) {
    const auto [transform, mean, inverse] = zca_mean(in);
    return (transform * torch::arange(1, 5, in.options()).view({2, 2})).sum();
  };
  const torch::Tensor want = CentralDifferences(loss, x);
  native::CompositeOnly rotations;
  EXPECT_FALSE(torch::allclose(Backward(loss, x), want, 1e-3, 1e-5));
}

// Kornia's test_gradcheck: a square on a black 16 x 16 image at quality 10,
// the summed output's gradients against its reference numbers (its
// tolerance, 0.01), and the image's against central differences.
TEST(Derivatives, JpegCodecIsDifferentiable) {
  torch::Tensor image = torch::zeros({1, 3, 16, 16});
  image.index_put_({0, 0, torch::indexing::Slice(4, -4), torch::indexing::Slice(4, -4)}, 1.0);
  image.index_put_({0, torch::indexing::Slice(1, 3), torch::indexing::Slice(4, -4),
                    torch::indexing::Slice(4, -4)},
                   0.5);
  image.requires_grad_(true);
  const torch::Tensor quality = torch::tensor({10.0f}).requires_grad_(true);
  jpeg_codec_differentiable(image, quality).abs().sum().backward();
  EXPECT_NEAR(image.grad().mean().item<double>(), 0.1919, 0.01 + 0.01 * 0.1919);
  EXPECT_NEAR(quality.grad().item<double>(), 0.0042, 0.01 + 0.01 * 0.0042);

  const torch::Tensor x = torch::rand({1, 3, 8, 8}, torch::kDouble);
  const torch::Tensor q = torch::tensor({50.0}, torch::kDouble);
  const torch::Tensor w = torch::rand({1, 3, 8, 8}, torch::kDouble);
  const Loss loss = [q, w](const torch::Tensor& in) {
    return (jpeg_codec_differentiable(in, q) * w).sum();
  };
  EXPECT_TRUE(torch::allclose(Backward(loss, x), CentralDifferences(loss, x), 1e-3, 1e-5));
}

}  // namespace
}  // namespace kornia::enhance
