#include "conformance/cases/geometry/family_params.h"

#include <c10/util/StringUtil.h>

namespace kornia::conformance::cases {
namespace family_params_internal {

std::vector<int64_t> ShapeOf(const ParamSpec& p, int64_t b) {
  return p.n == 0 ? std::vector<int64_t>{b} : std::vector<int64_t>{b, p.n};
}

// The point's call: its inputs are the present parameters, in order.
OpFn Run(ParamsFn run, std::vector<bool> present) {
  return [run, present](const Inputs& in) {
    std::vector<std::optional<torch::Tensor>> args;
    size_t next = 0;
    for (bool p : present) args.push_back(p ? std::optional(in.at(next++)) : std::nullopt);
    return run(args);
  };
}

// Kornia's call: the present parameters positionally, None for the others.
KorniaCall Call(const std::vector<bool>& present) {
  KorniaCall k;
  int next = 0;
  for (bool p : present) k.args.push_back(p ? In(next++) : KorniaArg(nullptr));
  return k;
}

}  // namespace family_params_internal

OpCase ParamsOp(const core::OpSpec& op, std::vector<ParamSpec> params, ParamsFn run) {
  using family_params_internal::Call;
  using family_params_internal::Run;
  using family_params_internal::ShapeOf;
  const std::vector<bool> all(params.size(), true);
  OpCase c = ImageOp(op, [params, run](const torch::Tensor& x) {
    std::vector<std::optional<torch::Tensor>> args;
    for (const ParamSpec& p : params) args.push_back(torch::zeros(ShapeOf(p, 2), x.scalar_type()));
    return run(args);
  });
  c.points = [params, run, all] {
    std::vector<SweepPoint> points;
    // Every parameter drawn in its range, seeded by `id` and its name; value
    // class `cls` for parameter `special` (-1: none).
    auto inputs = [&](const std::string& id, torch::ScalarType d, int64_t b,
                      const std::vector<bool>& present, int special, ValueClass cls) {
      Inputs in;
      for (size_t i = 0; i < params.size(); ++i) {
        if (!present[i]) continue;
        const ParamSpec& p = params[i];
        const std::string seed = id + "_" + p.name;
        in.push_back(int(i) == special ? MakeInput(ShapeOf(p, b), d, cls, SeedOf(seed), p.lo, p.hi)
                                       : UniformInput(ShapeOf(p, b), d, seed, p.lo, p.hi));
      }
      return in;
    };
    auto add = [&](std::string id, std::string cls, Inputs in, const std::vector<bool>& present) {
      points.push_back(Point(id, cls, std::move(in), Run(run, present), Call(present)));
    };
    std::vector<int> optional;
    for (size_t i = 0; i < params.size(); ++i)
      if (params[i].optional) optional.push_back(int(i));
    for (const auto& d : kFloatDtypes) {
      const std::string cls = d.name;
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        add(id, cls, inputs(id, d.type, 4, all, -1, ValueClass::kUniform), all);
      }
      // Each optional parameter left out, and all of them (bit k: the k-th
      // optional one absent).
      std::vector<int> masks;
      for (size_t k = 0; k < optional.size(); ++k) masks.push_back(1 << k);
      if (optional.size() > 1) masks.push_back((1 << optional.size()) - 1);
      for (int mask : masks) {
        std::vector<bool> present = all;
        std::string names;
        for (size_t k = 0; k < optional.size(); ++k)
          if (mask & (1 << k)) {
            present[optional[k]] = false;
            names += (names.empty() ? "" : "_") + params[optional[k]].name;
          }
        const std::string id = c10::str(cls, "_without_", names);
        add(id, id, inputs(id, d.type, 4, present, -1, ValueClass::kUniform), present);
      }
      for (size_t i = 0; i < params.size(); ++i)
        for (ValueClass v : kAllValueClasses) {
          const std::string id = c10::str(cls, "_values_", params[i].name, "_", ValueClassName(v));
          add(id, cls + "_values", inputs(id, d.type, 6, all, int(i), v), all);
        }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, inputs(id, d, 32768, all, -1, ValueClass::kUniform), all);
    }
    return points;
  };
  for (size_t i = 0; i < params.size(); ++i) c.batch_inputs.push_back(int(i));
  for (size_t i = 1; i < params.size(); ++i)
    c.tensor_args[params[i].name] = {.input = int(i), .image_dtype = true};
  // The errors of each parameter's shape (the case adds those of its batches).
  const OpFn call = Run(run, all);
  for (size_t i = 0; i < params.size(); ++i) {
    const ParamSpec& p = params[i];
    Inputs in;
    for (const ParamSpec& q : params) in.push_back(torch::rand(ShapeOf(q, 2)));
    // (B, n) given as (n); (B) given as (B, 1).
    in[i] = p.n == 0 ? torch::rand({2, 1}) : torch::rand({p.n});
    const std::string shape = p.n == 0 ? "(B)" : c10::str("(B, ", p.n, ")");
    c.errors.push_back(Refused(
        p.name + "_shape", call, in,
        c10::str("expected ", p.name, " of shape ", shape, ", but got shape ", in[i].sizes())));
  }
  return c;
}

}  // namespace kornia::conformance::cases
