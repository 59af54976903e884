// Conformance case of ops/filters/filter2d: per floating dtype x border x
// kernel shape one shape class, the kernel a graph input replayed across two
// kernels (shared (1, kH, kW) or per sample (2, kH, kW); odd, even and
// 1 x 1 taps; the largest each border takes on 13 x 17); normalized, conv
// and valid forms; the host kernel on every value class, integer and bool
// images, the threads-size image; the kernel, border, padding and behaviour
// errors.
#include "ops/filters/filter2d.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

KC_CASE(filters, filter2d) {
  using filters::filter2d;
  using Shape = std::vector<int64_t>;
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points;
    // One class of the op with (border, normalized, padding, behaviour) on a
    // 2 x 3 x 13 x 17 image and two kernels of `kernel` shape.
    auto add = [&](const Dt& d, const std::string& cls, const Shape& kernel,
                   const std::string& border, bool normalized, const std::string& padding,
                   const std::string& behaviour) {
      const torch::Tensor x = UniformInput({2, 3, 13, 17}, d.type, cls);
      for (const char* k : {"a", "b"})
        points.push_back(
            Point(c10::str(cls, "_", k), cls,
                  {x, UniformInput(kernel, torch::kFloat, c10::str(cls, k), -1, 1)
                          .to(d.type == torch::kDouble ? torch::kDouble : torch::kFloat)},
                  [=](const Inputs& in) {
                    return filter2d(in[0], in[1], border, normalized, padding, behaviour);
                  },
                  {.args = {In(0), In(1), border, normalized, padding, behaviour}}));
    };
    for (const auto& d : kFloatDtypes)
      for (const std::string border : {"constant", "reflect", "replicate", "circular"}) {
        const int64_t grow = border == "reflect" ? -1 : border == "circular" ? 1 : 5;
        for (const Shape& k : {Shape{1, 1, 1}, Shape{1, 3, 3}, Shape{2, 5, 5}, Shape{1, 3, 7},
                               Shape{1, 4, 2}, Shape{2, 2, 6}, Shape{1, 26 + grow, 34 + grow}}) {
          const std::string shape = c10::str(k[0], "x", k[1], "x", k[2]);
          add(d, c10::str(d.name, "_", border, "_k", shape), k, border, false, "same", "corr");
          if (k[1] > 1 && k[1] < 6)
            for (const auto& [form, norm, pad, beh] :
                 {std::tuple<const char*, bool, const char*, const char*>{"norm", true, "same",
                                                                          "corr"},
                  {"conv", false, "same", "conv"},
                  {"valid", false, "valid", "corr"}})
              add(d, c10::str(d.name, "_", border, "_k", shape, "_", form), k, border, norm, pad,
                  beh);
        }
      }
    const torch::Tensor box = torch::full({1, 3, 3}, 1.0 / 9);
    auto host = [&](const std::string& id, const std::string& cls, const torch::Tensor& x) {
      const torch::Tensor k =
          box.to(x.scalar_type() == torch::kDouble ? torch::kDouble : torch::kFloat);
      points.push_back(
          Point(id, cls, {x, k}, [](const Inputs& in) { return filter2d(in[0], in[1]); }));
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
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 6, 6}), k = torch::ones({1, 3, 3});
  const OpFn f = [](const Inputs& in) { return filter2d(in[0], in[1]); };
  auto with = [x, k](std::string border, std::string padding, std::string behaviour) {
    return [=] { filter2d(x, k, border, false, padding, behaviour); };
  };
  c.errors.insert(
      c.errors.end(),
      {Refused("kernel_2d", f, {x, torch::ones({3, 3})},
               "expected a kernel of shape (B, kH, kW), but got shape [3, 3]"),
       Refused("kernel_batch_3", f, {x, torch::ones({3, 3, 3})},
               "expected a kernel batch of 1 or 2, but got shape [3, 3, 3]"),
       Refused("kernel_empty", f, {x, torch::ones({1, 0, 3})},
               "expected a non-empty kernel, but got shape [1, 0, 3]"),
       Refused("kernel_complex", f, {x, torch::ones({1, 3, 3}, torch::kComplexFloat)},
               "expected a real kernel, but got complex64", ErrorKind::kType),
       {"border_unknown", with("wrap", "same", "corr"),
        "expected border_type constant, reflect, replicate or circular, but got 'wrap'"},
       {"padding_unknown", with("reflect", "full", "corr"),
        "expected padding same or valid, but got 'full'"},
       {"behaviour_unknown", with("reflect", "same", "xx"),
        "expected behaviour corr or conv, but got 'xx'"},
       Refused("reflect_too_small", f, {x, torch::ones({1, 13, 3})},
               "expected a kernel radius < the image side for border_type reflect, but got "
               "kernel_size = (13, 3) on an image of 6x6"),
       Refused(
           "valid_too_large",
           [](const Inputs& in) { return filter2d(in[0], in[1], "reflect", false, "valid"); },
           {x, torch::ones({1, 7, 3})},
           "expected a kernel no larger than the image for padding valid, but got a 7x3 "
           "kernel on an image of 6x6")});
  c.tensor_args = {{"kernel", {.input = 1, .dtypes = kEveryDtype}}};
  return c;
}
