#include "ops/augmentation/base.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/rand.h>
#include <ATen/ops/where.h>

#include "ops/core/check.h"

namespace kornia::augmentation {

AugmentationBase2D::AugmentationBase2D(std::string name, double p, at::Generator generator,
                                       core::ImageDtypes dtypes)
    : name_(std::move(name)), p_(p), generator_(std::move(generator)), dtypes_(dtypes) {
  KC_CHECK(p >= 0.0 && p <= 1.0, name_.c_str(), "p in [0, 1]", "p = ", p);
  KC_CHECK(generator_.defined(), name_.c_str(), "a defined generator", "an undefined one");
}

at::Tensor AugmentationBase2D::operator()(const at::Tensor& input) {
  core::CheckImage(name_.c_str(), input,
                   {.rank = core::ImageRank::kOptionalBatch, .dtypes = dtypes_});
  const at::Tensor x = input.dim() == 3 ? input.unsqueeze(0) : input;
  const int64_t batch = x.size(0);
  // Drawn on the generator's device (a CPU generator gives the same draws for
  // a CUDA image), then moved to the image's.
  const at::Tensor u = at::rand({batch}, generator_,
                                at::TensorOptions().dtype(at::kFloat).device(generator_.device()));
  const at::Tensor gate = (u < p_).to(x.device());
  Params params = Sample(batch, x);
  at::Tensor out = Gated(x, params, gate);
  params["batch_prob"] = gate;
  last_ = params;
  return out;
}

at::Tensor AugmentationBase2D::Gated(const at::Tensor& x, const Params& params,
                                     const at::Tensor& gate) const {
  std::vector<int64_t> shape(x.dim(), 1);
  shape[0] = x.size(0);
  return at::where(gate.view(shape), Apply(x, params), x);
}

}  // namespace kornia::augmentation
