// Conformance case of ops/filters/bilateral_blur. Per floating dtype: every
// border x kernel size (1 x 1, 3 x 3, 5 x 5, 3 x 7, 7 x 3) one shape class,
// per-sample sigma_color (B,) and sigma_space (B, 2) tensors its graph
// inputs replayed on two tables, l1 and l2 on 3 x 3; the largest kernel each
// border takes on a 5 x 6 image (reflect 9 x 11, circular 11 x 13; replicate
// and constant 13 x 15, larger than the image); the mixed forms (a tensor
// sigma_color with a host sigma_space and the reverse, and shared (1,) and
// (1, 2) float64 tensors); the host call on every value class (NaN and inf
// included) and on a constant image; grey and 4-channel images under l1 and
// l2; 1 x N and N x 1 images; sigma_color at the smallest positive float32
// (a tensor) and at 1e-150 (a host float, whose square is still positive);
// uint8 images (float32 out); the threads-size image; the
// refusals.
#include "ops/filters/bilateral_blur.h"

#include <c10/util/StringUtil.h>

#include <limits>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace bilateral_blur_case {

using filters::bilateral_blur;
using KernelSize = std::array<int64_t, 2>;

torch::Tensor ColorTable(std::vector<double> v, torch::ScalarType d) {
  return torch::tensor(v, torch::kDouble).to(d == torch::kDouble ? torch::kDouble : torch::kFloat);
}
torch::Tensor SpaceTable(std::vector<std::vector<double>> rows, torch::ScalarType d) {
  std::vector<torch::Tensor> r;
  for (const auto& row : rows) r.push_back(torch::tensor(row, torch::kDouble));
  return torch::stack(r).to(d == torch::kDouble ? torch::kDouble : torch::kFloat);
}
KorniaArg Ks(KernelSize ks) { return KorniaArg::array({ks[0], ks[1]}); }

