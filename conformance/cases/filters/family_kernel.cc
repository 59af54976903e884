#include "conformance/cases/filters/family_kernel.h"

#include <c10/util/StringUtil.h>

#include <tuple>

namespace kornia::conformance::cases {
namespace {

using Shape = std::vector<int64_t>;

std::string Joined(const Shape& s) {
  std::string out;
  for (int64_t v : s) out += (out.empty() ? "" : "x") + std::to_string(v);
  return out;
}

}  // namespace

OpCase VolumeOp(const core::OpSpec& op, DtypeProbe probe) {
  OpCase c;
  for (torch::ScalarType d : op.ClaimedDtypes())
    for (torch::ScalarType probed : AllProbeDtypes())
      if (d == probed) c.claimed_dtypes.insert(d);
  c.probe = std::move(probe);
  c.batch_inputs = {0};
  return c;
}

OpCase KernelFilterOp(const core::OpSpec& op, KernelFilterSpec s) {
  const bool volume = s.dims == 3;
  const Shape image = volume ? Shape{2, 3, 5, 7, 9} : Shape{2, 3, 13, 17};
  const KernelFilterFn run = s.run;
  OpCase c = volume
                 ? VolumeOp(op,
                            [run](torch::ScalarType d) {
                              return run(ProbeImage(d, {1, 3, 2, 4, 5}), torch::ones({1, 3, 3, 3}),
                                         "replicate", false, "same", "corr");
                            })
                 : ImageOp(op);
  c.points = [s, image, volume] {
    std::vector<SweepPoint> points;
    const std::string default_border = volume ? "replicate" : "reflect";
    // Kornia's call: (input, kernel, border_type, normalized[, padding][, behaviour]).
    auto kornia = [&](const std::string& border, bool normalized, const std::string& padding,
                      const std::string& behaviour) {
      KorniaCall k{.args = {In(0), In(1), border, normalized}};
      if (!volume) k.args.push_back(padding);
      if (s.behaviour) k.args.push_back(behaviour);
      return k;
    };
    auto add = [&](const Dt& d, const std::string& cls, const Shape& kernel,
                   const std::string& border, bool normalized, const std::string& padding,
                   const std::string& behaviour) {
      const torch::Tensor x = UniformInput(image, d.type, cls);
      const torch::ScalarType kt = d.type == torch::kDouble ? torch::kDouble : torch::kFloat;
      for (const char* k : {"a", "b"})
        points.push_back(Point(
            c10::str(cls, "_", k), cls,
            {x, UniformInput(kernel, torch::kFloat, c10::str(cls, k), -1, 1).to(kt)},
            [run = s.run, border, normalized, padding, behaviour](const Inputs& in) {
              return run(in[0], in[1], border, normalized, padding, behaviour);
            },
            kornia(border, normalized, padding, behaviour)));
    };
    for (const auto& d : kFloatDtypes)
      for (const std::string border : {"constant", "reflect", "replicate", "circular"}) {
        const int64_t grow = border == "reflect" ? -1 : border == "circular" ? 1 : 5;
        const std::vector<Shape> kernels = volume ? std::vector<Shape>{{1, 1, 1, 1},
                                                                       {1, 3, 3, 3},
                                                                       {2, 3, 3, 3},
                                                                       {1, 2, 4, 3},
                                                                       {1, 1, 3, 5}}
                                                  : std::vector<Shape>{{1, 1, 1},
                                                                       {1, 3, 3},
                                                                       {2, 5, 5},
                                                                       {1, 3, 7},
                                                                       {1, 4, 2},
                                                                       {2, 2, 6},
                                                                       {1, 26 + grow, 34 + grow}};
        for (const Shape& k : kernels) {
          const std::string cls = c10::str(d.name, "_", border, "_k", Joined(k));
          add(d, cls, k, border, false, "same", "corr");
          if (k[1] == 1 || k[1] > 5) continue;
          add(d, cls + "_norm", k, border, true, "same", "corr");
          if (s.behaviour) add(d, cls + "_conv", k, border, false, "same", "conv");
          if (!volume) add(d, cls + "_valid", k, border, false, "valid", "corr");
        }
      }
    auto host = [&](const std::string& id, const std::string& cls, const torch::Tensor& x) {
      const torch::ScalarType kt =
          x.scalar_type() == torch::kDouble ? torch::kDouble : torch::kFloat;
      const torch::Tensor k =
          (volume ? torch::full({1, 3, 3, 3}, 1.0 / 27) : torch::full({1, 3, 3}, 1.0 / 9)).to(kt);
      points.push_back(Point(id, cls, {x, k},
                             [run = s.run, default_border](const Inputs& in) {
                               return run(in[0], in[1], default_border, false, "same", "corr");
                             },
                             {.args = {In(0), In(1)}}));
    };
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_host_k3";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        host(id, cls, MakeInput(image, d.type, v, SeedOf(id)));
      }
      const std::string large = std::string(d.name) + "_k3_large";
      host(large, large,
           volume ? UniformInput({2, 3, 8, 64, 64}, d.type, large) : LargeImage(d.type, 3, large));
    }
    // Integer images (float32 out); a volume's uint8 only (its fused bound's
    // key: the header's Tolerance line names floating dtypes and uint8).
    for (const Dt d : {Dt{torch::kByte, "uint8"}, Dt{torch::kInt, "int32"}}) {
      if (volume && d.type != torch::kByte) continue;
      const std::string id = std::string(d.name) + "_host_k3";
      host(id, id, UniformInput(image, d.type, id, 0, 255));
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  const Shape small = volume ? Shape{2, 3, 4, 6, 6} : Shape{2, 3, 6, 6};
  const torch::Tensor x = torch::rand(small);
  const torch::Tensor k = volume ? torch::ones({1, 3, 3, 3}) : torch::ones({1, 3, 3});
  const std::string border = volume ? "replicate" : "reflect";
  const OpFn f = [run, border](const Inputs& in) {
    return run(in[0], in[1], border, false, "same", "corr");
  };
  auto with = [run, x, k](std::string b, std::string padding, std::string behaviour) {
    return [=] { run(x, k, b, false, padding, behaviour); };
  };
  const std::string kshape = volume ? "(B, kD, kH, kW)" : "(B, kH, kW)";
  const Shape wrong_rank = volume ? Shape{3, 3, 3} : Shape{3, 3};
  const Shape batch3 = volume ? Shape{3, 3, 3, 3} : Shape{3, 3, 3};
  const Shape empty = volume ? Shape{1, 3, 0, 3} : Shape{1, 0, 3};
  c.errors.insert(
      c.errors.end(),
      {Refused("kernel_rank", f, {x, torch::ones(wrong_rank)},
               c10::str("expected a kernel of shape ", kshape, ", but got shape ",
                        c10::IntArrayRef(wrong_rank))),
       Refused(
           "kernel_batch_3", f, {x, torch::ones(batch3)},
           c10::str("expected a kernel batch of 1 or 2, but got shape ", c10::IntArrayRef(batch3))),
       Refused("kernel_empty", f, {x, torch::ones(empty)},
               c10::str("expected a non-empty kernel, but got shape ", c10::IntArrayRef(empty))),
       Refused("kernel_complex", f, {x, k.to(torch::kComplexFloat)},
               "expected a real kernel, but got complex64", ErrorKind::kType),
       {"border_unknown", with("wrap", "same", "corr"),
        "expected border_type constant, reflect, replicate or circular, but got 'wrap'"}});
  if (s.behaviour)
    c.errors.push_back({"behaviour_unknown", with(border, "same", "xx"),
                        "expected behaviour corr or conv, but got 'xx'"});
  if (!volume) {
    c.errors.insert(
        c.errors.end(),
        {{"padding_unknown", with("reflect", "full", "corr"),
          "expected padding same or valid, but got 'full'"},
         Refused("reflect_too_small", f, {x, torch::ones({1, 13, 3})},
                 "expected a kernel radius < the image side for border_type reflect, but got "
                 "kernel_size = (13, 3) on an image of 6x6"),
         Refused(
             "valid_too_large",
             [run](const Inputs& in) {
               return run(in[0], in[1], "reflect", false, "valid", "corr");
             },
             {x, torch::ones({1, 7, 3})},
             "expected a kernel no larger than the image for padding valid, but got a 7x3 "
             "kernel on an image of 6x6")});
  } else {
    c.errors.insert(
        c.errors.end(),
        {Refused("rank_4", f, {torch::rand({2, 3, 6, 6}), k},
                 "expected an input of shape (B, C, D, H, W), but got shape [2, 3, 6, 6]"),
         Refused("complex_input", f, {x.to(torch::kComplexFloat), k},
                 "expected a real input (not complex), but got complex64", ErrorKind::kType),
         {"reflect_depth_too_small",
          [run] {
            run(torch::rand({1, 1, 2, 6, 6}), torch::ones({1, 5, 3, 3}), "reflect", false, "same",
                "corr");
          },
          "expected a kernel depth radius < the volume's depth for border_type reflect, but got "
          "a depth of 5 on a volume of depth 2"}});
  }
  c.tensor_args = {{"kernel", {.input = 1, .dtypes = kEveryDtype}}};
  if (volume) {
    c.tolerance.fused_ulp = {{"float32", 8}, {"float64", 8}, {"uint8", 8}};
    c.tolerance.reason =
        "the 3-D taps are the composite's addcmul chain (no native operator), which the "
        "TensorExpr fuser contracts into fused multiply-adds (measured: 4 ulp on uint8 "
        "volumes, float32 out)";
  }
  return c;
}

}  // namespace kornia::conformance::cases
