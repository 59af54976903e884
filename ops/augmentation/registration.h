// An augmentation's operator from one maker: its three overloads, so every
// augmentation has the draws, Kornia's `_params` and its replay alike.
// Included by an augmentation's own .cc only (it brings in <torch/library.h>).
//
//   KC_OP(random_brightness,
//         {..., .overloads = AugmentationOverloads(
//                   "float[] brightness=[1., 1.], bool clip_output=True, "
//                   "bool same_on_batch=False, float p=1., bool keepdim=False",
//                   +[](at::Generator g, std::vector<double> brightness, bool clip_output,
//                       bool same_on_batch, double p, bool keepdim) {
//                     return RandomBrightness(brightness, clip_output,
//                                             {p, 1.0, same_on_batch, keepdim}, std::move(g));
//                   },
//                   &random_brightness_op), ...});
//
// registers, with <args> the first argument's text:
//   op(Tensor input, <args>, Generator? generator=None) -> Tensor
//       the draws and the output (Torch's default CPU generator unless one is
//       given);
//   op.params(Tensor input, <args>, Generator? generator=None, *, bool with_params)
//       -> (Tensor output, Tensor batch_prob, Tensor[] params, Tensor transform_matrix)
//       the same draws and output, with Kornia's `_params` (the values of the
//       spec's `params` keys, in its order) and transform_matrix; the
//       keyword-only `with_params` names this overload where the arguments
//       alone choose one (TorchScript: `op(x, ..., with_params=True)`);
//   op.apply(Tensor input, Tensor[] params, Tensor? batch_prob, <args>)
//       -> (Tensor output, Tensor transform_matrix)
//       Kornia's forward(input, params=...): no draw (AugmentationBase2D::Replay;
//       no batch_prob: every sample applied).
#pragma once

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/core/Tensor.h>

#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "ops/augmentation/base.h"
#include "ops/core/check.h"
#include "ops/core/op_registration.h"

namespace kornia::augmentation {

namespace detail {

inline at::Generator GeneratorOr(const c10::optional<at::Generator>& generator) {
  return generator ? *generator : at::detail::getDefaultCPUGenerator();
}

// The spec's params keys' values of `params`, in order.
std::vector<at::Tensor> ParamValues(const core::OpSpec& spec, const Params& params);
// `values` keyed by the spec's params keys (one each, or an error naming the
// op), with batch_prob where given.
Params KeyedParams(const core::OpSpec& spec, const std::vector<at::Tensor>& values,
                   const c10::optional<at::Tensor>& batch_prob);

}  // namespace detail

template <class Op, class... Args>
std::vector<core::Overload> AugmentationOverloads(const std::string& args,
                                                  Op (*make)(at::Generator, Args...),
                                                  const core::OpSpec& (*spec)()) {
  return {
      core::Def("(Tensor input, " + args + ", Generator? generator=None) -> Tensor",
                [make](const at::Tensor& input, Args... a,
                       c10::optional<at::Generator> generator) -> at::Tensor {
                  Op op = make(detail::GeneratorOr(generator), a...);
                  return op(input);
                }),
      core::Def("params",
                "(Tensor input, " + args +
                    ", Generator? generator=None, *, bool with_params) -> (Tensor output, Tensor "
                    "batch_prob, Tensor[] params, Tensor transform_matrix)",
                [make, spec](const at::Tensor& input, Args... a,
                             c10::optional<at::Generator> generator, bool /*with_params*/)
                    -> std::tuple<at::Tensor, at::Tensor, std::vector<at::Tensor>, at::Tensor> {
                  Op op = make(detail::GeneratorOr(generator), a...);
                  at::Tensor out = op(input);
                  return {out, op.Last().at("batch_prob"), detail::ParamValues(spec(), op.Last()),
                          op.Matrix(input, op.Last())};
                }),
      core::Def("apply",
                "(Tensor input, Tensor[] params, Tensor? batch_prob=None, " + args +
                    ") -> (Tensor output, Tensor transform_matrix)",
                [make, spec](const at::Tensor& input, std::vector<at::Tensor> values,
                             c10::optional<at::Tensor> batch_prob,
                             Args... a) -> std::tuple<at::Tensor, at::Tensor> {
                  const Op op = make(at::detail::getDefaultCPUGenerator(), a...);
                  const Params params = detail::KeyedParams(spec(), values, batch_prob);
                  return {op.Replay(input, params), op.Matrix(input, params)};
                }),
  };
}

}  // namespace kornia::augmentation