std::vector<SweepPoint> Points(const core::ImageFn& call) {
  std::vector<SweepPoint> points;
  // Tensor sigmas: inputs 1 (sigma_color) and 2 (sigma_space).
  auto tensors = [&](const std::string& id, const std::string& cls, const torch::Tensor& x,
                     const torch::Tensor& color, const torch::Tensor& space, KernelSize ks,
                     std::string border, std::string distance) {
    points.push_back(Point(
        id, cls, {x, color, space},
        [=](const Inputs& in) { return bilateral_blur(in[0], ks, in[1], in[2], border, distance); },
        {.args = {In(0), Ks(ks), In(1), In(2), border, distance}}));
  };
  auto host = [&](const std::string& id, const torch::Tensor& x, KernelSize ks, double color,
                  std::array<double, 2> space, std::string border, std::string distance) {
    points.push_back(Point(
        id, id, {x},
        [=](const Inputs& in) { return bilateral_blur(in[0], ks, color, space, border, distance); },
        {.args = {In(0), Ks(ks), color, KorniaArg::array({space[0], space[1]}), border,
                  distance}}));
  };
  for (const auto& d : kFloatDtypes) {
    const std::vector<std::pair<std::string, std::pair<torch::Tensor, torch::Tensor>>> tables = {
        {"a", {ColorTable({0.1, 0.3}, d.type), SpaceTable({{1.5, 1.5}, {1.5, 1.5}}, d.type)}},
        {"b", {ColorTable({0.05, 2.0}, d.type), SpaceTable({{0.3, 4.0}, {2.0, 0.7}}, d.type)}}};
    for (const std::string border : {"constant", "reflect", "replicate", "circular"}) {
      for (const KernelSize ks : std::vector<KernelSize>{{1, 1}, {3, 3}, {5, 5}, {3, 7}, {7, 3}}) {
        for (const std::string distance : {"l1", "l2"}) {
          if (distance == "l2" && ks[0] != 3) continue;
          const std::string cls =
              c10::str(d.name, "_", border, "_k", ks[0], "x", ks[1], distance == "l2" ? "_l2" : "");
          const torch::Tensor x = UniformInput({2, 3, 9, 11}, d.type, cls);
          for (const auto& [name, t] : tables)
            tensors(cls + "_" + name, cls, x, t.first, t.second, ks, border, distance);
        }
      }
      // The largest kernel the border takes on a 5 x 6 image.
      const KernelSize ks = border == "reflect"    ? KernelSize{9, 11}
                            : border == "circular" ? KernelSize{11, 13}
                                                   : KernelSize{13, 15};
      const std::string cls = c10::str(d.name, "_", border, "_largest");
      tensors(cls, cls, UniformInput({2, 3, 5, 6}, d.type, cls), tables[0].second.first,
              tables[0].second.second, ks, border, "l1");
    }
    // The mixed forms: one tensor sigma, the other a host value; shared
    // (1,) and (1, 2) float64 tensors.
    {
      const std::string cls = c10::str(d.name, "_color_tensor");
      const torch::Tensor x = UniformInput({2, 3, 9, 11}, d.type, cls);
      auto run = [](const Inputs& in) {
        return bilateral_blur(in[0], {3, 3}, in[1], std::array<double, 2>{1.5, 0.8});
      };
      const KorniaCall kc{.args = {In(0), Ks({3, 3}), In(1), KorniaArg::array({1.5, 0.8})}};
      points.push_back(Point(cls + "_a", cls, {x, tables[0].second.first}, run, kc));
      points.push_back(Point(cls + "_b", cls, {x, tables[1].second.first}, run, kc));
      const std::string shared = cls + "_shared_f64";
      points.push_back(Point(shared, shared, {x, torch::full({1}, 0.2, torch::kDouble)}, run, kc));
    }
    {
      const std::string cls = c10::str(d.name, "_space_tensor");
      const torch::Tensor x = UniformInput({2, 3, 9, 11}, d.type, cls);
      auto run = [](const Inputs& in) { return bilateral_blur(in[0], {3, 3}, 0.2, in[1]); };
      const KorniaCall kc{.args = {In(0), Ks({3, 3}), 0.2, In(1)}};
      points.push_back(Point(cls + "_a", cls, {x, tables[0].second.second}, run, kc));
      points.push_back(Point(cls + "_b", cls, {x, tables[1].second.second}, run, kc));
      const std::string shared = cls + "_shared_f64";
      points.push_back(
          Point(shared, shared, {x, SpaceTable({{0.9, 1.7}}, torch::kDouble)}, run, kc));
    }
    // The descriptor's call on every value class.
    const KorniaCall host_call{.args = {In(0), Ks({3, 3}), 0.1, KorniaArg::array({1.5, 1.5})}};
    for (ValueClass v : kAllValueClasses) {
      const std::string cls = c10::str(d.name, "_host_k3"), id = cls + "_" + ValueClassName(v);
      points.push_back(Point(id, cls, {MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id))},
                             OnImage(call), host_call));
    }
    const std::string constant = c10::str(d.name, "_constant_image");
    points.push_back(Point(constant, constant, {torch::full({2, 3, 9, 11}, 0.5, d.type)},
                           OnImage(call), host_call));
    // Grey (one channel: d^2 for both distances) and 4-channel images.
    for (int64_t c : {1, 4})
      for (const std::string distance : {"l1", "l2"}) {
        const std::string id = c10::str(d.name, "_c", c, "_", distance);
        host(id, UniformInput({2, c, 9, 11}, d.type, id), {3, 5}, 0.2, {1.0, 2.0}, "reflect",
             distance);
      }
    host(c10::str(d.name, "_1xN"), UniformInput({1, 3, 1, 40}, d.type, "1xN"), {3, 3}, 0.1,
         {1.0, 1.0}, "replicate", "l1");
    host(c10::str(d.name, "_Nx1"), UniformInput({1, 3, 40, 1}, d.type, "Nx1"), {5, 5}, 0.1,
         {1.0, 1.0}, "constant", "l2");
    // sigma_color at its smallest: the float32 denormal min (a tensor: its
    // square is 0, the weights NaN, as Kornia's), and a host 1e-150 (the
    // double square still positive, the scale -inf in the image's dtype).
    {
      const std::string id = c10::str(d.name, "_sigma_color_min_tensor");
      tensors(id, id, UniformInput({2, 3, 9, 11}, d.type, id),
              torch::full({1}, std::numeric_limits<float>::denorm_min(), torch::kFloat),
              SpaceTable({{1.0, 1.0}}, d.type), {3, 3}, "reflect", "l1");
    }
    host(c10::str(d.name, "_sigma_color_1e-150"),
         UniformInput({2, 3, 9, 11}, d.type, "sigma_color_tiny"), {3, 3}, 1e-150, {1.0, 1.0},
         "reflect", "l1");
    host(c10::str(d.name, "_sigma_space_tiny"),
         UniformInput({2, 3, 9, 11}, d.type, "sigma_space_tiny"), {3, 3}, 0.2, {1e-3, 1e-3},
         "reflect", "l1");
  }
  for (const Dt d : {Dt{torch::kByte, "uint8"}}) {
    const std::string id = std::string(d.name) + "_host_k5";
    host(id, UniformInput({2, 3, 9, 11}, d.type, id, 0, 255), {5, 5}, 30.0, {1.5, 1.5}, "reflect",
         "l1");
  }
  host("float32_large", LargeImage(torch::kFloat, 3, "bilateral_large"), {5, 5}, 0.1, {1.5, 1.5},
       "reflect", "l1");
  return points;
}

}  // namespace bilateral_blur_case
}  // namespace kornia::conformance::cases

