#include "ops/augmentation/base.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/rand.h>
#include <ATen/ops/where.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "ops/core/check.h"

namespace kornia::augmentation {

AugmentationBase2D::AugmentationBase2D(const core::OpSpec& spec, double p, at::Generator generator)
    : spec_(spec), name_(spec.Subject()), p_(p), generator_(std::move(generator)) {
  KC_CHECK(p >= 0.0 && p <= 1.0, name_.c_str(), "p in [0, 1]", "p = ", p);
  KC_CHECK(generator_.defined(), name_.c_str(), "a defined generator", "an undefined one");
}

at::Tensor AugmentationBase2D::operator()(const at::Tensor& input) {
  core::CheckImage(spec_, input);
  CheckInput(input);
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

FactorAugmentation2D::FactorAugmentation2D(const core::OpSpec& spec, std::string factor,
                                           const std::vector<double>& arg, double lo, double hi,
                                           bool clip_output, double p, at::Generator generator)
    : AugmentationBase2D(spec, p, std::move(generator)),
      key_(factor + "_factor"),
      range_(detail::FactorRange(this->name().c_str(), factor.c_str(), arg, 1.0f, lo, hi)),
      clip_output_(clip_output) {}

Params FactorAugmentation2D::Sample(int64_t batch, const at::Tensor& x) {
  return {{key_, detail::DrawUniform(batch, range_, generator(), x)}};
}

std::pair<at::Tensor, at::Tensor> FactorAugmentation2D::ApplyInputs(const at::Tensor& x,
                                                                    const Params& params) const {
  return {clip_output_ ? core::ClampUnit(x) : x, params.at(key_).to(x.scalar_type())};
}

namespace detail {

namespace {

std::string Show(const std::vector<double>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + c10::str(v[i]);
  return "(" + s + ")";
}

}  // namespace

std::array<float, 2> FactorRange(const char* op, const char* name, const std::vector<double>& arg,
                                 float center, double b0, double b1) {
  KC_CHECK(arg.size() == 1 || arg.size() == 2, op,
           c10::str(name, " one number or a (min, max) pair"), name, " = ", Show(arg));
  float lo, hi;
  if (arg.size() == 1) {
    KC_CHECK(std::isfinite(arg[0]) && arg[0] >= 0.0, op, c10::str(name, " a finite number >= 0"),
             name, " = ", arg[0]);
    const float s = static_cast<float>(arg[0]);
    lo = std::max(-s + center, static_cast<float>(b0));
    hi = s + center;
  } else {
    lo = static_cast<float>(arg[0]), hi = static_cast<float>(arg[1]);
    KC_CHECK(std::isfinite(lo) && std::isfinite(hi), op, c10::str("a finite ", name, " range"),
             name, " = ", Show(arg));
  }
  KC_CHECK(b0 <= lo && lo <= hi && hi <= b1, op,
           c10::str(name, " a range (min, max) with ", b0, " <= min <= max <= ", b1), name,
           " range = ", Show({lo, hi}));
  return {lo, hi};
}

at::Tensor DrawUniform(int64_t batch, const std::array<float, 2>& range, at::Generator& generator,
                       const at::Tensor& x) {
  const at::Tensor u = at::rand({batch}, generator,
                                at::TensorOptions().dtype(at::kFloat).device(generator.device()));
  const float width = range[1] - range[0];
  return (u * width + range[0]).to(x.device());
}

}  // namespace detail

}  // namespace kornia::augmentation
