// What the subsampled YUV cases share (rgb_to_yuv420, rgb_to_yuv422,
// yuv420_to_rgb, yuv422_to_rgb): the plane sizes they sweep, the (Y, UV)
// pair packed into one output, and the points and errors of both directions.
#pragma once

#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// The two planes as one output, so that the harness judges every bit of
// both: each flattened from dim -3 on, concatenated along the last dim,
// (*, H * W + 2 * h * w). tools/parity/kornia_parity.py packs Kornia's tuple
// the same way.
inline torch::Tensor PackPlanes(const std::tuple<torch::Tensor, torch::Tensor>& planes) {
  return torch::cat({std::get<0>(planes).flatten(-3), std::get<1>(planes).flatten(-3)}, -1);
}

// (H, W) of the full-size image: even widths at and around the vector edges
// (2**p, 2**p + 2) and, for 4:2:2 (`halve_height` false), odd heights too.
inline std::vector<std::pair<int64_t, int64_t>> PlaneSizes(bool halve_height) {
  std::vector<std::pair<int64_t, int64_t>> sizes = {
      {2, 2},  {2, 6},  {2, 8},  {4, 10},  {2, 16},  {2, 18},   {2, 32},
      {2, 34}, {2, 64}, {2, 66}, {2, 256}, {2, 258}, {2, 2048}, {2, 2050}};
  if (!halve_height) sizes.insert(sizes.end(), {{1, 2}, {3, 34}, {5, 6}});
  return sizes;
}

inline std::string SizeId(int64_t h, int64_t w) {
  return "h" + std::to_string(h) + "w" + std::to_string(w);
}

// rgb_to_yuv420 / rgb_to_yuv422's points: per floating dtype every
// PlaneSizes image (2 x 3 x H x W, uniform in [0, 1]), every value class at
// 2 x 3 x 2 x 34, all 65,536 half patterns (1 x 3 x 256 x 256) and empty
// planes (the layouts check runs every point on batch 0 too); a threads-size
// image for float32 and float64.
inline std::vector<SweepPoint> FromRgbPoints(
    const std::function<torch::Tensor(const torch::Tensor&)>& call, bool halve_height) {
  std::vector<SweepPoint> points;
  const OpFn run = [call](const Inputs& in) { return call(in[0]); };
  auto add = [&](const std::string& id, const std::string& cls, const Dt& d, torch::Tensor x) {
    points.push_back(Point(id, cls, d.name, {std::move(x)}, run));
  };
  for (const auto& d : kFloatDtypes) {
    const std::string dt = d.name;
    for (auto [h, w] : PlaneSizes(halve_height)) {
      const std::string id = dt + "_" + SizeId(h, w);
      add(id, id, d, MakeInput({2, 3, h, w}, d.type, ValueClass::kUniform, SeedOf(id)));
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = dt + "_h2w34_" + ValueClassName(v);
      add(id, dt + "_h2w34", d, MakeInput({2, 3, 2, 34}, d.type, v, SeedOf(id)));
    }
    if (d.type == torch::kHalf || d.type == torch::kBFloat16) {
      std::vector<torch::Tensor> channels;
      for (int64_t c = 0; c < 3; ++c)
        channels.push_back(
            AllBitPatterns(d.type, {256, 256}).flatten().roll(c * 21845).view({256, 256}));
      add(dt + "_all_bits", dt + "_all_bits", d, torch::stack(channels).unsqueeze(0));
    } else {
      add(dt + "_large", dt + "_large", d, LargeImage(d.type, 3, dt + "_yuv_large"));
    }
    // Kornia raises on these ("-": no Kornia call): avg_pool2d refuses an
    // empty plane (4:2:0), unfold a plane narrower than its window.
    add(dt + "_empty_height", dt + "_empty_height", d, torch::zeros({2, 3, 0, 4}, d.type));
    if (halve_height) points.back().kornia = "-";
    add(dt + "_empty_width", dt + "_empty_width", d, torch::zeros({2, 3, 2, 0}, d.type));
    points.back().kornia = "-";
  }
  return points;
}

