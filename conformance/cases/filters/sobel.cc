// Conformance case of ops/filters/sobel: per floating dtype, normalized and
// not, eps 1e-6 and 0 (the square root at 0: gradients of a flat region),
// each one shape class on two images; every value class,
// the threads-size image, a constant image, a uint8 image and 1 x N / N x 1 images.
#include "ops/filters/sobel.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

KC_CASE(filters, sobel) {
  using filters::sobel;
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& x,
                   bool normalized, double eps) {
      points.push_back(Point(id, cls, {x},
                             [=](const Inputs& in) { return sobel(in[0], normalized, eps); },
                             {.args = {In(0), normalized, eps}}));
    };
    for (const auto& d : kFloatDtypes) {
      for (bool normalized : {true, false})
        for (double eps : {1e-6, 0.0}) {
          const std::string cls =
              c10::str(d.name, normalized ? "_norm" : "_raw", eps == 0 ? "_eps0" : "");
          for (const char* k : {"a", "b"})
            add(cls + "_" + k, cls, UniformInput({2, 3, 13, 17}, d.type, cls + k), normalized, eps);
        }
      const std::string cls = std::string(d.name) + "_host";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        add(id, cls, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)), true, 1e-6);
      }
      const std::string large = std::string(d.name) + "_large";
      add(large, large, LargeImage(d.type, 3, large), true, 1e-6);
      const std::string flat = std::string(d.name) + "_constant_image";
      add(flat, flat, torch::full({2, 3, 13, 17}, 0.7).to(d.type), true, 0.0);
    }
    // An integer image (float32 out, the same code as every integer dtype).
    add("uint8_host", "uint8_host",
        UniformInput({2, 3, 13, 17}, torch::kByte, "uint8_host", 0, 255), true, 1e-6);
    for (const auto& [name, h, w] :
         {std::tuple<const char*, int64_t, int64_t>{"1x17", 1, 17}, {"13x1", 13, 1}}) {
      const std::string id = c10::str("float32_", name);
      add(id, id, UniformInput({2, 3, h, w}, torch::kFloat, id), true, 1e-6);
    }
    return points;
  };
  c.tolerance.fused_ulp = {{"float32", 2}, {"float64", 2}, {"uint8", 2}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts gx * gx + gy * gy into a fused multiply-add before the "
      "square root (measured: 1 ulp, float32 and float64)";
  c.errors.push_back({"empty_side",
                      [] {
                        sobel(torch::rand({2, 3, 4, 0}));
                      },
                      "expected a non-empty image side for border_type replicate, but got "
                      "kernel_size = (3, 3) on an image of 4x0"});
  return c;
}
