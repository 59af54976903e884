#include "conformance/cases/geometry/family_warp.h"

#include <c10/util/StringUtil.h>

#include <functional>
#include <span>

namespace kornia::conformance::cases {

void ForEachWarpClass(
    const std::function<void(const Dt& d, const std::string& mode, const std::string& padding,
                             bool ac, const std::string& cls)>& fn) {
  for (const auto& d : kFloatDtypes)
    for (const std::string mode : {"bilinear", "nearest", "bicubic"})
      for (const std::string padding : {"zeros", "border", "reflection"})
        for (bool ac : {true, false})
          fn(d, mode, padding, ac, c10::str(d.name, "_", mode, "_", padding, ac ? "_ac" : "_hp"));
}

std::vector<SweepPoint> WarpPoints(const WarpSweep& sweep) {
  std::vector<SweepPoint> points;
  const auto warp = sweep.warp;
  auto add = [&](std::string id, std::string cls, torch::Tensor src, torch::Tensor m,
                 std::array<int64_t, 2> dsize, std::string mode, std::string padding, bool ac) {
    points.push_back(Point(
        id, cls, {src, m}, [=](const Inputs& in) { return warp(in, dsize, mode, padding, ac); },
        {.args = {In(0), In(1), KorniaArg::array({dsize[0], dsize[1]}), mode, padding, ac}}));
  };
  ForEachWarpClass([&](const Dt& d, const std::string& mode, const std::string& padding, bool ac,
                       const std::string& cls) {
    for (const char* m : {"m0", "m1", "m2"})
      add(cls + "_" + m, cls, UniformInput({2, 3, 9, 11}, d.type, cls), sweep.matrix(m, d.type),
          {8, 12}, mode, padding, ac);
  });
  for (const auto& d : kFloatDtypes)
    for (const std::string mode : {"bilinear", "nearest", "bicubic"}) {
      const std::string cls = c10::str(d.name, "_", mode, "_same");
      for (const std::string& kind : sweep.same)
        add(cls + "_" + kind, cls, UniformInput({2, 3, 9, 11}, d.type, cls),
            sweep.matrix(kind, d.type), {9, 11}, mode, "zeros", false);
    }
  // padding_mode 'fill': per dtype and mode, one value per channel (a graph
  // input, two value sets); and, bilinear, a 0-d fill, a (B, C, 1, 1) one,
  // and none (zeros).
  auto fill = [&](std::string id, std::string cls, torch::Tensor src, std::string mode,
                  std::optional<torch::Tensor> f) {
    Inputs in = {src, sweep.matrix("m0", src.scalar_type())};
    if (f) in.push_back(*f);
    points.push_back(Point(id, cls, in, [warp, mode](const Inputs& in) {
      return warp(in, {8, 12}, mode, "fill", true);
    }));
    points.back().kornia = {.args = {In(0), In(1), KorniaArg::array({8, 12}), mode, "fill", true}};
    if (f) points.back().kornia.args.push_back(In(2));
  };
  for (const auto& d : std::span<const Dt>(kFloatDtypes).first(sweep.fill ? 4 : 0)) {
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
      add(id, id, UniformInput({2, 3, 1, 11}, d.type, id), sweep.matrix("m0", d.type), {1, 5},
          "bilinear", "zeros", ac);
    }
    if (sweep.shared_matrix) {
      const std::string shared = std::string(d.name) + "_shared_m";
      add(shared, shared, UniformInput({2, 3, 9, 11}, d.type, shared),
          sweep.matrix("m1", d.type).narrow(0, 0, 1), {9, 11}, "bilinear", "zeros", true);
    }
    const std::string cls = std::string(d.name) + "_values";
    for (ValueClass v : kAllValueClasses) {
      const std::string id = cls + "_" + ValueClassName(v);
      add(id, cls, MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), sweep.matrix("m0", d.type),
          {8, 12}, "bilinear", "zeros", true);
    }
    for (const std::string mode : {"bilinear", "bicubic"}) {
      const std::string id = std::string(d.name) + "_" + mode + "_large";
      add(id, id, LargeImage(d.type, 3, id), sweep.matrix("m0", d.type), {128, 128}, mode, "zeros",
          true);
    }
    // Empty destinations: every check still runs, on (2, 3, 0, 5) and (2, 3, 4, 0).
    for (const std::array<int64_t, 2> dsize : {std::array<int64_t, 2>{0, 5}, {4, 0}}) {
      const std::string id = c10::str(d.name, "_dsize_", dsize[0], "x", dsize[1]);
      add(id, id, UniformInput({2, 3, 9, 11}, d.type, id), sweep.matrix("m0", d.type), dsize,
          "bilinear", "zeros", true);
    }
  }
  return points;
}

