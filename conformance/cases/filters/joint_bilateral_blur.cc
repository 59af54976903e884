// Conformance case of ops/filters/joint_bilateral_blur (bilateral_blur's
// filter, conformance/cases/filters/bilateral_blur.cc sweeps its kernel
// sizes and borders): per floating dtype, guidances of 1, 3 and 4 channels
// over 3- and 1-channel inputs under l1 and l2 on every border, per-sample
// sigma tensors (both, and each with the other a host value) replayed on two
// tables; the guidance of another dtype (float64 on a float32 input, uint8 on
// a float64 one) and an integer input (float32 out); the input as its own
// guidance (Kornia's test: joint == bilateral); the host call on every value
// class; 1 x N and N x 1 images; the largest reflect kernel; the threads-size
// image; the guidance refusals.
#include "ops/filters/joint_bilateral_blur.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {
namespace joint_bilateral_blur_case {

using filters::joint_bilateral_blur;
using KernelSize = std::array<int64_t, 2>;

torch::Tensor Table(std::vector<std::vector<double>> rows, torch::ScalarType d) {
  std::vector<torch::Tensor> r;
  for (const auto& row : rows) r.push_back(torch::tensor(row, torch::kDouble));
  return torch::stack(r).to(d == torch::kDouble ? torch::kDouble : torch::kFloat);
}
KorniaArg Ks(KernelSize ks) { return KorniaArg::array({ks[0], ks[1]}); }

std::vector<SweepPoint> Points(const core::ImageFn& call) {
  std::vector<SweepPoint> points;
  auto host = [&](const std::string& id, const torch::Tensor& x, const torch::Tensor& g,
                  KernelSize ks, double color, std::array<double, 2> space, std::string border,
                  std::string distance) {
    points.push_back(Point(id, id, {x, g},
                           [=](const Inputs& in) {
                             return joint_bilateral_blur(in[0], in[1], ks, color, space, border,
                                                         distance);
                           },
                           {.args = {In(0), In(1), Ks(ks), color,
                                     KorniaArg::array({space[0], space[1]}), border, distance}}));
  };
  for (const auto& d : kFloatDtypes) {
    for (const auto& [ic, gc] : {std::pair{3, 3}, {3, 1}, {1, 3}, {3, 4}})
      for (const std::string border : {"constant", "reflect", "replicate", "circular"})
        for (const std::string distance : {"l1", "l2"}) {
          const std::string id = c10::str(d.name, "_i", ic, "g", gc, "_", border, "_", distance);
          host(id, UniformInput({2, ic, 9, 11}, d.type, id + "_x"),
               UniformInput({2, gc, 9, 11}, d.type, id + "_g"), {3, 3}, 0.6, {1.5, 0.8}, border,
               distance);
        }
    // Per-sample tensors: inputs 2 (sigma_color) and 3 (sigma_space).
    const torch::Tensor x = UniformInput({2, 3, 9, 11}, d.type, c10::str(d.name, "_tx"));
    const torch::Tensor g = UniformInput({2, 1, 9, 11}, d.type, c10::str(d.name, "_tg"));
    const std::vector<std::pair<torch::Tensor, torch::Tensor>> tables = {
        {Table({{0.1, 0.3}}, d.type).view({2}), Table({{1.5, 1.5}, {1.5, 1.5}}, d.type)},
        {Table({{0.05, 2.0}}, d.type).view({2}), Table({{0.3, 4.0}, {2.0, 0.7}}, d.type)}};
    {
      const std::string cls = c10::str(d.name, "_tensors");
      for (int k = 0; k < 2; ++k)
        points.push_back(Point(
            c10::str(cls, "_", "ab"[k]), cls, {x, g, tables[k].first, tables[k].second},
            [](const Inputs& in) {
              return joint_bilateral_blur(in[0], in[1], {3, 3}, in[2], in[3], "reflect", "l2");
            },
            {.args = {In(0), In(1), Ks({3, 3}), In(2), In(3), "reflect", "l2"}}));
    }
    {
      const std::string cls = c10::str(d.name, "_color_tensor");
      for (int k = 0; k < 2; ++k)
        points.push_back(
            Point(c10::str(cls, "_", "ab"[k]), cls, {x, g, tables[k].first},
                  [](const Inputs& in) {
                    return joint_bilateral_blur(in[0], in[1], {3, 3}, in[2],
                                                std::array<double, 2>{1.0, 2.0});
                  },
                  {.args = {In(0), In(1), Ks({3, 3}), In(2), KorniaArg::array({1.0, 2.0})}}));
    }
    {
      const std::string cls = c10::str(d.name, "_space_tensor");
      for (int k = 0; k < 2; ++k)
        points.push_back(Point(c10::str(cls, "_", "ab"[k]), cls, {x, g, tables[k].second},
                               [](const Inputs& in) {
                                 return joint_bilateral_blur(in[0], in[1], {3, 3}, 0.3, in[2]);
                               },
                               {.args = {In(0), In(1), Ks({3, 3}), 0.3, In(2)}}));
    }
    // The input as its own guidance (one tensor: Kornia's joint == bilateral test).
    {
      const std::string id = c10::str(d.name, "_self");
      points.push_back(
          Point(id, id, {UniformInput({2, 3, 9, 11}, d.type, id)},
                [](const Inputs& in) {
                  return joint_bilateral_blur(in[0], in[0], {5, 5}, 0.1, {2.0, 2.0});
                },
                {.args = {In(0), In(0), Ks({5, 5}), 0.1, KorniaArg::array({2.0, 2.0})}}));
    }
    // The descriptor's call (the image as its own guidance) on every value class.
    const KorniaCall host_call{
        .args = {In(0), In(0), Ks({3, 3}), 0.1, KorniaArg::array({1.5, 1.5})}};
    for (ValueClass v : kAllValueClasses) {
      const std::string cls = c10::str(d.name, "_host_k3"), id = cls + "_" + ValueClassName(v);
      points.push_back(Point(id, cls, {MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id))},
                             OnImage(call), host_call));
    }
    host(c10::str(d.name, "_1xN"), UniformInput({1, 3, 1, 40}, d.type, "1xN_x"),
         UniformInput({1, 2, 1, 40}, d.type, "1xN_g"), {3, 3}, 0.1, {1.0, 1.0}, "replicate", "l1");
    host(c10::str(d.name, "_Nx1"), UniformInput({1, 3, 40, 1}, d.type, "Nx1_x"),
         UniformInput({1, 3, 40, 1}, d.type, "Nx1_g"), {5, 5}, 0.1, {1.0, 1.0}, "constant", "l2");
    host(c10::str(d.name, "_reflect_largest"), UniformInput({2, 3, 5, 6}, d.type, "largest_x"),
         UniformInput({2, 3, 5, 6}, d.type, "largest_g"), {9, 11}, 0.2, {2.0, 2.0}, "reflect",
         "l1");
  }
  host("float32_guidance_float64", UniformInput({2, 3, 9, 11}, torch::kFloat, "g64_x"),
       UniformInput({2, 3, 9, 11}, torch::kDouble, "g64_g"), {5, 5}, 0.1, {1.5, 1.5}, "reflect",
       "l1");
  host("float64_guidance_uint8", UniformInput({2, 3, 9, 11}, torch::kDouble, "gu8_x"),
       UniformInput({2, 1, 9, 11}, torch::kByte, "gu8_g", 0, 255), {5, 5}, 30.0, {1.5, 1.5},
       "reflect", "l1");
  host("uint8_guidance_float64", UniformInput({2, 3, 9, 11}, torch::kByte, "u8_x", 0, 255),
       UniformInput({2, 3, 9, 11}, torch::kDouble, "u8_g"), {5, 5}, 0.1, {1.5, 1.5}, "reflect",
       "l1");
  host("float32_large", LargeImage(torch::kFloat, 3, "joint_large_x"),
       LargeImage(torch::kFloat, 1, "joint_large_g"), {5, 5}, 0.1, {1.5, 1.5}, "reflect", "l1");
  return points;
}

}  // namespace joint_bilateral_blur_case
}  // namespace kornia::conformance::cases