// The from-RGB case: ImageOp's signature errors and the odd sizes refused.
inline OpCase FromRgbCase(const std::string& name,
                          std::tuple<torch::Tensor, torch::Tensor> (*op)(const torch::Tensor&),
                          bool halve_height) {
  const ImageCall call = [op](const torch::Tensor& x) { return PackPlanes(op(x)); };
  OpCase c = ImageOp({.name = name,
                      .package = "color",
                      .kornia = "kornia.color." + name,
                      .image = {.channels = 3},
                      .call = call});
  c.probe = [call](torch::ScalarType d) { return call(ProbeImage(d, {1, 3, 4, 6})); };
  c.points = [call, halve_height] { return FromRgbPoints(call, halve_height); };
  const std::string even =
      halve_height ? "an image of even height and width" : "an image of even width";
  c.errors.push_back({"odd_width",
                      [call] {
                        call(torch::rand({1, 3, 4, 5}));
                      },
                      name + "(): expected " + even + ", but got shape [1, 3, 4, 5]"});
  if (halve_height)
    c.errors.push_back({"odd_height",
                        [call] {
                          call(torch::rand({1, 3, 3, 4}));
                        },
                        name + "(): expected " + even + ", but got shape [1, 3, 3, 4]"});
  return c;
}

// yuv420_to_rgb / yuv422_to_rgb's points: (imagey, imageuv) with Y uniform in
// [0, 1] and U, V in [-0.615, 0.615], over the same sizes and classes as the
// from-RGB direction (the value classes in both planes).
using PlanesOp = torch::Tensor (*)(const torch::Tensor&, const torch::Tensor&);

inline std::vector<SweepPoint> ToRgbPoints(PlanesOp op, bool halve_height) {
  std::vector<SweepPoint> points;
  const OpFn run = [op](const Inputs& in) { return op(in[0], in[1]); };
  auto uv_shape = [halve_height](int64_t b, int64_t h, int64_t w) {
    return std::vector<int64_t>{b, 2, halve_height ? h / 2 : h, w / 2};
  };
  auto add = [&](const std::string& id, const std::string& cls, const Dt& d, torch::Tensor y,
                 torch::Tensor uv) {
    points.push_back(Point(id, cls, d.name, {std::move(y), std::move(uv)}, run));
  };
  for (const auto& d : kFloatDtypes) {
    const std::string dt = d.name;
    auto planes = [&](const std::string& id, ValueClass v, int64_t b, int64_t h, int64_t w) {
      return std::pair{MakeInput({b, 1, h, w}, d.type, v, SeedOf(id + "_y")),
                       MakeInput(uv_shape(b, h, w), d.type, v, SeedOf(id + "_uv"), -0.615, 0.615)};
    };
    for (auto [h, w] : PlaneSizes(halve_height)) {
      const std::string id = dt + "_" + SizeId(h, w);
      auto [y, uv] = planes(id, ValueClass::kUniform, 2, h, w);
      add(id, id, d, y, uv);
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = dt + "_h2w34_" + ValueClassName(v);
      auto [y, uv] = planes(id, v, 2, 2, 34);
      add(id, dt + "_h2w34", d, y, uv);
    }
    if (d.type == torch::kHalf || d.type == torch::kBFloat16) {
      const torch::Tensor bits = AllBitPatterns(d.type, {256, 256});
      const std::vector<int64_t> uv = uv_shape(1, 256, 256);
      add(dt + "_all_bits", dt + "_all_bits", d, bits.view({1, 1, 256, 256}),
          bits.flatten().roll(21845).narrow(0, 0, 2 * uv[2] * uv[3]).view(uv));
    } else {
      auto [y, uv] = planes(dt + "_large", ValueClass::kUniform, 2, 256, 256);
      add(dt + "_large", dt + "_large", d, y, uv);
    }
    add(dt + "_empty_height", dt + "_empty_height", d, torch::zeros({2, 1, 0, 4}, d.type),
        torch::zeros(uv_shape(2, 0, 4), d.type));
  }
  return points;
}

