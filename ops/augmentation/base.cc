#include "ops/augmentation/base.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/rand.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>
#include <c10/util/StringUtil.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"

namespace kornia::augmentation {

AugmentationBase2D::AugmentationBase2D(const core::OpSpec& spec, Gate gate, at::Generator generator)
    : spec_(spec), name_(spec.Subject()), gate_(gate), generator_(std::move(generator)) {
  KC_CHECK(gate.p >= 0.0 && gate.p <= 1.0, name_.c_str(), "p in [0, 1]", "p = ", gate.p);
  KC_CHECK(gate.p_batch >= 0.0 && gate.p_batch <= 1.0, name_.c_str(), "p_batch in [0, 1]",
           "p_batch = ", gate.p_batch);
  KC_CHECK(generator_.defined(), name_.c_str(), "a defined generator", "an undefined one");
}

at::Tensor AugmentationBase2D::Batched(const at::Tensor& input) const {
  core::CheckImage(spec_, input);
  CheckInput(input);
  return detail::AsBatch(input);
}

at::Tensor AugmentationBase2D::Output(const at::Tensor& out, const at::Tensor& input) const {
  return gate_.keepdim && input.dim() < 4 ? out.view(input.sizes()) : out;
}

at::Tensor AugmentationBase2D::BatchProb(int64_t batch) {
  // Kornia's __batch_prob_generator__, draw for draw. Drawn on the
  // generator's device (a CPU generator gives the same draws for a CUDA
  // image); the caller moves the result to the image's.
  const auto options = at::TensorOptions().dtype(at::kFloat).device(generator_.device());
  const auto below = [&](int64_t n, double p) {
    return (at::rand({n}, generator_, options) < p).to(at::kFloat);
  };
  const auto fixed = [&](int64_t n, double p) {
    return p == 1.0 ? at::ones({n}, options) : p == 0.0 ? at::zeros({n}, options) : at::Tensor();
  };
  at::Tensor whole = fixed(1, gate_.p_batch);
  if (!whole.defined()) whole = below(1, gate_.p_batch);
  at::Tensor each = fixed(batch, gate_.p);
  if (!each.defined())
    each = gate_.same_on_batch ? below(1, gate_.p).expand({batch}) : below(batch, gate_.p);
  return whole * each;
}

at::Tensor AugmentationBase2D::operator()(const at::Tensor& input) {
  const at::Tensor x = Batched(input);
  const int64_t batch = x.size(0);
  const at::Tensor prob = BatchProb(batch).to(x.device());
  Params params = Sample(batch, x);
  at::Tensor out = Gated(x, params, prob > 0.5);
  params["batch_prob"] = prob;
  last_ = params;
  return Output(out, input);
}

at::Tensor AugmentationBase2D::Replay(const at::Tensor& input, const Params& params) const {
  const at::Tensor x = Batched(input);
  for (const std::string& key : spec_.params) {
    KC_CHECK(params.count(key), name_.c_str(), c10::str("params with ", key), "no ", key);
  }
  return Output(Gated(x, params, Applied(x, params)), input);
}

at::Tensor AugmentationBase2D::Applied(const at::Tensor& input, const Params& params) const {
  const at::Tensor x = detail::AsBatch(input);
  const int64_t batch = x.size(0);
  const auto it = params.find("batch_prob");
  if ((gate_.p == 1.0 && gate_.p_batch == 1.0) || it == params.end())
    return at::ones({batch}, x.options().dtype(at::kBool));
  KC_CHECK(it->second.dim() == 1 && it->second.size(0) == batch, name_.c_str(),
           c10::str("params batch_prob of shape [", batch, "]"), "shape ", it->second.sizes());
  return (it->second > 0.5).to(x.device());
}

at::Tensor AugmentationBase2D::Matrix(const at::Tensor& input, const Params& params) const {
  const at::Tensor x = detail::AsBatch(input);
  const auto dtype = at::isFloatingType(x.scalar_type()) ? x.scalar_type() : at::kFloat;
  return core::Eye(3, x.options().dtype(dtype)).expand({x.size(0), 3, 3});
}

at::Tensor AugmentationBase2D::FlipMatrix(const at::Tensor& input, const Params& params,
                                          int axis) const {
  const at::Tensor eye = AugmentationBase2D::Matrix(input, params);  // the identity
  at::Tensor flip = eye.clone();
  flip.select(1, axis).select(1, axis).fill_(-1);
  flip.select(1, axis).select(1, 2).fill_(static_cast<double>(input.size(-1 - axis) - 1));
  return at::where(Applied(input, params).view({-1, 1, 1}), flip, eye);
}

at::Tensor AugmentationBase2D::OverBatch(const at::Tensor& drawn, int64_t batch) const {
  return gate_.same_on_batch ? drawn.repeat({batch}) : drawn;
}

at::Tensor AugmentationBase2D::Gated(const at::Tensor& x, const Params& params,
                                     const at::Tensor& gate) const {
  std::vector<int64_t> shape(x.dim(), 1);
  shape[0] = x.size(0);
  return at::where(gate.view(shape), Apply(x, params), x);
}

FactorAugmentation2D::FactorAugmentation2D(const core::OpSpec& spec, std::string factor,
                                           const std::vector<double>& arg, double lo, double hi,
                                           bool clip_output, Gate gate, at::Generator generator)
    : AugmentationBase2D(spec, gate, std::move(generator)),
      key_(factor + "_factor"),
      range_(detail::FactorRange(this->name().c_str(), factor.c_str(), arg, 1.0f, lo, hi)),
      clip_output_(clip_output) {}

Params FactorAugmentation2D::Sample(int64_t batch, const at::Tensor& x) {
  return {{key_, OverBatch(detail::DrawUniform(Drawn(batch), range_, generator(), x), batch)}};
}

std::pair<at::Tensor, at::Tensor> FactorAugmentation2D::ApplyInputs(const at::Tensor& x,
                                                                    const Params& params) const {
  return {clip_output_ ? core::ClampUnit(x) : x, params.at(key_).to(x.scalar_type())};
}

namespace detail {

at::Tensor AsBatch(const at::Tensor& image) {
  if (image.dim() == 2) return image.view({1, 1, image.size(0), image.size(1)});
  return image.dim() == 3 ? image.unsqueeze(0) : image;
}

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

std::vector<at::Tensor> ParamValues(const core::OpSpec& spec, const Params& params) {
  std::vector<at::Tensor> values;
  for (const std::string& key : spec.params) values.push_back(params.at(key));
  return values;
}

Params KeyedParams(const core::OpSpec& spec, const std::vector<at::Tensor>& values,
                   const c10::optional<at::Tensor>& batch_prob) {
  KC_CHECK(values.size() == spec.params.size(), spec.Subject().c_str(),
           c10::str(spec.params.size(), " params (", c10::Join(", ", spec.params), ")"),
           values.size());
  Params params;
  for (size_t i = 0; i < values.size(); ++i) params[spec.params[i]] = values[i];
  if (batch_prob) params["batch_prob"] = *batch_prob;
  return params;
}

}  // namespace detail

}  // namespace kornia::augmentation
