// Conformance case of ops/filters/motion_blur. Points, on 2 x 3 x 13 x 17
// images unless said:
//   - per floating dtype x border x mode x kernel size 3 and 5 one shape
//     class, its angle and direction tensors (2,) graph inputs replayed across
//     three tables (0/45/90/-30/180 degrees, directions -1/0/1/0.3, the
//     exact-tie angles 30 and 120, a direction past 1); the largest odd size
//     each border takes on 13 x 17 (reflect 25, circular 27, constant and
//     replicate 31) in nearest mode; a shared (1,) angle and direction;
//   - host angle and direction: every pair of 0/45/90/-30/180 x -1/0/1/0.3
//     in float32 (both modes), five pairs in the other dtypes;
//   - the host call on every value class (NaN and inf images), on the
//     threads-size image, on integer and bool images;
//   - 1 x 17 and 13 x 1 images and a 3 x 3 image under a 7 x 7 kernel
//     (constant and replicate); float16, bfloat16 and float64 angle tensors
//     on a float32 image.
// Errors: even and too small kernel sizes, the angle and direction shapes,
// lengths and dtypes, an unknown mode or border, radii past the side.
#include "ops/filters/motion_blur.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

KC_CASE(filters, motion_blur) {
  using filters::motion_blur;
  OpCase c = ImageOp(op);
  c.points = [call = op.call] {
    std::vector<SweepPoint> points;
    const std::vector<std::string> borders = {"constant", "reflect", "replicate", "circular"};
    const std::vector<std::string> modes = {"nearest", "bilinear"};
    auto param = [](std::vector<double> v, torch::ScalarType d) {
      return torch::tensor(v, torch::kDouble).to(d);
    };
    auto tensor_point = [&](const std::string& id, const std::string& cls, torch::Tensor x,
                            torch::Tensor angle, torch::Tensor direction, int64_t k,
                            const std::string& border, const std::string& mode) {
      points.push_back(Point(
          id, cls, {x, angle, direction},
          [=](const Inputs& in) { return motion_blur(in[0], k, in[1], in[2], border, mode); },
          {.args = {In(0), k, In(1), In(2)}, .kwargs = {{"border_type", border}, {"mode", mode}}}));
    };
    auto host_point = [&](const std::string& id, const std::string& cls, torch::Tensor x, int64_t k,
                          double angle, double direction, const std::string& border,
                          const std::string& mode) {
      points.push_back(Point(
          id, cls, {x},
          [=](const Inputs& in) { return motion_blur(in[0], k, angle, direction, border, mode); },
          {.args = {In(0), k, angle, direction},
           .kwargs = {{"border_type", border}, {"mode", mode}}}));
    };
    const std::vector<std::pair<std::vector<double>, std::vector<double>>> tables = {
        {{0.0, 45.0}, {-1.0, 1.0}}, {{90.0, -30.0}, {0.0, 0.3}}, {{180.0, 120.0}, {0.3, 2.0}}};
    for (const auto& d : kFloatDtypes) {
      // Tensor parameters keep their dtype: the image's, float32 for half images.
      const torch::ScalarType pd = d.type == torch::kDouble ? torch::kDouble : torch::kFloat;
      for (const std::string& border : borders)
        for (const std::string& mode : modes) {
          std::vector<int64_t> sizes = {3, 5};
          if (mode == "nearest")
            sizes.push_back(border == "reflect" ? 25 : border == "circular" ? 27 : 31);
          for (int64_t k : sizes) {
            const std::string cls = c10::str(d.name, "_", border, "_", mode, "_k", k);
            const torch::Tensor x = UniformInput({2, 3, 13, 17}, d.type, cls);
            for (size_t t = 0; t < tables.size(); ++t) {
              if (k > 5 && t == 2) continue;  // two tables for the wide kernels
              tensor_point(c10::str(cls, "_t", t), cls, x, param(tables[t].first, pd),
                           param(tables[t].second, pd), k, border, mode);
            }
          }
        }
      for (const std::string& mode : modes) {
        const std::string cls = c10::str(d.name, "_", mode, "_shared");
        const torch::Tensor x = UniformInput({2, 3, 13, 17}, d.type, cls);
        tensor_point(cls + "_a", cls, x, param({45.0}, pd), param({0.5}, pd), 5, "reflect", mode);
        tensor_point(cls + "_b", cls, x, param({-30.0}, pd), param({-1.0}, pd), 5, "reflect", mode);
      }
    }
    const std::vector<double> angles = {0.0, 45.0, 90.0, -30.0, 180.0};
    const std::vector<double> directions = {-1.0, 0.0, 1.0, 0.3};
    auto name = [](double v) {
      std::string s = c10::str(v);
      for (char& ch : s)
        if (ch == '-')
          ch = 'm';
        else if (ch == '.')
          ch = 'p';
      return s;
    };
    for (const auto& d : kFloatDtypes)
      for (const std::string& mode : modes)
        for (size_t i = 0; i < angles.size(); ++i)
          for (size_t j = 0; j < directions.size(); ++j) {
            if (d.type != torch::kFloat && j != i % directions.size()) continue;
            const std::string id =
                c10::str(d.name, "_host_", mode, "_a", name(angles[i]), "_d", name(directions[j]));
            host_point(id, id, UniformInput({2, 3, 13, 17}, d.type, id), 5, angles[i],
                       directions[j], "reflect", mode);
          }
    auto host = [&](const std::string& id, const std::string& cls, const torch::Tensor& x) {
      points.push_back(Point(id, cls, {x}, OnImage(call), {.args = {In(0), 5, 35.0, 0.5}}));
    };
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_host_k5";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        host(id, cls, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)));
      }
      const std::string large = std::string(d.name) + "_reflect_k5_large";
      host(large, large, LargeImage(d.type, 3, large));
    }
    for (const Dt d :
         {Dt{torch::kByte, "uint8"}, Dt{torch::kInt, "int32"}, Dt{torch::kBool, "bool"}}) {
      const std::string id = std::string(d.name) + "_host_k5";
      host(id, id,
           d.type == torch::kBool ? UniformInput({2, 3, 13, 17}, torch::kFloat, id) < 0.5
                                  : UniformInput({2, 3, 13, 17}, d.type, id, 0, 255));
    }
    for (const std::string border : {"constant", "replicate"})
      for (const auto& [what, shape, k] :
           {std::tuple<const char*, std::vector<int64_t>, int64_t>{"h1", {2, 3, 1, 17}, 3},
            {"w1", {2, 3, 13, 1}, 3},
            {"small", {2, 3, 3, 3}, 7}}) {
        const std::string id = "float32_" + border + "_" + what;
        tensor_point(id, id, UniformInput(shape, torch::kFloat, id),
                     param({45.0, 90.0}, torch::kFloat), param({1.0, 0.3}, torch::kFloat), k,
                     border, "nearest");
      }
    for (const Dt pd : {Dt{torch::kHalf, "float16"}, Dt{torch::kBFloat16, "bfloat16"},
                        Dt{torch::kDouble, "float64"}})
      for (const std::string& mode : modes) {
        const std::string id = c10::str("float32_", mode, "_angle_", pd.name);
        tensor_point(id, id, UniformInput({2, 3, 13, 17}, torch::kFloat, id),
                     param({35.0, -60.0}, pd.type), param({0.5, -0.3}, pd.type), 5, "reflect",
                     mode);
      }
    return points;
  };
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  const torch::Tensor a2 = torch::tensor({30.0f, 60.0f}), d2 = torch::tensor({0.5f, -0.5f});
  const OpFn run = [](const Inputs& in) { return motion_blur(in[0], 3, in[1], in[2]); };
  auto host = [x](int64_t k, std::string border, std::string mode) {
    return [=] { motion_blur(x, k, 30.0, 0.5, border, mode); };
  };
  c.errors.insert(
      c.errors.end(),
      {{"kernel_even", host(4, "reflect", "nearest"),
        "expected an odd kernel_size of at least 3, but got kernel_size = 4"},
       {"kernel_1", host(1, "reflect", "nearest"),
        "expected an odd kernel_size of at least 3, but got kernel_size = 1"},
       {"mode_unknown", host(3, "reflect", "area"),
        "expected mode nearest, bilinear or bicubic, but got 'area'"},
       {"border_unknown", host(3, "wrap", "nearest"),
        "expected border_type constant, reflect, replicate or circular, but got 'wrap'"},
       {"reflect_too_small", host(13, "reflect", "nearest"),
        "expected a kernel radius < the image side for border_type reflect, but got kernel_size "
        "= (13, 13) on an image of 6x6"},
       {"circular_too_small", host(15, "circular", "nearest"),
        "expected a kernel radius <= the image side for border_type circular, but got "
        "kernel_size = (15, 15) on an image of 6x6"},
       Refused("angle_shape", run, {x, a2.view({1, 2}), d2},
               "expected angle of shape (B,), but got shape [1, 2]"),
       Refused("direction_length", run, {x, a2, torch::zeros({3})},
               "expected direction of the length of angle (2), but got shape [3]"),
       Refused("angle_batch", run, {x, torch::zeros({3}), torch::zeros({3})},
               "expected angle and direction of length 1 or 2 (the batch), but got shape [3]"),
       Refused("angle_dtypes", run, {x, a2, d2.to(torch::kDouble)},
               "expected direction in the dtype of angle (float32), but got float64",
               ErrorKind::kType)});
  c.tensor_args = {{"angle", {.input = 1, .dtypes = {torch::kFloat}}},
                   {"direction", {.input = 2, .dtypes = {torch::kFloat}}}};
  return c;
}
