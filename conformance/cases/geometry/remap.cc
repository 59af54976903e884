// Conformance case of ops/geometry/remap: per dtype x mode x padding x
// align_corners a 2 x 3 x 9 x 11 image sampled on 8 x 12 pixel maps, two map
// sets as graph inputs (p0: the pixel grid stretched past the border and
// jittered off the pixel centres; p1: coordinates uniform in [-2, 12]); per
// dtype the identity map (read back exactly under align_corners), maps in
// [-1.2, 1.2] with normalized_coordinates, one map pair for the batch,
// align_corners None, non-finite map entries, a 1 x 1 source, a one-row
// destination, every value class of the image, the large image per smooth
// mode, empty maps; int32 maps of a float32 image; the maps' errors.
#include "ops/geometry/remap.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_warp.h"

namespace kornia::conformance::cases::remap_case {

// (n, h, w) maps x, y of set 0 for an H x W source (host doubles: the same bits everywhere).
Inputs Grid(int64_t n, int64_t h, int64_t w, int64_t H, int64_t W, torch::ScalarType dtype) {
  std::vector<double> x, y;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t i = 0; i < h; ++i)
      for (int64_t j = 0; j < w; ++j) {
        const double sx = (W - 1) * 1.125 / std::max<int64_t>(w - 1, 1);
        const double sy = (H - 1) * 1.25 / std::max<int64_t>(h - 1, 1);
        x.push_back(j * sx - 0.6 + 0.15 * static_cast<double>((i + 2 * j + b) % 5 - 2));
        y.push_back(i * sy - 0.5 + 0.1 * static_cast<double>((3 * i + j + b) % 4) - 0.15);
      }
  return {torch::tensor(x).view({n, h, w}).to(dtype), torch::tensor(y).view({n, h, w}).to(dtype)};
}

Inputs Maps(int set, torch::ScalarType dtype, const std::string& id) {
  if (set == 0) return Grid(2, 8, 12, 9, 11, dtype);
  return {UniformInput({2, 8, 12}, torch::kDouble, id + "_x", -2, 12).to(dtype),
          UniformInput({2, 8, 12}, torch::kDouble, id + "_y", -2, 12).to(dtype)};
}

SweepPoint Remap(std::string id, std::string cls, Inputs in, std::string mode = "bilinear",
                 std::string padding = "zeros", std::optional<bool> ac = true,
                 bool normalized = false) {
  KorniaCall kornia = {
      .args = {In(0), In(1), In(2)},
      .kwargs = {
          {"mode", mode}, {"padding_mode", padding}, {"normalized_coordinates", normalized}}};
  if (ac) kornia.kwargs.emplace("align_corners", *ac);
  return Point(
      std::move(id), std::move(cls), std::move(in),
      [=](const Inputs& in) {
        return geometry::remap(in[0], in[1], in[2], mode, padding, ac, normalized);
      },
      std::move(kornia));
}

}  // namespace kornia::conformance::cases::remap_case

