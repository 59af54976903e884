// Conformance case of ops/filters/filter2d_separable: per floating dtype x
// border x kernel sizes one shape class, kernel_x and kernel_y graph inputs
// replayed across two pairs (shared or per sample; odd, even and one-tap;
// the largest each border takes on 13 x 17), normalized and valid forms;
// the host pair on every value class, integer images and the threads-size
// image; the kernels', border's and padding's errors.
#include "ops/filters/filter2d_separable.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

KC_CASE(filters, filter2d_separable) {
  using filters::filter2d_separable;
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](const Dt& d, const std::string& cls, int64_t b, int64_t ky, int64_t kx,
                   const std::string& border, bool normalized, const std::string& padding) {
      const torch::Tensor x = UniformInput({2, 3, 13, 17}, d.type, cls);
      const torch::ScalarType kt = d.type == torch::kDouble ? torch::kDouble : torch::kFloat;
      for (const char* k : {"a", "b"})
        points.push_back(
            Point(c10::str(cls, "_", k), cls,
                  {x, UniformInput({b, kx}, torch::kFloat, c10::str(cls, k, "x"), -1, 1).to(kt),
                   UniformInput({b, ky}, torch::kFloat, c10::str(cls, k, "y"), -1, 1).to(kt)},
                  [=](const Inputs& in) {
                    return filter2d_separable(in[0], in[1], in[2], border, normalized, padding);
                  },
                  {.args = {In(0), In(1), In(2), border, normalized, padding}}));
    };
    for (const auto& d : kFloatDtypes)
      for (const std::string border : {"constant", "reflect", "replicate", "circular"}) {
        const int64_t grow = border == "reflect" ? -1 : border == "circular" ? 1 : 5;
        for (const auto& [b, ky, kx] : {std::array<int64_t, 3>{1, 1, 1},
                                        {1, 3, 3},
                                        {2, 5, 3},
                                        {1, 4, 2},
                                        {1, 26 + grow, 34 + grow}}) {
          const std::string cls = c10::str(d.name, "_", border, "_k", b, "x", ky, "x", kx);
          add(d, cls, b, ky, kx, border, false, "same");
          if (ky > 1 && ky < 6) {
            add(d, cls + "_norm", b, ky, kx, border, true, "same");
            add(d, cls + "_valid", b, ky, kx, border, false, "valid");
          }
        }
      }
    auto host = [&](const std::string& id, const std::string& cls, const torch::Tensor& x) {
      const torch::ScalarType kt =
          x.scalar_type() == torch::kDouble ? torch::kDouble : torch::kFloat;
      points.push_back(Point(
          id, cls,
          {x, torch::tensor({{0.25, 0.5, 0.25}}).to(kt), torch::tensor({{-1.0, 0.0, 1.0}}).to(kt)},
          [](const Inputs& in) { return filter2d_separable(in[0], in[1], in[2]); }));
    };
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_host_k3";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        host(id, cls, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)));
      }
      const std::string large = std::string(d.name) + "_k3_large";
      host(large, large, LargeImage(d.type, 3, large));
    }
    for (const Dt d : {Dt{torch::kByte, "uint8"}, Dt{torch::kInt, "int32"}}) {
      const std::string id = std::string(d.name) + "_host_k3";
      host(id, id, UniformInput({2, 3, 13, 17}, d.type, id, 0, 255));
    }
    return points;
  };
  c.batch_inputs = {0, 1, 2};
  const torch::Tensor x = torch::rand({2, 3, 6, 6}), k = torch::ones({1, 3});
  const OpFn f = [](const Inputs& in) { return filter2d_separable(in[0], in[1], in[2]); };
  c.errors.insert(
      c.errors.end(),
      {Refused("kernel_x_1d", f, {x, torch::ones({3}), k},
               "expected kernel_x of shape (B, k), but got shape [3]"),
       Refused("kernel_y_batch_3", f, {x, k, torch::ones({3, 3})},
               "expected kernel_y of batch 1 or 2, but got shape [3, 3]"),
       Refused("kernel_x_empty", f, {x, torch::ones({1, 0}), k},
               "expected a non-empty kernel_x, but got shape [1, 0]"),
       Refused("kernel_y_complex", f, {x, k, torch::ones({1, 3}, torch::kComplexFloat)},
               "expected a real kernel_y, but got complex64", ErrorKind::kType),
       {"border_unknown", [x, k] { filter2d_separable(x, k, k, "wrap"); },
        "expected border_type constant, reflect, replicate or circular, but got 'wrap'"},
       {"padding_unknown", [x, k] { filter2d_separable(x, k, k, "reflect", false, "full"); },
        "expected padding same or valid, but got 'full'"},
       Refused("reflect_too_small", f, {x, torch::ones({1, 15}), k},
               "expected a kernel radius < the image side for border_type reflect, but got "
               "kernel_size = (3, 15) on an image of 6x6"),
       Refused(
           "valid_too_large",
           [](const Inputs& in) {
             return filter2d_separable(in[0], in[1], in[2], "reflect", false, "valid");
           },
           {x, k, torch::ones({1, 7})},
           "expected a kernel no larger than the image for padding valid, but got a 7x3 "
           "kernel on an image of 6x6")});
  c.tensor_args = {{"kernel_x", {.input = 1, .dtypes = kEveryDtype}},
                   {"kernel_y", {.input = 2, .dtypes = kEveryDtype}}};
  return c;
}
