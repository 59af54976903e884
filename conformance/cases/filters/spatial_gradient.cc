// Conformance case of ops/filters/spatial_gradient: per floating dtype x
// mode x order x normalized one shape class on two images; every value class,
// integer and bool images and the threads-size image at Kornia's defaults;
// 1 x 1, 1 x N and N x 1 images (replicate has one pixel to repeat); the
// mode, order and empty-side errors.
#include "ops/filters/spatial_gradient.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

KC_CASE(filters, spatial_gradient) {
  using filters::spatial_gradient;
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& x,
                   const std::string& mode, int64_t order, bool normalized) {
      points.push_back(
          Point(id, cls, {x},
                [=](const Inputs& in) { return spatial_gradient(in[0], mode, order, normalized); },
                {.args = {In(0), mode, order, normalized}}));
    };
    for (const auto& d : kFloatDtypes)
      for (const std::string mode : {"sobel", "diff"})
        for (int64_t order : {1, 2})
          for (bool normalized : {true, false}) {
            const std::string cls =
                c10::str(d.name, "_", mode, order, normalized ? "_norm" : "_raw");
            for (const char* k : {"a", "b"})
              add(cls + "_" + k, cls, UniformInput({2, 3, 13, 17}, d.type, cls + k), mode, order,
                  normalized);
          }
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_host";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        add(id, cls, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)), "sobel", 1, true);
      }
      const std::string large = std::string(d.name) + "_large";
      add(large, large, LargeImage(d.type, 3, large), "sobel", 1, true);
    }
    for (const Dt d : {Dt{torch::kByte, "uint8"}, Dt{torch::kInt, "int32"}}) {
      const std::string id = std::string(d.name) + "_host";
      add(id, id, UniformInput({2, 3, 13, 17}, d.type, id, 0, 255), "sobel", 1, true);
    }
    for (const auto& [name, h, w] :
         {std::tuple<const char*, int64_t, int64_t>{"1x1", 1, 1}, {"1x17", 1, 17}, {"13x1", 13, 1}})
      for (int64_t order : {1, 2}) {
        const std::string id = c10::str("float32_", name, "_sobel", order);
        add(id, id, UniformInput({2, 3, h, w}, torch::kFloat, id), "sobel", order, true);
      }
    return points;
  };
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  c.errors.insert(c.errors.end(),
                  {{"mode_unknown", [x] { spatial_gradient(x, "scharr"); },
                    "expected mode sobel or diff, but got 'scharr'"},
                   {"order_3", [x] { spatial_gradient(x, "sobel", 3); },
                    "expected order 1 or 2, but got order = 3"},
                   {"order_0", [x] { spatial_gradient(x, "diff", 0); },
                    "expected order 1 or 2, but got order = 0"},
                   {"empty_side",
                    [] {
                      spatial_gradient(torch::rand({2, 3, 0, 6}));
                    },
                    "expected a non-empty image side for border_type replicate, but got "
                    "kernel_size = (3, 3) on an image of 0x6"}});
  return c;
}