// The to-RGB case: each plane's signature errors (the other plane legal),
// odd sizes, a UV plane of the wrong size or leading dims, mixed dtypes.
inline OpCase ToRgbCase(const std::string& name, PlanesOp op, bool halve_height) {
  OpCase c;
  c.name = name;
  c.package = "color";
  c.kornia = "kornia.color." + name;
  c.image = core::ImageSpec{.noun = "imagey", .channels = 1};
  c.claimed_dtypes = SignatureDtypes(c.image->dtypes);
  const int64_t uv_h = halve_height ? 2 : 4;
  c.probe = [op, uv_h](torch::ScalarType d) {
    return op(ProbeImage(d, {1, 1, 4, 6}), ProbeImage(d, {1, 2, uv_h, 3}));
  };
  c.batch_inputs = {0, 1};
  c.points = [op, halve_height] { return ToRgbPoints(op, halve_height); };
  const core::ImageSpec y_spec = *c.image, uv_spec{.noun = "imageuv", .channels = 2};
  for (const RefusedShape& r : RefusedShapes(y_spec))
    c.errors.push_back({"imagey_" + r.id,
                        [op, shape = r.shape, uv_h] {
                          op(torch::rand(shape), torch::rand({1, 2, uv_h, 3}));
                        },
                        ImageShapeMessage(name, y_spec, r.shape)});
  for (const RefusedShape& r : RefusedShapes(uv_spec))
    c.errors.push_back({"imageuv_" + r.id,
                        [op, shape = r.shape] {
                          op(torch::rand({1, 1, 4, 6}), torch::rand(shape));
                        },
                        ImageShapeMessage(name, uv_spec, r.shape)});
  const std::string even =
      halve_height ? "imagey of even height and width" : "imagey of even width";
  c.errors.push_back({"odd_width",
                      [op, uv_h] {
                        op(torch::rand({1, 1, 4, 5}), torch::rand({1, 2, uv_h, 2}));
                      },
                      name + "(): expected " + even + ", but got shape [1, 1, 4, 5]"});
  if (halve_height)
    c.errors.push_back({"odd_height",
                        [op] {
                          op(torch::rand({1, 1, 3, 4}), torch::rand({1, 2, 1, 2}));
                        },
                        name + "(): expected " + even + ", but got shape [1, 1, 3, 4]"});
  const std::string dims = halve_height ? "H / 2" : "H";
  const std::string want = halve_height ? "[1, 2, 2, 3]" : "[1, 2, 4, 3]";
  c.errors.push_back({"uv_full_size",
                      [op] {
                        op(torch::rand({1, 1, 4, 6}), torch::rand({1, 2, 4, 6}));
                      },
                      name + "(): expected imageuv of shape " + want +
                          " (imagey's leading dims, 2 channels, " + dims +
                          " and W / 2 of imagey [1, 1, 4, 6]), but got shape [1, 2, 4, 6]"});
  c.errors.push_back({"uv_other_batch",
                      [op, uv_h] {
                        op(torch::rand({1, 1, 4, 6}), torch::rand({2, 2, uv_h, 3}));
                      },
                      name + "(): expected imageuv of shape " + want +
                          " (imagey's leading dims, 2 channels, " + dims +
                          " and W / 2 of imagey [1, 1, 4, 6]), but got shape [2, 2, " +
                          std::to_string(uv_h) + ", 3]"});
  c.errors.push_back({"mixed_dtypes",
                      [op, uv_h] {
                        op(torch::rand({1, 1, 4, 6}), torch::rand({1, 2, uv_h, 3}, torch::kDouble));
                      },
                      name + "(): expected imageuv of imagey's dtype float32, but got float64"});
  return c;
}

}  // namespace kornia::conformance::cases