SweepPoint CropPoint(const CropSweep& sweep, std::string id, std::string cls, Inputs in,
                     std::array<int64_t, 2> size, std::string mode, std::string padding, bool ac) {
  KorniaCall kornia;
  for (size_t i = 0; i < in.size(); ++i) kornia.args.push_back(In(static_cast<int>(i)));
  kornia.args.insert(kornia.args.end(), {KorniaArg::array({size[0], size[1]}), mode, padding, ac});
  const auto crop = sweep.crop;
  return Point(
      std::move(id), std::move(cls), std::move(in),
      [=](const Inputs& in) { return crop(in, size, mode, padding, ac); }, std::move(kornia));
}

std::vector<SweepPoint> CropPoints(const CropSweep& sweep) {
  std::vector<SweepPoint> points;
  auto inputs = [&](torch::Tensor src, int set) {
    Inputs in = {src};
    for (const torch::Tensor& t : sweep.params(set, src.scalar_type())) in.push_back(t);
    return in;
  };
  ForEachWarpClass([&](const Dt& d, const std::string& mode, const std::string& padding, bool ac,
                       const std::string& cls) {
    for (int set = 0; set < sweep.sets; ++set)
      points.push_back(CropPoint(sweep, c10::str(cls, "_p", set), cls,
                                 inputs(UniformInput({2, 3, 9, 11}, d.type, cls), set), {5, 7},
                                 mode, padding, ac));
  });
  for (const auto& d : kFloatDtypes) {
    const std::string cls = std::string(d.name) + "_values";
    for (ValueClass v : kAllValueClasses) {
      const std::string id = cls + "_" + ValueClassName(v);
      points.push_back(CropPoint(
          sweep, id, cls, inputs(MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), 0), {5, 7}));
    }
    for (const std::string mode : {"bilinear", "bicubic"}) {
      const std::string id = std::string(d.name) + "_" + mode + "_large";
      points.push_back(
          CropPoint(sweep, id, id, inputs(LargeImage(d.type, 3, id), 0), {128, 128}, mode));
    }
  }
  return points;
}

SweepPoint AffwarpPoint(const AffwarpSweep& sweep, std::string id, std::string cls, Inputs in,
                        std::string mode, std::string padding, bool ac) {
  KorniaCall kornia;
  for (size_t i = 0; i < in.size(); ++i) kornia.args.push_back(In(static_cast<int>(i)));
  kornia.kwargs = {{"mode", mode}, {"padding_mode", padding}, {"align_corners", ac}};
  const auto warp = sweep.warp;
  return Point(
      std::move(id), std::move(cls), std::move(in),
      [=](const Inputs& in) { return warp(in, mode, padding, ac); }, std::move(kornia));
}

std::vector<SweepPoint> AffwarpPoints(const AffwarpSweep& sweep) {
  std::vector<SweepPoint> points;
  auto with = [](torch::Tensor tensor, Inputs params) {
    params.insert(params.begin(), std::move(tensor));
    return params;
  };
  ForEachWarpClass([&](const Dt& d, const std::string& mode, const std::string& padding, bool ac,
                       const std::string& cls) {
    for (int set = 0; set < sweep.sets; ++set)
      points.push_back(
          AffwarpPoint(sweep, c10::str(cls, "_p", set), cls,
                       with(UniformInput({2, 3, 9, 11}, d.type, cls), sweep.params(set, d.type)),
                       mode, padding, ac));
  });
  for (const auto& d : kFloatDtypes) {
    auto single = [&](const std::string& form, std::vector<int64_t> shape) {
      const std::string id = c10::str(d.name, "_", form);
      points.push_back(
          AffwarpPoint(sweep, id, id, with(UniformInput(shape, d.type, id), sweep.one(d.type))));
    };
    single("shared", {2, 3, 9, 11});
    single("unbatched", {3, 9, 11});
    points.back().unbatched = true;
    if (sweep.many_for_one) {
      const std::string id = c10::str(d.name, "_unbatched_n2");
      points.push_back(AffwarpPoint(
          sweep, id, id, with(UniformInput({3, 9, 11}, d.type, id), sweep.params(0, d.type))));
      points.back().unbatched = true;
    }
    const std::string cls = std::string(d.name) + "_values";
    for (ValueClass v : kAllValueClasses) {
      const std::string id = cls + "_" + ValueClassName(v);
      points.push_back(AffwarpPoint(
          sweep, id, cls,
          with(MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), sweep.params(0, d.type))));
    }
    for (const std::string mode : {"bilinear", "bicubic"}) {
      const std::string id = std::string(d.name) + "_" + mode + "_large";
      points.push_back(AffwarpPoint(
          sweep, id, id, with(LargeImage(d.type, 3, id), sweep.params(0, d.type)), mode));
    }
  }
  return points;
}

