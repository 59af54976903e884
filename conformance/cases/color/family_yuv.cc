#include "conformance/cases/color/family_yuv.h"

#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

namespace {

torch::Tensor PackPlanes(const std::tuple<torch::Tensor, torch::Tensor>& planes) {
  return torch::cat({std::get<0>(planes).flatten(-3), std::get<1>(planes).flatten(-3)}, -1);
}

// (H, W) of the full-size image: even widths at and around the vector edges
// (2**p, 2**p + 2) and, for 4:2:2 (`halve_height` false), odd heights too.
std::vector<std::pair<int64_t, int64_t>> PlaneSizes(bool halve_height) {
  std::vector<std::pair<int64_t, int64_t>> sizes = {
      {2, 2},  {2, 6},  {2, 8},  {4, 10},  {2, 16},  {2, 18},   {2, 32},
      {2, 34}, {2, 64}, {2, 66}, {2, 256}, {2, 258}, {2, 2048}, {2, 2050}};
  if (!halve_height) sizes.insert(sizes.end(), {{1, 2}, {3, 34}, {5, 6}});
  return sizes;
}

std::string SizeId(int64_t h, int64_t w) {
  return "h" + std::to_string(h) + "w" + std::to_string(w);
}

std::vector<SweepPoint> FromRgbPoints(const ImageCall& call, bool halve_height) {
  std::vector<SweepPoint> points;
  const OpFn run = [call](const Inputs& in) { return call(in[0]); };
  auto add = [&](const std::string& id, const std::string& cls, torch::Tensor x) {
    points.push_back(Point(id, cls, {std::move(x)}, run));
  };
  for (const auto& d : kFloatDtypes) {
    const std::string dt = d.name;
    for (auto [h, w] : PlaneSizes(halve_height)) {
      const std::string id = dt + "_" + SizeId(h, w);
      add(id, id, MakeInput({2, 3, h, w}, d.type, ValueClass::kUniform, SeedOf(id)));
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = dt + "_h2w34_" + ValueClassName(v);
      add(id, dt + "_h2w34", MakeInput({2, 3, 2, 34}, d.type, v, SeedOf(id)));
    }
    if (d.type == torch::kHalf || d.type == torch::kBFloat16) {
      std::vector<torch::Tensor> channels;
      for (int64_t c = 0; c < 3; ++c)
        channels.push_back(
            AllBitPatterns(d.type, {256, 256}).flatten().roll(c * 21845).view({256, 256}));
      add(dt + "_all_bits", dt + "_all_bits", torch::stack(channels).unsqueeze(0));
    } else {
      add(dt + "_large", dt + "_large", LargeImage(d.type, 3, dt + "_yuv_large"));
    }
    // Kornia raises on these (no Kornia call): avg_pool2d refuses an empty
    // plane (4:2:0), unfold a plane narrower than its window (4:2:2).
    add(dt + "_empty_height", dt + "_empty_height", torch::zeros({2, 3, 0, 4}, d.type));
    if (halve_height) points.back().kornia.none = "Kornia's avg_pool2d refuses an empty plane";
    add(dt + "_empty_width", dt + "_empty_width", torch::zeros({2, 3, 2, 0}, d.type));
    points.back().kornia.none = halve_height
                                    ? "Kornia's avg_pool2d refuses an empty plane"
                                    : "Kornia's unfold refuses a plane narrower than its window";
  }
  return points;
}

std::vector<SweepPoint> ToRgbPoints(PlanesOp op, bool halve_height) {
  std::vector<SweepPoint> points;
  const OpFn run = [op](const Inputs& in) { return op(in[0], in[1]); };
  auto uv_shape = [halve_height](int64_t b, int64_t h, int64_t w) {
    return std::vector<int64_t>{b, 2, halve_height ? h / 2 : h, w / 2};
  };
  auto add = [&](const std::string& id, const std::string& cls, torch::Tensor y, torch::Tensor uv) {
    points.push_back(Point(id, cls, {std::move(y), std::move(uv)}, run));
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
      add(id, id, y, uv);
    }
    for (ValueClass v : kAllValueClasses) {
      if (v == ValueClass::kUniform) continue;
      const std::string id = dt + "_h2w34_" + ValueClassName(v);
      auto [y, uv] = planes(id, v, 2, 2, 34);
      add(id, dt + "_h2w34", y, uv);
    }
    if (d.type == torch::kHalf || d.type == torch::kBFloat16) {
      const torch::Tensor bits = AllBitPatterns(d.type, {256, 256});
      const std::vector<int64_t> uv = uv_shape(1, 256, 256);
      add(dt + "_all_bits", dt + "_all_bits", bits.view({1, 1, 256, 256}),
          bits.flatten().roll(21845).narrow(0, 0, 2 * uv[2] * uv[3]).view(uv));
    } else {
      auto [y, uv] = planes(dt + "_large", ValueClass::kUniform, 2, 256, 256);
      add(dt + "_large", dt + "_large", y, uv);
    }
    add(dt + "_empty_height", dt + "_empty_height", torch::zeros({2, 1, 0, 4}, d.type),
        torch::zeros(uv_shape(2, 0, 4), d.type));
  }
  return points;
}

}  // namespace

