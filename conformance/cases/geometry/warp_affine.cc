// Conformance case of ops/geometry/warp_affine:
//   - per floating dtype x mode x padding x align_corners one shape class
//     `<dtype>_<mode>_<padding>_{ac,hp}` on a 2 x 3 x 9 x 11 source onto
//     8 x 12, one point per matrix set (`_m<i>`), the matrices a graph input
//     so the graph traced on one set replays on the others;
//   - per floating dtype x mode a same-size class `<dtype>_<mode>_same` (zeros,
//     half-pixel) over the identity, a singular matrix (no linear part: the
//     inverse is inf/NaN, so the output pins what non-finite coordinates
//     give), a rank-1 one and a nearly singular one (determinants 2**-7 and
//     2**-5, exact in bfloat16);
//   - a 1-pixel-high source (a singleton side maps to 0 under align_corners),
//     one matrix shared by the batch, every value class, and the threads
//     check's large image per smooth mode; the errors of a warp's arguments;
//   - padding_mode 'fill' per dtype and mode (fill values a graph input), and
//     its 0-d, (B, C, 1, 1) and absent fill_value.
#include "ops/geometry/warp_affine.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases::warp_affine_case {

// Matrix sets per sample (the first three: rotation + scale + shift, a shear
// with a flip, a scale with flips), then the same-size sweep's special ones.
torch::Tensor Matrix(const std::string& kind, torch::ScalarType dtype) {
  const double c = std::cos(0.3) * 1.1, s = std::sin(0.3) * 1.1;
  const std::map<std::string, std::vector<double>> m = {
      {"m0", {c, -s, 1.5, s, c, -0.75, 0.9, 0.0, 0.0, 0.0, 1.2, 0.5}},
      {"m1", {1.0, 0.4, -2.0, 0.0, -1.0, 8.0, 1.0, 0.0, 0.25, 0.0, 1.0, -0.25}},
      {"m2", {2.0, 0.0, -6.0, 0.0, 0.5, 2.0, -1.0, 0.0, 10.0, 0.0, -1.0, 8.0}},
      {"identity", {1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0}},
      {"singular", {0, 0, 3, 0, 0, 2, 0, 0, -1, 0, 0, 0.5}},
      {"rank1", {1, 2, 0, 0.5, 1, 0, 0, 0, 4, 1, 1, 1}},
      {"near_singular", {1, 1, 0, 1, 1 + 0x1p-7, 0, 2, 2, 1, 2, 2 + 0x1p-6, -1}}};
  return torch::tensor(m.at(kind)).view({2, 2, 3}).to(dtype);
}

}  // namespace kornia::conformance::cases::warp_affine_case

