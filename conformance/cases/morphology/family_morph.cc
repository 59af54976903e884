#include "conformance/cases/morphology/family_morph.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/composite.h"

namespace kornia::conformance::cases {
namespace {

const std::vector<std::string> kBorders = {"geodesic", "constant", "reflect", "replicate",
                                           "circular"};

torch::Tensor Kernel(const std::vector<std::vector<float>>& rows) {
  std::vector<torch::Tensor> r;
  for (const auto& row : rows) r.push_back(torch::tensor(row));
  return torch::stack(r);
}

}  // namespace

OpCase MorphOp(const core::OpSpec& op, MorphFn fn) {
  OpCase c = ImageOp(op);
  c.points = [fn] {
    std::vector<SweepPoint> points;
    // A point of fn(image, kernel[, element]) with the host arguments given.
    auto add = [&](const std::string& id, const std::string& cls, Inputs in,
                   std::optional<std::vector<int64_t>> origin, const std::string& border,
                   double border_value) {
      KorniaCall kornia{.args = {In(0), In(1)},
                        .kwargs = {{"border_type", border}, {"border_value", border_value}}};
      if (in.size() > 2) kornia.kwargs["structuring_element"] = In(2);
      if (origin) kornia.kwargs["origin"] = KorniaArg::array({(*origin)[0], (*origin)[1]});
      points.push_back(Point(
          id, cls, std::move(in),
          [=](const Inputs& x) {
            return fn(x[0], x[1], x.size() > 2 ? std::optional<at::Tensor>(x[2]) : std::nullopt,
                      origin, border, border_value, 1e4, "auto");
          },
          kornia));
    };
    const std::vector<std::pair<std::string, std::vector<std::pair<std::string, torch::Tensor>>>>
        kernels = {{"k3x3",
                    {{"full", torch::ones({3, 3})},
                     {"cross", Kernel({{0, 1, 0}, {1, 1, 1}, {0, 1, 0}})},
                     {"ring", Kernel({{1, 1, 1}, {1, 0, 1}, {1, 1, 1}})},
                     {"zeros", torch::zeros({3, 3})}}},
                   {"k5x3",
                    {{"full", torch::ones({5, 3})},
                     {"pixel", Kernel({{0, 0, 0}, {0, 0, 1}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}})}}},
                   {"k1x1", {{"full", torch::ones({1, 1})}}}};
    for (const auto& d : kFloatDtypes)
      for (const std::string& border : kBorders) {
        for (const auto& [shape, list] : kernels) {
          const std::string cls = c10::str(d.name, "_", border, "_", shape);
          const torch::Tensor x = UniformInput({2, 3, 9, 11}, d.type, cls);
          for (const auto& [name, k] : list)
            add(cls + "_" + name, cls, {x, k.to(d.type)}, std::nullopt, border, 0.0);
        }
        const std::string se = c10::str(d.name, "_", border, "_se3x3");
        const torch::Tensor x = UniformInput({2, 3, 9, 11}, d.type, se);
        for (const auto& [name, k] :
             {std::pair<std::string, torch::Tensor>{"full", torch::ones({3, 3})},
              {"cross", Kernel({{0, 1, 0}, {1, 1, 1}, {0, 1, 0}})}})
          add(se + "_" + name, se,
              {x, k.to(d.type), UniformInput({3, 3}, d.type, se + name, -0.5, 0.5)}, std::nullopt,
              border, 0.0);
      }
    for (const auto& d : kFloatDtypes) {
      for (const std::string border : {"geodesic", "constant"})
        for (const auto& [name, o] :
             {std::pair<const char*, std::vector<int64_t>>{"o00", {0, 0}}, {"o21", {2, 1}}}) {
          const std::string id = c10::str(d.name, "_", border, "_", name);
          add(id, id, {UniformInput({2, 3, 9, 11}, d.type, id), torch::ones({3, 3}, d.type)}, o,
              border, 0.0);
        }
      const std::string bv = std::string(d.name) + "_constant_value05";
      add(bv, bv, {UniformInput({2, 3, 9, 11}, d.type, bv), torch::ones({3, 3}, d.type)},
          std::nullopt, "constant", 0.5);
      const std::string cls = std::string(d.name) + "_host";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        add(id, cls, {MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), torch::ones({3, 3}, d.type)},
            std::nullopt, "geodesic", 0.0);
      }
      const std::string large = std::string(d.name) + "_large";
      add(large, large, {LargeImage(d.type, 3, large), torch::ones({3, 3}, d.type)}, std::nullopt,
          "geodesic", 0.0);
    }
    add("float16_kernel_float32", "float16_kernel_float32",
        {UniformInput({2, 3, 9, 11}, torch::kHalf, "f16k32"), torch::ones({3, 3})}, std::nullopt,
        "geodesic", 0.0);
    add("float32_element_float64", "float32_element_float64",
        {UniformInput({2, 3, 9, 11}, torch::kFloat, "f32s64"), torch::ones({3, 3}),
         UniformInput({3, 3}, torch::kDouble, "f32s64se", -0.5, 0.5)},
        std::nullopt, "geodesic", 0.0);
    for (const std::string border : {"geodesic", "constant", "replicate"})
      for (const auto& [name, shape] :
           {std::pair<const char*, std::vector<int64_t>>{"h1", {2, 3, 1, 11}},
            {"w1", {2, 3, 9, 1}},
            {"small", {2, 3, 2, 2}}}) {
        const std::string id = c10::str("float32_", border, "_", name);
        add(id, id, {UniformInput(shape, torch::kFloat, id), torch::ones({5, 5})}, std::nullopt,
            border, 0.0);
      }
    return points;
  };
  c.batch_inputs = {0};
  // The window kernel (_morph_window) against its composite form where its
  // vectors run (the sweep's 11-wide images are a float32 AVX-512 vector's
  // scalar tail): widths either side of 8 and 16 lanes and two vectors, every
  // value class (NaN, infinities, -0.0 on vector lanes), each image through
  // every border and kernel, flat (the row and column passes) and not (the
  // taps), at the centre and off it.
  // (Made when the case is, at load: kBorders may not be constructed yet.)
  std::vector<ImageCall> calls;
  for (const char* border : {"geodesic", "constant", "reflect", "replicate", "circular"})
    for (const auto& k :
         {torch::ones({3, 3}), torch::ones({5, 3}), Kernel({{0, 1, 0}, {1, 1, 1}, {0, 1, 0}}),
          Kernel({{1, 1, 1}, {1, 0, 1}, {1, 1, 1}}), torch::zeros({3, 3})})
      for (const bool flat : {true, false})
        for (const bool centred : {true, false}) {
          const std::optional<std::vector<int64_t>> origin =
              centred ? std::nullopt : std::optional<std::vector<int64_t>>({0, k.size(1) - 1});
          calls.push_back([=](const torch::Tensor& x) {
            const torch::Tensor kernel = k.to(x.scalar_type());
            const std::optional<at::Tensor> element =
                flat ? std::nullopt
                     : std::optional<at::Tensor>(
                           torch::linspace(-0.5, 0.5, k.numel(), x.options()).view(k.sizes()));
            return fn(x, kernel, element, origin, border, 0.25, 1e4, "auto");
          });
        }
  AddCompositePoints(
      c, "window",
      [] {
        std::vector<Layout> inputs;
        for (const auto& [dtype, name] :
             {std::pair{torch::kFloat, "float32"}, std::pair{torch::kDouble, "float64"}})
          for (const int64_t width : {7, 8, 9, 15, 16, 17, 33})
            for (ValueClass v : kAllValueClasses) {
              const std::string id = c10::str(name, "_w", width, "_", ValueClassName(v));
              inputs.emplace_back(id, MakeInput({1, 2, 6, width}, dtype, v, SeedOf(id)));
            }
        return inputs;
      },
      std::move(calls));
  const torch::Tensor x = torch::rand({2, 3, 6, 6}), k = torch::ones({3, 3});
  auto with = [fn, x](torch::Tensor kernel, std::optional<at::Tensor> se,
                      std::optional<std::vector<int64_t>> origin, std::string border,
                      std::string engine) {
    return [=] { fn(x, kernel, se, origin, border, 0.0, 1e4, engine); };
  };
  c.errors.insert(
      c.errors.end(),
      {{"kernel_3d", with(torch::ones({1, 3, 3}), std::nullopt, std::nullopt, "geodesic", "auto"),
        "expected a kernel of shape (kH, kW), but got shape [1, 3, 3]"},
       {"kernel_empty", with(torch::ones({0, 3}), std::nullopt, std::nullopt, "geodesic", "auto"),
        "expected a non-empty kernel, but got shape [0, 3]"},
       {"kernel_complex",
        with(torch::ones({3, 3}, torch::kComplexFloat), std::nullopt, std::nullopt, "geodesic",
             "auto"),
        "expected a real kernel, but got complex64", std::nullopt, ErrorKind::kType},
       {"element_shape", with(k, torch::zeros({3, 5}), std::nullopt, "geodesic", "auto"),
        "expected a structuring_element of the kernel's shape [3, 3], but got shape [3, 5]"},
       {"element_int", with(k, torch::zeros({3, 3}, torch::kInt), std::nullopt, "geodesic", "auto"),
        "expected a floating structuring_element, but got int32", std::nullopt, ErrorKind::kType},
       {"origin_outside", with(k, std::nullopt, std::vector<int64_t>{3, 0}, "geodesic", "auto"),
        "expected an origin (y, x) inside the 3x3 kernel, but got origin = [3, 0]"},
       {"border_unknown", with(k, std::nullopt, std::nullopt, "wrap", "auto"),
        "expected border_type geodesic, constant, reflect, replicate or circular, but got "
        "'wrap'"},
       {"reflect_too_small",
        [fn] {
          fn(torch::rand({1, 1, 2, 6}), torch::ones({5, 5}), std::nullopt, std::nullopt, "reflect",
             0.0, 1e4, "auto");
        },
        "expected a kernel extent < the image side for border_type reflect, but got a 5x5 "
        "kernel on an image of 2x6"},
       {"engine_unknown", with(k, std::nullopt, std::nullopt, "geodesic", "fft"),
        "expected engine auto, unfold, convolution or shift, but got 'fft'", std::nullopt,
        ErrorKind::kNotImplemented}});
  c.tensor_args = {{"kernel", {.input = 1, .dtypes = kEveryDtype}},
                   {"structuring_element", {.input = 2, .dtypes = kFloatingDtypes}}};
  return c;
}

}  // namespace kornia::conformance::cases
