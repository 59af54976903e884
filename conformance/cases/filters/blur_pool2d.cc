// Conformance case of ops/filters/blur_pool2d: per floating dtype, kernel
// size 1 to 5 (odd and even Pascal kernels) and stride 1 to 3 one shape
// class; every value class and the threads-size map at Kornia's 3, stride 2;
// 1 x N and N x 1 maps; the kernel size and stride errors.
#include "ops/filters/blur_pool2d.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

KC_CASE(filters, blur_pool2d) {
  using filters::blur_pool2d;
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& x, int64_t k,
                   int64_t stride) {
      points.push_back(Point(id, cls, {x},
                             [=](const Inputs& in) {
                               return blur_pool2d(in[0], {k, k}, stride);
                             },
                             {.args = {In(0), KorniaArg::array({k, k}), stride}}));
    };
    for (const auto& d : kFloatDtypes) {
      for (int64_t k = 1; k <= 5; ++k)
        for (int64_t stride : {1, 2, 3}) {
          const std::string id = c10::str(d.name, "_k", k, "_s", stride);
          add(id, id, UniformInput({2, 3, 13, 17}, d.type, id), k, stride);
        }
      const std::string host = std::string(d.name) + "_host";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = host + "_" + ValueClassName(v);
        add(id, host, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)), 3, 2);
      }
      const std::string large = std::string(d.name) + "_large";
      add(large, large, LargeImage(d.type, 3, large), 3, 2);
    }
    for (const auto& [name, shape] :
         {std::pair<const char*, std::vector<int64_t>>{"h1", {2, 3, 1, 17}},
          {"w1", {2, 3, 13, 1}}}) {
      const std::string id = c10::str("float32_", name);
      add(id, id, UniformInput(shape, torch::kFloat, id), 3, 2);
    }
    return points;
  };
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  c.errors.insert(c.errors.end(),
                  {{"kernel_not_square",
                    [x] {
                      blur_pool2d(x, {3, 5});
                    },
                    "expected a positive square kernel size, but got kernel_size = (3, 5)"},
                   {"kernel_zero",
                    [x] {
                      blur_pool2d(x, {0, 0});
                    },
                    "expected a positive square kernel size, but got kernel_size = (0, 0)"},
                   {"stride_zero",
                    [x] {
                      blur_pool2d(x, {3, 3}, 0);
                    },
                    "expected stride >= 1, but got stride = 0"}});
  return c;
}
