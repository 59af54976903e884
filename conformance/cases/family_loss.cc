// Out-of-line bodies of family_loss.h: compiled once in //conformance:cases_common,
// not again in every case file that includes the header.
#include "conformance/cases/family_loss.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kornia::conformance::cases {

torch::Tensor LossLabels(std::vector<int64_t> shape, int64_t classes, uint64_t seed, bool ignore,
                         bool all_ignored) {
  torch::Tensor t = MakeInput(shape, torch::kLong, ValueClass::kUniform, seed, 0, classes - 1);
  if (ignore) {
    const torch::Tensor u = MakeInput(shape, torch::kDouble, ValueClass::kUniform, seed + 1);
    t = torch::where(u < 0.25, torch::full_like(t, -100), t);
  }
  if (all_ignored) t.select(0, 1).fill_(-100);
  return t;
}

std::vector<SweepPoint> LossPoints(const LossSpec& s) {
  std::vector<SweepPoint> points;
  const int64_t classes = LossClasses(s);
  auto run = [call = s.call](std::string variant, bool ignore, bool weighted) {
    return [=](const Inputs& in) {
      return call(in[0], in[1], variant,
                  weighted ? std::optional<torch::Tensor>(in[2]) : std::nullopt,
                  ignore ? std::optional<int64_t>(-100) : std::nullopt);
    };
  };
  const std::vector<bool> ignores =
      s.ignore_index ? std::vector<bool>{false, true} : std::vector<bool>{false};
  const std::vector<bool> weights =
      s.weight.empty() ? std::vector<bool>{false} : std::vector<bool>{false, true};
  for (const auto& d : kFloatDtypes)
    for (const std::string& variant : s.variants)
      for (bool ignore : ignores)
        for (bool weighted : weights) {
          const std::string cls =
              c10::str(d.name, "_", variant, ignore ? "_ignore" : "", weighted ? "_weighted" : "");
          for (int v = 0; v < 3; ++v) {
            const std::string id = cls + "_v" + std::to_string(v);
            Inputs in = {
                MakeInput({2, classes, 5, 6}, d.type, ValueClass::kUniform, SeedOf(id), s.lo, s.hi),
                LossLabels({2, 5, 6}, classes, SeedOf(id), ignore, ignore && v == 2)};
            if (weighted) in.push_back(torch::tensor(s.weight).to(d.type));
            points.push_back(Point(id, cls, d.name, in, run(variant, ignore, weighted)));
            points.back().kornia = s.kornia(variant, weighted, ignore);
          }
        }
  for (const auto& d : kFloatDtypes) {
    const std::string id = c10::str(d.name, "_", s.large_variant, "_ignore_large");
    points.push_back(Point(id, id, d.name,
                           {LargeImage(d.type, classes, id, s.lo, s.hi),
                            LossLabels({2, 128, 128}, classes, SeedOf(id), s.ignore_index)},
                           run(s.large_variant, s.ignore_index, false)));
    points.back().kornia = s.kornia(s.large_variant, false, s.ignore_index);
  }
  return points;
}

std::vector<ErrorCase> LossErrors(const std::string& op, const LossSpec& s) {
  const int64_t classes = LossClasses(s);
  const torch::Tensor pred = torch::rand({2, classes, 3, 3});
  const torch::Tensor good = torch::zeros({2, 3, 3}, torch::kLong);
  const torch::Tensor bad = torch::full({2, 3, 3}, classes, torch::kLong);
  auto call = [call = s.call, v = s.variants.front()](const torch::Tensor& pred,
                                                      const torch::Tensor& target) {
    return call(pred, target, v, std::nullopt, std::nullopt);
  };
  auto graph = [call](const Inputs& in) { return call(in[0], in[1]); };
  std::vector<ErrorCase> errors = {
      {"label_out_of_range", [call, pred, bad] { call(pred, bad); },
       op + "(): expected every target label in [0, C)" +
           (s.ignore_index ? " or ignore_index" : "") + ", but got one outside",
       GraphError{graph, {pred, good}, {pred, bad}}},
      {"target_shape",
       [call, pred] {
         call(pred, torch::zeros({2, 3, 4}, torch::kLong));
       },
       op + "(): expected target of shape (2, 3, 3), but got shape [2, 3, 4]"},
      {"target_int32",
       [call, pred] {
         call(pred, torch::zeros({2, 3, 3}, torch::kInt));
       },
       op + "(): expected an int64 target, but got int32"},
      {s.variant_arg + "_unknown",
       [c = s.call, pred, good] { c(pred, good, "weighted", std::nullopt, std::nullopt); },
       EnumMessage(op, s.variant_arg, s.variants, "weighted")}};
  if (!s.weight.empty())
    errors.push_back(
        {"weight_shape",
         [c = s.call, pred, good, v = s.variants.front()] {
           c(pred, good, v, torch::ones({3}), std::nullopt);
         },
         c10::str(op, "(): expected weight of shape (", classes, ",), but got shape [3]")});
  return errors;
}

OpCase LossOp(ImageOpSpec spec, const LossSpec& loss) {
  if (!spec.call)
    spec.call = [call = loss.call, v = loss.variants.front()](const torch::Tensor& pred) {
      // A target that fits pred wherever pred has the dims (only pred is wrong
      // in the signature's errors).
      std::vector<int64_t> target = {pred.dim() > 0 ? pred.size(0) : 1, 4, 5};
      if (pred.dim() >= 3) target = {target[0], pred.size(-2), pred.size(-1)};
      return call(pred, torch::zeros(target, torch::kLong), v, std::nullopt, std::nullopt);
    };
  OpCase c = ImageOp(spec);
  c.points = [loss] { return LossPoints(loss); };
  c.batch_inputs = {0, 1};
  c.batch_preserving = false;
  for (ErrorCase& e : LossErrors(spec.name, loss)) c.errors.push_back(std::move(e));
  return c;
}
}  // namespace kornia::conformance::cases