OpCase FromRgbCase(const core::OpSpec& op, ToPlanesOp planes, bool halve_height) {
  const ImageCall call = [planes](const torch::Tensor& x) { return PackPlanes(planes(x)); };
  OpCase c = ImageOp(op);
  c.probe = [call](torch::ScalarType d) { return call(ProbeImage(d, {1, 3, 4, 6})); };
  c.points = [call, halve_height] { return FromRgbPoints(call, halve_height); };
  const std::string even =
      halve_height ? "an image of even height and width" : "an image of even width";
  c.errors.push_back({"odd_width",
                      [call] {
                        call(torch::rand({1, 3, 4, 5}));
                      },
                      "expected " + even + ", but got shape [1, 3, 4, 5]"});
  if (halve_height)
    c.errors.push_back({"odd_height",
                        [call] {
                          call(torch::rand({1, 3, 3, 4}));
                        },
                        "expected " + even + ", but got shape [1, 3, 3, 4]"});
  return c;
}

OpCase ToRgbCase(const core::OpSpec& op, PlanesOp planes, bool halve_height) {
  OpCase c;
  c.image = op.image;
  c.claimed_dtypes = SignatureDtypes(c.image->dtypes);
  const int64_t uv_h = halve_height ? 2 : 4;
  c.probe = [planes, uv_h](torch::ScalarType d) {
    return planes(ProbeImage(d, {1, 1, 4, 6}), ProbeImage(d, {1, 2, uv_h, 3}));
  };
  c.batch_inputs = {0, 1};
  c.points = [planes, halve_height] { return ToRgbPoints(planes, halve_height); };
  // The messages after "<op>(): ".
  auto shape_message = [&op](const core::ImageSpec& spec, const std::vector<int64_t>& shape) {
    return ImageShapeMessage(op.name, spec, shape).substr(op.name.size() + 4);
  };
  const core::ImageSpec y_spec = *c.image, uv_spec{.noun = "imageuv", .channels = 2};
  for (const RefusedShape& r : RefusedShapes(y_spec))
    c.errors.push_back({"imagey_" + r.id,
                        [planes, shape = r.shape, uv_h] {
                          planes(torch::rand(shape), torch::rand({1, 2, uv_h, 3}));
                        },
                        shape_message(y_spec, r.shape)});
  for (const RefusedShape& r : RefusedShapes(uv_spec))
    c.errors.push_back({"imageuv_" + r.id,
                        [planes, shape = r.shape] {
                          planes(torch::rand({1, 1, 4, 6}), torch::rand(shape));
                        },
                        shape_message(uv_spec, r.shape)});
  const std::string even =
      halve_height ? "imagey of even height and width" : "imagey of even width";
  c.errors.push_back({"odd_width",
                      [planes, uv_h] {
                        planes(torch::rand({1, 1, 4, 5}), torch::rand({1, 2, uv_h, 2}));
                      },
                      "expected " + even + ", but got shape [1, 1, 4, 5]"});
  if (halve_height)
    c.errors.push_back({"odd_height",
                        [planes] {
                          planes(torch::rand({1, 1, 3, 4}), torch::rand({1, 2, 1, 2}));
                        },
                        "expected " + even + ", but got shape [1, 1, 3, 4]"});
  const std::string dims = halve_height ? "H / 2" : "H";
  const std::string want = halve_height ? "[1, 2, 2, 3]" : "[1, 2, 4, 3]";
  const std::string uv_message = "expected imageuv of shape " + want +
                                 " (imagey's leading dims, 2 channels, " + dims +
                                 " and W / 2 of imagey [1, 1, 4, 6]), but got shape ";
  c.errors.push_back({"uv_full_size",
                      [planes] {
                        planes(torch::rand({1, 1, 4, 6}), torch::rand({1, 2, 4, 6}));
                      },
                      uv_message + "[1, 2, 4, 6]"});
  c.errors.push_back({"uv_other_batch",
                      [planes, uv_h] {
                        planes(torch::rand({1, 1, 4, 6}), torch::rand({2, 2, uv_h, 3}));
                      },
                      uv_message + "[2, 2, " + std::to_string(uv_h) + ", 3]"});
  c.errors.push_back(
      {"mixed_dtypes",
       [planes, uv_h] {
         planes(torch::rand({1, 1, 4, 6}), torch::rand({1, 2, uv_h, 3}, torch::kDouble));
       },
       "expected imageuv of imagey's dtype float32, but got float64", std::nullopt,
       ErrorKind::kType});
  c.tensor_args = {{"imageuv", {.input = 1, .image_dtype = true}}};
  return c;
}

}  // namespace kornia::conformance::cases