KC_CASE(filters, joint_bilateral_blur) {
  using filters::joint_bilateral_blur;
  OpCase c = ImageOp(op);
  c.points = [call = op.call] { return joint_bilateral_blur_case::Points(call); };
  c.batch_inputs = {0, 1, 2, 3};
  c.tensor_args = {
      {"guidance", {.input = 1, .point = "float32_i3g3_reflect_l1", .dtypes = kEveryDtype}},
      {"sigma_color", {.input = 2, .point = "float32_tensors_a", .dtypes = kEveryDtype}},
      {"sigma_space", {.input = 3, .point = "float32_tensors_a", .dtypes = kEveryDtype}}};
  c.tolerance = {.fused_ulp = {{"float32", 16}, {"float64", 16}, {"uint8", 16}},
                 .reason =
                     "the TensorExpr fuser contracts the taps' multiply-adds into FMAs and "
                     "computes exp in its own form"};
  const torch::Tensor x = ProbeImage(torch::kFloat, {2, 3, 6, 7});
  const torch::Tensor g = ProbeImage(torch::kFloat, {2, 1, 6, 7});
  auto call = [](const Inputs& in) {
    return joint_bilateral_blur(in[0], in[1], {3, 3}, 0.1, {1.0, 1.0});
  };
  c.errors.push_back(Refused("guidance_batch", call, {x, g.narrow(0, 0, 1)},
                             "expected guidance of the input's batch and size [2, 3, 6, 7], "
                             "but got shape [1, 1, 6, 7]"));
  c.errors.push_back(Refused("guidance_width", call, {x, g.narrow(3, 0, 5)},
                             "expected guidance of the input's batch and size [2, 3, 6, 7], "
                             "but got shape [2, 1, 6, 5]"));
  c.errors.push_back(Refused("guidance_3d", call, {x, g.select(0, 0)},
                             "expected guidance of shape (B, C, H, W) with non-empty C, H and W, "
                             "but got shape [1, 6, 7]"));
  c.errors.push_back(Refused("guidance_complex", call, {x, g.to(torch::kComplexFloat)},
                             "expected a real (not complex) guidance, but got complex64",
                             ErrorKind::kType));
  c.errors.push_back({"kernel_even",
                      [x, g] {
                        joint_bilateral_blur(x, g, {3, 2}, 0.1, {1.0, 1.0});
                      },
                      "expected a positive odd kernel size, but got kernel_size = (3, 2)"});
  return c;
}