void AddAffwarpErrors(OpCase& c, const AffwarpSweep& sweep, const std::vector<std::string>& names,
                      const std::vector<std::tuple<std::string, Inputs, std::string>>& bad) {
  const auto op = sweep.warp;
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  const Inputs params = sweep.params(0, torch::kFloat);
  Inputs in = params;
  in.insert(in.begin(), x);
  auto warp = [op, in](std::string mode, std::string padding) {
    return [=] { op(in, mode, padding, true); };
  };
  const OpFn defaults = [op](const Inputs& in) { return op(in, "bilinear", "zeros", true); };
  c.errors.push_back({"mode_unknown", warp("area", "zeros"),
                      "expected mode bilinear, nearest or bicubic, but got 'area'"});
  c.errors.push_back({"padding_unknown", warp("bilinear", "wrap"),
                      "expected padding_mode zeros, border, reflection or fill, but got 'wrap'"});
  for (const auto& [id, bad_params, message] : bad) {
    Inputs bad_in = bad_params;
    bad_in.insert(bad_in.begin(), x);
    c.errors.push_back(Refused(id, defaults, bad_in, message));
  }
  c.batch_inputs = {0};
  for (size_t i = 0; i < names.size(); ++i) {
    Inputs wide = in;
    wide[i + 1] = wide[i + 1].to(torch::kDouble);
    c.errors.push_back(Refused(
        names[i] + "_dtype", defaults, wide,
        c10::str("expected ", names[i], " in the dtype of tensor (float32), but got float64"),
        ErrorKind::kType));
    c.batch_inputs.push_back(static_cast<int>(i + 1));
    c.tensor_args[names[i]] = {.input = static_cast<int>(i + 1), .image_dtype = true};
  }
}

std::vector<ErrorCase> WarpArgumentErrors(
    const std::function<std::function<void()>(std::string, std::string)>& warp, const OpFn& fill,
    const torch::Tensor& x, const torch::Tensor& m) {
  return {{"mode_unknown", warp("area", "zeros"),
           "expected mode bilinear, nearest or bicubic, but got 'area'"},
          {"padding_unknown", warp("bilinear", "wrap"),
           "expected padding_mode zeros, border, reflection or fill, but got 'wrap'"},
          Refused("fill_value_channels", fill, {x, m, torch::zeros({2})},
                  "expected fill_value of one value, one per channel (3) or a shape that "
                  "broadcasts to the warped image [2, 3, 4, 4] without changing it, but got "
                  "shape [2]"),
          Refused("fill_value_complex", fill, {x, m, torch::zeros({3}, torch::kComplexFloat)},
                  "expected a real fill_value, but got complex64", ErrorKind::kType)};
}

void AddWarpErrors(OpCase& c, const WarpSweep& sweep, const WarpRefusals& refusals) {
  const auto op = sweep.warp;
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), m = sweep.matrix("m0", torch::kFloat);
  auto warp = [op, x, m](std::array<int64_t, 2> dsize, std::string mode, std::string padding) {
    return [=] { op({x, m}, dsize, mode, padding, true); };
  };
  // The op onto 4 x 4: filled with inputs[2] (bilinear, align_corners), and at its defaults.
  const OpFn fill = [op](const Inputs& in) { return op(in, {4, 4}, "bilinear", "fill", true); };
  const OpFn defaults = [op](const Inputs& in) {
    return op(in, {4, 4}, "bilinear", "zeros", true);
  };
  c.errors.push_back(
      {refusals.dsize_id, warp(refusals.dsize, "bilinear", "zeros"), refusals.dsize_message});
  for (ErrorCase& e : WarpArgumentErrors(
           [&](std::string mode, std::string padding) {
             return warp({4, 4}, mode, padding);
           },
           fill, x, m))
    c.errors.push_back(std::move(e));
  for (const auto& [id, bad, message] : refusals.bad_m)
    c.errors.push_back(Refused(id, defaults, {x, bad}, message));
  c.errors.push_back(Refused("m_dtype", defaults, {x, sweep.matrix("m0", torch::kDouble)},
                             "expected M in the dtype of src (float32), but got float64",
                             ErrorKind::kType));
  c.batch_inputs = {0, 1, 2};  // 2: a per-sample fill_value (B, C, 1, 1)
  c.tensor_args = {
      {"M", {.input = 1, .image_dtype = true}},
      {"fill_value", {.input = 2, .point = "float32_bilinear_fill_c_a", .dtypes = kEveryDtype}}};
}

}  // namespace kornia::conformance::cases