KC_CASE(geometry, warp_affine) {
  using geometry::warp_affine;
  using warp_affine_case::Matrix;
  // The probe and the signature's errors: onto 4 x 5 with one matrix for the batch.
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return warp_affine(x, Matrix("m0", x.scalar_type()).narrow(0, 0, 1), {4, 5});
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, torch::Tensor src, torch::Tensor m,
                   std::array<int64_t, 2> dsize, std::string mode, std::string padding, bool ac) {
      points.push_back(Point(
          id, cls, {src, m},
          [=](const Inputs& in) { return warp_affine(in[0], in[1], dsize, mode, padding, ac); },
          {.args = {In(0), In(1), KorniaArg::array({dsize[0], dsize[1]}), mode, padding, ac}}));
    };
    for (const auto& d : kFloatDtypes)
      for (const std::string mode : {"bilinear", "nearest", "bicubic"})
        for (const std::string padding : {"zeros", "border", "reflection"})
          for (bool ac : {true, false}) {
            const std::string cls = c10::str(d.name, "_", mode, "_", padding, ac ? "_ac" : "_hp");
            for (const char* m : {"m0", "m1", "m2"})
              add(cls + "_" + m, cls, UniformInput({2, 3, 9, 11}, d.type, cls), Matrix(m, d.type),
                  {8, 12}, mode, padding, ac);
          }
    for (const auto& d : kFloatDtypes)
      for (const std::string mode : {"bilinear", "nearest", "bicubic"}) {
        const std::string cls = c10::str(d.name, "_", mode, "_same");
        for (const std::string kind : {"identity", "singular", "rank1", "near_singular"})
          add(cls + "_" + kind, cls, UniformInput({2, 3, 9, 11}, d.type, cls), Matrix(kind, d.type),
              {9, 11}, mode, "zeros", false);
      }
    // padding_mode 'fill': per dtype and mode, one value per channel (a graph
    // input, two value sets); and, bilinear, a 0-d fill, a (B, C, 1, 1) one,
    // and none (zeros).
    auto fill = [&](std::string id, std::string cls, torch::Tensor src, std::string mode,
                    std::optional<torch::Tensor> f) {
      const torch::Tensor m = Matrix("m0", src.scalar_type());
      Inputs in = {src, m};
      if (f) in.push_back(*f);
      points.push_back(Point(id, cls, in, [mode](const Inputs& in) {
        return warp_affine(in[0], in[1], {8, 12}, mode, "fill", true,
                           in.size() > 2 ? std::optional<torch::Tensor>(in[2]) : std::nullopt);
      }));
      points.back().kornia = {
          .args = {In(0), In(1), KorniaArg::array({8, 12}), mode, "fill", true}};
      if (f) points.back().kornia.args.push_back(In(2));
    };
    for (const auto& d : kFloatDtypes) {
      const torch::Tensor src = UniformInput({2, 3, 9, 11}, d.type, std::string(d.name) + "_fill");
      for (const std::string mode : {"bilinear", "nearest", "bicubic"}) {
        const std::string cls = c10::str(d.name, "_", mode, "_fill_c");
        fill(cls + "_a", cls, src, mode, torch::tensor({0.25, 0.5, 1.0}).to(d.type));
        fill(cls + "_b", cls, src, mode, torch::tensor({-1.0, 2.0, 0.0}).to(d.type));
      }
      const std::string f = std::string(d.name) + "_bilinear_fill";
      fill(f + "_0d", f + "_0d", src, "bilinear", torch::tensor(0.75).to(d.type));
      fill(f + "_b11", f + "_b11", src, "bilinear",
           torch::tensor({0.1, 0.2, 0.3, 0.4, 0.5, 0.6}).to(d.type).view({2, 3, 1, 1}));
      fill(f + "_none", f + "_none", src, "bilinear", std::nullopt);
    }
    for (const auto& d : kFloatDtypes) {
      for (bool ac : {true, false}) {
        const std::string id = std::string(d.name) + "_h1" + (ac ? "_ac" : "_hp");
        add(id, id, UniformInput({2, 3, 1, 11}, d.type, id), Matrix("m0", d.type), {1, 5},
            "bilinear", "zeros", ac);
      }
      const std::string shared = std::string(d.name) + "_shared_m";
      add(shared, shared, UniformInput({2, 3, 9, 11}, d.type, shared),
          Matrix("m1", d.type).narrow(0, 0, 1), {9, 11}, "bilinear", "zeros", true);
      const std::string cls = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        add(id, cls, MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), Matrix("m0", d.type), {8, 12},
            "bilinear", "zeros", true);
      }
      for (const std::string mode : {"bilinear", "bicubic"}) {
        const std::string id = std::string(d.name) + "_" + mode + "_large";
        add(id, id, LargeImage(d.type, 3, id), Matrix("m0", d.type), {128, 128}, mode, "zeros",
            true);
      }
    }
    return points;
  };
  c.batch_inputs = {0, 1, 2};  // 2: a per-sample fill_value (B, C, 1, 1)
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), m = Matrix("m0", torch::kFloat);
  auto warp = [x, m](std::array<int64_t, 2> dsize, std::string mode, std::string padding) {
    return [=] { warp_affine(x, m, dsize, mode, padding, true); };
  };
  // The op onto 4 x 4: filled with inputs[2] (bilinear, align_corners), and at its defaults.
  const OpFn fill = [](const Inputs& in) {
    return warp_affine(in[0], in[1], {4, 4}, "bilinear", "fill", true, in[2]);
  };
  const OpFn defaults = [](const Inputs& in) { return warp_affine(in[0], in[1], {4, 4}); };
  c.errors.insert(
      c.errors.end(),
      {{"dsize_zero", warp({0, 4}, "bilinear", "zeros"),
        "expected dsize >= 1, but got dsize = (0, 4)"},
       {"mode_unknown", warp({4, 4}, "area", "zeros"),
        "expected mode bilinear, nearest or bicubic, but got 'area'"},
       {"padding_unknown", warp({4, 4}, "bilinear", "wrap"),
        "expected padding_mode zeros, border, reflection or fill, but got 'wrap'"},
       Refused("fill_value_channels", fill, {x, m, torch::zeros({2})},
               "expected fill_value of one value, one per channel (3) or a shape that "
               "broadcasts to the warped image [2, 3, 4, 4] without changing it, but got "
               "shape [2]"),
       Refused("fill_value_complex", fill, {x, m, torch::zeros({3}, torch::kComplexFloat)},
               "expected a real fill_value, but got complex64", ErrorKind::kType),
       Refused("m_3x3", defaults, {x, torch::eye(3).expand({2, 3, 3})},
               "expected M of shape (2, 2, 3) or (1, 2, 3), but got shape [2, 3, 3]"),
       Refused("m_dtype", defaults, {x, Matrix("m0", torch::kDouble)},
               "expected M in the dtype of src (float32), but got float64", ErrorKind::kType)});
  c.tensor_args = {
      {"M", {.input = 1, .image_dtype = true}},
      {"fill_value", {.input = 2, .point = "float32_bilinear_fill_c_a", .dtypes = kEveryDtype}}};
  return c;
}
