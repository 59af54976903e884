// Conformance case of ops/filters/max_blur_pool2d: per floating dtype,
// kernel size 1 to 4, stride 1 and 2 and max_pool_size 1 to 3 one shape
// class; every value class (NaN through the max pool) and the threads-size
// map at Kornia's defaults; ceil_mode given (deprecated, no effect); the
// size, stride and pool errors.
#include "ops/filters/max_blur_pool2d.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

KC_CASE(filters, max_blur_pool2d) {
  using filters::max_blur_pool2d;
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& x, int64_t k,
                   int64_t stride, int64_t pool) {
      points.push_back(Point(id, cls, {x},
                             [=](const Inputs& in) {
                               return max_blur_pool2d(in[0], {k, k}, stride, pool);
                             },
                             {.args = {In(0), KorniaArg::array({k, k}), stride, pool}}));
    };
    for (const auto& d : kFloatDtypes) {
      for (int64_t k = 1; k <= 4; ++k)
        for (int64_t stride : {1, 2})
          for (int64_t pool : {1, 2, 3}) {
            const std::string id = c10::str(d.name, "_k", k, "_s", stride, "_m", pool);
            add(id, id, UniformInput({2, 3, 13, 17}, d.type, id), k, stride, pool);
          }
      const std::string host = std::string(d.name) + "_host";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = host + "_" + ValueClassName(v);
        add(id, host, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)), 3, 2, 2);
      }
      const std::string large = std::string(d.name) + "_large";
      add(large, large, LargeImage(d.type, 3, large), 3, 2, 2);
    }
    const std::string id = "float32_ceil_mode";
    points.push_back(Point(id, id, {UniformInput({2, 3, 13, 17}, torch::kFloat, id)},
                           [](const Inputs& in) {
                             return max_blur_pool2d(in[0], {3, 3}, 2, 2, true);
                           },
                           {.args = {In(0), KorniaArg::array({3, 3}), 2, 2, true}}));
    return points;
  };
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  c.errors.insert(c.errors.end(),
                  {{"kernel_not_square",
                    [x] {
                      max_blur_pool2d(x, {3, 5});
                    },
                    "expected a positive square kernel size, but got kernel_size = (3, 5)"},
                   {"stride_zero",
                    [x] {
                      max_blur_pool2d(x, {3, 3}, 0);
                    },
                    "expected stride >= 1, but got stride = 0"},
                   {"pool_zero",
                    [x] {
                      max_blur_pool2d(x, {3, 3}, 2, 0);
                    },
                    "expected max_pool_size in [1, min(H, W)], but got max_pool_size = 0 on an "
                    "image of 6x6"},
                   {"pool_too_large",
                    [x] {
                      max_blur_pool2d(x, {3, 3}, 2, 7);
                    },
                    "expected max_pool_size in [1, min(H, W)], but got max_pool_size = 7 on an "
                    "image of 6x6"}});
  return c;
}