KC_CASE(filters, bilateral_blur) {
  using filters::bilateral_blur;
  using KernelSize = std::array<int64_t, 2>;
  OpCase c = ImageOp(op);
  c.points = [call = op.call] { return bilateral_blur_case::Points(call); };
  c.batch_inputs = {0, 1, 2};
  c.tensor_args = {
      {"sigma_color", {.input = 1, .point = "float32_reflect_k3x3_a", .dtypes = kEveryDtype}},
      {"sigma_space", {.input = 2, .point = "float32_reflect_k3x3_a", .dtypes = kEveryDtype}}};
  c.tolerance = {.fused_ulp = {{"float32", 16}, {"float64", 16}, {"uint8", 16}},
                 .reason =
                     "the TensorExpr fuser contracts the taps' multiply-adds into FMAs and "
                     "computes exp in its own form"};
  const torch::Tensor x = ProbeImage(torch::kFloat, {2, 3, 6, 6});
  const torch::Tensor color = torch::full({2}, 0.1), space = torch::ones({1, 2});
  auto blur = [x](KernelSize ks, std::string border, std::string distance = "l1") {
    return [=] { bilateral_blur(x, ks, 0.1, {1.0, 1.0}, border, distance); };
  };
  const OpFn tensors = [](const Inputs& in) { return bilateral_blur(in[0], {3, 3}, in[1], in[2]); };
  auto host_color = [x](double s) { return [=] { bilateral_blur(x, {3, 3}, s, {1.0, 1.0}); }; };
  c.errors.insert(
      c.errors.end(),
      {{"kernel_even", blur({4, 3}, "reflect"),
        "expected a positive odd kernel size, but got kernel_size = (4, 3)"},
       {"kernel_zero", blur({3, 0}, "reflect"),
        "expected a positive odd kernel size, but got kernel_size = (3, 0)"},
       {"border_unknown",
        blur({3, 3}, "wrap"),
        "expected border_type constant, reflect, replicate or circular, but got 'wrap'",
        {},
        ErrorKind::kNotImplemented},
       {"border_upper_case",
        blur({3, 3}, "Reflect"),
        "expected border_type constant, reflect, replicate or circular, but got 'Reflect'",
        {},
        ErrorKind::kNotImplemented},
       {"reflect_too_small", blur({13, 3}, "reflect"),
        "expected a kernel radius < the image side for border_type reflect, but got kernel_size "
        "= (13, 3) on an image of 6x6"},
       {"circular_too_small", blur({3, 15}, "circular"),
        "expected a kernel radius <= the image side for border_type circular, but got "
        "kernel_size = (3, 15) on an image of 6x6"},
       {"reflect_1xN",
        [] {
          bilateral_blur(torch::rand({1, 3, 1, 8}), {3, 3}, 0.1, {1.0, 1.0});
        },
        "expected a kernel radius < the image side for border_type reflect, but got kernel_size "
        "= (3, 3) on an image of 1x8"},
       {"distance_l3", blur({3, 3}, "reflect", "l3"),
        "expected color_distance_type l1 or l2, but got 'l3'"},
       {"distance_upper_case", blur({3, 3}, "reflect", "L1"),
        "expected color_distance_type l1 or l2, but got 'L1'"},
       {"sigma_color_zero", host_color(0.0),
        "expected a positive sigma_color, but got sigma_color = 0"},
       {"sigma_color_nan", host_color(std::nan("")),
        "expected a positive sigma_color, but got sigma_color = nan"},
       {"sigma_color_square_zero", host_color(1e-170),
        "expected a sigma_color whose square is positive (Kornia divides by it), but got "
        "sigma_color = 1e-170"},
       RefusedInGraph("sigma_color_negative", tensors, {x, color, space},
                      {x, torch::tensor({0.1f, -1.f}), space},
                      "expected every sigma_color > 0, but got one that is not"),
       Refused("sigma_color_shape", tensors, {x, torch::ones({3}), space},
               "expected sigma_color of shape (1,) or (2,), but got shape [3]"),
       Refused("sigma_color_0dim", tensors, {x, torch::ones({}), space},
               "expected sigma_color of shape (1,) or (2,), but got shape []"),
       Refused("sigma_space_shape", tensors, {x, color, torch::ones({3, 2})},
               "expected sigma_space of shape (1, 2) or (2, 2), but got shape [3, 2]"),
       Refused("sigma_space_1d", tensors, {x, color, torch::ones({2})},
               "expected sigma_space of shape (1, 2) or (2, 2), but got shape [2]"),
       Refused("sigma_color_complex", tensors, {x, torch::ones({2}, torch::kComplexFloat), space},
               "expected sigma_color of a real dtype, but got complex64", ErrorKind::kType),
       Refused("sigma_space_complex", tensors,
               {x, color, torch::ones({1, 2}, torch::kComplexFloat)},
               "expected sigma_space of a real dtype, but got complex64", ErrorKind::kType)});
  return c;
}