KC_CASE(geometry, remap) {
  using namespace remap_case;
  using geometry::remap;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    const Inputs m = Grid(1, 4, 5, 4, 5, x.scalar_type());
    return remap(x, m[0], m[1]);
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto with = [](torch::Tensor image, Inputs maps) {
      return Inputs{std::move(image), std::move(maps[0]), std::move(maps[1])};
    };
    ForEachWarpClass([&](const Dt& d, const std::string& mode, const std::string& padding, bool ac,
                         const std::string& cls) {
      for (int set = 0; set < 2; ++set)
        points.push_back(Remap(c10::str(cls, "_p", set), cls,
                               with(UniformInput({2, 3, 9, 11}, d.type, cls),
                                    Maps(set, d.type, c10::str(d.name, "_p", set))),
                               mode, padding, ac));
    });
    for (const auto& d : kFloatDtypes) {
      const std::string n = d.name;
      auto image = [&](const std::string& id) { return UniformInput({2, 3, 9, 11}, d.type, id); };
      const torch::Tensor ix =
          torch::arange(11, torch::kDouble).expand({2, 9, 11}).contiguous().to(d.type);
      const torch::Tensor iy =
          torch::arange(9, torch::kDouble).view({9, 1}).expand({2, 9, 11}).contiguous();
      points.push_back(Remap(n + "_identity", n + "_identity",
                             with(image(n + "_identity"), {ix, iy.to(d.type)}), "nearest"));
      Inputs unit = Maps(1, d.type, n + "_normalized");
      for (torch::Tensor& t : unit) t = ((t.to(torch::kDouble) - 5) / 7 * 1.2).to(d.type);
      points.push_back(Remap(n + "_normalized", n + "_normalized",
                             with(image(n + "_normalized"), unit), "bilinear", "zeros", false,
                             true));
      points.push_back(Remap(n + "_shared", n + "_shared",
                             with(image(n + "_shared"), Grid(1, 8, 12, 9, 11, d.type))));
      points.push_back(Remap(n + "_ac_none", n + "_ac_none",
                             with(image(n + "_ac_none"), Maps(0, d.type, "")), "bilinear", "zeros",
                             std::nullopt));
      Inputs odd = Maps(1, d.type, n + "_nonfinite");
      odd[0].index_put_({0, 0}, std::numeric_limits<double>::quiet_NaN());
      odd[1].index_put_({1, 2}, std::numeric_limits<double>::infinity());
      odd[0].index_put_({1, 3}, -std::numeric_limits<double>::infinity());
      points.push_back(Remap(n + "_nonfinite", n + "_nonfinite", with(image(n + "_nf"), odd)));
      points.push_back(
          Remap(n + "_source_1x1", n + "_source_1x1",
                with(UniformInput({2, 3, 1, 1}, d.type, n + "_1x1"), Grid(2, 3, 4, 1, 1, d.type)),
                "bilinear", "border"));
      points.push_back(Remap(n + "_one_row", n + "_one_row",
                             with(image(n + "_one_row"), Grid(2, 1, 12, 9, 11, d.type))));
      for (ValueClass v : kAllValueClasses) {
        const std::string id = n + "_values_" + ValueClassName(v);
        points.push_back(
            Remap(id, n + "_values",
                  with(MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), Maps(0, d.type, ""))));
      }
      for (const std::string mode : {"bilinear", "bicubic"}) {
        const std::string id = n + "_" + mode + "_large";
        points.push_back(Remap(
            id, id, with(LargeImage(d.type, 3, id), Grid(2, 128, 128, 128, 128, d.type)), mode));
      }
      points.push_back(Remap(n + "_empty", n + "_empty",
                             with(image(n + "_empty"), Grid(2, 0, 12, 9, 11, d.type))));
    }
    points.push_back(Remap("float32_int32_maps", "float32_int32_maps",
                           with(UniformInput({2, 3, 9, 11}, torch::kFloat, "int32_maps"),
                                Grid(2, 8, 12, 9, 11, torch::kInt))));
    return points;
  };
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 4, 5});
  const Inputs m = Grid(2, 4, 5, 4, 5, torch::kFloat);
  const OpFn defaults = [](const Inputs& in) { return remap(in[0], in[1], in[2]); };
  auto call = [x, m](std::string mode, std::string padding) {
    return [=] { remap(x, m[0], m[1], mode, padding); };
  };
  c.errors.insert(
      c.errors.end(),
      {Refused("map_x_2d", defaults, {x, m[0][0], m[1]},
               "expected map_x of shape (B, h, w), but got shape [4, 5]"),
       Refused("map_y_4d", defaults, {x, m[0], m[1].unsqueeze(0)},
               "expected map_y of shape (B, h, w), but got shape [1, 2, 4, 5]"),
       Refused("maps_differ", defaults, {x, m[0], m[1].narrow(2, 0, 4)},
               "expected map_y of map_x's shape [2, 4, 5], but got shape [2, 4, 4]"),
       Refused("maps_batch", defaults,
               {x, Grid(3, 4, 5, 4, 5, torch::kFloat)[0], Grid(3, 4, 5, 4, 5, torch::kFloat)[1]},
               "expected maps of batch 1 or 2, but got batch 3"),
       Refused("map_y_dtype", defaults, {x, m[0], m[1].to(torch::kDouble)},
               "expected map_y in map_x's dtype (float32), but got float64", ErrorKind::kType),
       Refused("maps_dtype", defaults, {x, m[0].to(torch::kDouble), m[1].to(torch::kDouble)},
               "expected maps in the dtype of image (float32), but got float64", ErrorKind::kType),
       Refused("int_maps_double_image", defaults,
               {x.to(torch::kDouble), m[0].to(torch::kInt), m[1].to(torch::kInt)},
               "expected maps in the dtype of image (float64), but got int32", ErrorKind::kType),
       Refused("map_complex", defaults,
               {x, m[0].to(torch::kComplexFloat), m[1].to(torch::kComplexFloat)},
               "expected a real map_x, but got complex64", ErrorKind::kType),
       {"mode_unknown", call("area", "zeros"),
        "expected mode bilinear, nearest or bicubic, but got 'area'"},
       {"padding_fill", call("bilinear", "fill"),
        "expected padding_mode zeros, border or reflection, but got 'fill'"}});
  c.tensor_args = {{"map_x", {.input = 1, .image_dtype = true}},
                   {"map_y", {.input = 2, .image_dtype = true}}};
  return c;
}
