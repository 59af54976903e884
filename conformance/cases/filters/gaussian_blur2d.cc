// Conformance case of ops/filters/gaussian_blur2d: per floating dtype x border x
// kernel size (1 x 1 up to the largest each border takes on a 13 x 17 image:
// reflect 25 x 33, circular 27 x 35, constant and replicate 31 x 39) one shape
// class, its per-sample sigma tables a graph input (and most sizes again in
// Kornia's 2-D kernel form, separable=False); the host call on every
// value class, on integer images and on the threads-size image; the kernel,
// border and sigma errors.
#include "ops/filters/gaussian_blur2d.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

KC_CASE(filters, gaussian_blur2d) {
  using filters::gaussian_blur2d;
  using KernelSize = std::array<int64_t, 2>;
  auto sigmas = [](std::vector<std::vector<double>> rows, torch::ScalarType d) {
    std::vector<torch::Tensor> r;
    for (const auto& row : rows) r.push_back(torch::tensor(row).to(torch::kFloat));
    return torch::stack(r).to(d == torch::kDouble ? torch::kDouble : torch::kFloat);
  };
  OpCase c = ImageOp(op);
  c.points = [sigmas, call = op.call] {
    std::vector<SweepPoint> points;
    const KorniaCall host_call{
        .args = {In(0), KorniaArg::array({5, 5}), KorniaArg::array({1.2, 0.8}), "reflect"}};
    auto host = [&](std::string id, std::string cls, torch::Tensor x) {
      points.push_back(Point(id, cls, {x}, OnImage(call), host_call));
    };
    for (const auto& d : kFloatDtypes)
      for (const std::string border : {"constant", "reflect", "replicate", "circular"}) {
        const int64_t grow = border == "reflect" ? -1 : border == "circular" ? 1 : 5;
        const std::vector<KernelSize> sizes = {{1, 1}, {3, 3}, {5, 5},
                                               {7, 7}, {9, 9}, {11, 11},
                                               {3, 7}, {7, 3}, {26 + grow, 34 + grow}};
        for (const KernelSize ks : sizes) {
          const std::string cls = c10::str(d.name, "_", border, "_k", ks[0], "x", ks[1]);
          const torch::Tensor x = UniformInput({2, 3, 13, 17}, d.type, cls);
          // And Kornia's 2-D kernel form (separable=False, `<class>_2d`)
          // on every size but the 1 x 1 and 9 x 9 to 11 x 11 ones.
          const bool two_d = ks[0] != 1 && ks[0] != 9 && ks[0] != 11;
          for (bool separable : {true, false}) {
            if (!separable && !two_d) continue;
            const std::string k = separable ? cls : cls + "_2d";
            auto run = [ks, border, separable](const Inputs& in) {
              return gaussian_blur2d(in[0], ks, in[1], border, separable);
            };
            const std::vector<std::pair<std::string, std::vector<std::vector<double>>>> tables = {
                {"s1.5", {{1.5, 1.5}, {1.5, 1.5}}}, {"s0.3_4", {{0.3, 4.0}, {2.0, 0.7}}}};
            for (const auto& [name, rows] : tables)
              points.push_back(Point(
                  k + "_" + name, k, {x, sigmas(rows, d.type)}, run,
                  {.args = {In(0), KorniaArg::array({ks[0], ks[1]}), In(1), border, separable}}));
          }
        }
      }
    for (const auto& d : kFloatDtypes)
      for (ValueClass v : kAllValueClasses) {
        const std::string cls = std::string(d.name) + "_host_k5",
                          id = cls + "_" + ValueClassName(v);
        host(id, cls, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)));
      }
    for (const Dt d : {Dt{torch::kByte, "uint8"}, Dt{torch::kInt, "int32"}}) {
      const std::string id = std::string(d.name) + "_host_k5";
      host(id, id, UniformInput({2, 3, 13, 17}, d.type, id, 0, 255));
    }
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_reflect_k5_large";
      host(id, id, LargeImage(d.type, 3, id));
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 6, 6}), ones = torch::ones({1, 2});
  const torch::Tensor table = sigmas({{1.5, 1.5}, {1.5, 1.5}}, torch::kFloat);
  auto blur = [x, table](KernelSize ks, std::string border) {
    return [=] { gaussian_blur2d(x, ks, table, border); };
  };
  const OpFn graph = [](const Inputs& in) { return gaussian_blur2d(in[0], {3, 3}, in[1]); };
  c.errors.insert(
      c.errors.end(),
      {{"kernel_even", blur({4, 3}, "constant"),
        "expected a positive odd kernel size, but got kernel_size = (4, 3)"},
       {"kernel_zero", blur({3, 0}, "constant"),
        "expected a positive odd kernel size, but got kernel_size = (3, 0)"},
       {"border_unknown", blur({3, 3}, "wrap"),
        "expected border_type constant, reflect, replicate or circular, but got 'wrap'"},
       {"reflect_too_small", blur({13, 3}, "reflect"),
        "expected a kernel radius < the image side for border_type reflect, but got kernel_size "
        "= (13, 3) on an image of 6x6"},
       {"circular_too_small", blur({3, 15}, "circular"),
        "expected a kernel radius <= the image side for border_type circular, but got "
        "kernel_size = (3, 15) on an image of 6x6"},
       {"sigma_zero_host",
        [x] {
          gaussian_blur2d(x, {3, 3}, {0.0, 1.0});
        },
        "expected a positive sigma, but got sigma = (0, 1)"},
       RefusedInGraph("sigma_negative_tensor", graph, {x, ones}, {x, torch::tensor({{1.f, -1.f}})},
                      "expected every sigma > 0, but got one that is not"),
       Refused("sigma_shape", graph, {x, torch::rand({3, 2})},
               "expected sigma of shape (1, 2) or (2, 2), but got shape [3, 2]")});
  c.tensor_args = {{"sigma", {.input = 1, .dtypes = kFloatingDtypes}}};
  return c;
}
