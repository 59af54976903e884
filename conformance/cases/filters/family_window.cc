#include "conformance/cases/filters/family_window.h"

#include <c10/util/StringUtil.h>

namespace kornia::conformance::cases {
namespace {

using KernelSize = std::array<int64_t, 2>;

const std::vector<std::string> kBorders = {"constant", "reflect", "replicate", "circular"};

}  // namespace

OpCase WindowOp(const core::OpSpec& op, WindowSpec s) {
  OpCase c = ImageOp(op);
  c.points = [s] {
    std::vector<SweepPoint> points;
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& x,
                   KernelSize ks, const std::string& border, const WindowForm* form = nullptr) {
      KorniaCall kornia{.args = {In(0), KorniaArg::array({ks[0], ks[1]})},
                        .kwargs = form ? form->kornia_kwargs : s.kornia_kwargs};
      kornia.kwargs["border_type"] = border;
      const WindowFn run = form ? form->run : s.run;
      points.push_back(Point(
          id, cls, {x}, [=](const Inputs& in) { return run(in[0], ks, border); }, kornia));
    };
    for (const auto& d : kFloatDtypes)
      for (const std::string& border : kBorders) {
        std::vector<KernelSize> sizes = {{3, 3}, {5, 5}, {3, 7}, {7, 3}};
        if (s.single_tap) sizes.insert(sizes.begin(), KernelSize{1, 1});
        if (s.even) sizes.insert(sizes.end(), {{2, 2}, {4, 6}});
        const int64_t grow = border == "reflect" ? -1 : border == "circular" ? 1 : 5;
        sizes.push_back({26 + grow, 34 + grow});
        for (const KernelSize ks : sizes) {
          const std::string cls = c10::str(d.name, "_", border, "_k", ks[0], "x", ks[1]);
          add(cls, cls, UniformInput({2, 3, 13, 17}, d.type, cls), ks, border);
        }
        for (const WindowForm& form : s.forms)
          for (const KernelSize ks : s.even ? std::vector<KernelSize>{{3, 3}, {3, 7}, {4, 6}}
                                            : std::vector<KernelSize>{{3, 3}, {3, 7}}) {
            const std::string cls =
                c10::str(d.name, "_", border, "_k", ks[0], "x", ks[1], "_", form.name);
            add(cls, cls, UniformInput({2, 3, 13, 17}, d.type, cls), ks, border, &form);
          }
      }
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_host_k5";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        add(id, cls, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)), {5, 5}, "reflect");
      }
      const std::string large = std::string(d.name) + "_reflect_k5_large";
      add(large, large, LargeImage(d.type, 3, large), {5, 5}, "reflect");
      const std::string flat = std::string(d.name) + "_constant_image";
      add(flat, flat, torch::full({2, 3, 13, 17}, 0.7).to(d.type), {5, 5}, "reflect");
    }
    for (const Dt d :
         {Dt{torch::kByte, "uint8"}, Dt{torch::kInt, "int32"}, Dt{torch::kBool, "bool"}}) {
      const std::string id = std::string(d.name) + "_host_k5";
      add(id, id,
          d.type == torch::kBool ? UniformInput({2, 3, 13, 17}, torch::kFloat, id) < 0.5
                                 : UniformInput({2, 3, 13, 17}, d.type, id, 0, 255),
          {5, 5}, "reflect");
    }
    for (const std::string border : {"constant", "replicate"}) {
      for (const auto& [name, shape, ks] :
           {std::tuple<const char*, std::vector<int64_t>, KernelSize>{"h1", {2, 3, 1, 17}, {3, 3}},
            {"w1", {2, 3, 13, 1}, {3, 3}},
            {"small", {2, 3, 3, 3}, {7, 7}}}) {
        const std::string id = "float32_" + border + "_" + name;
        add(id, id, UniformInput(shape, torch::kFloat, id), ks, border);
      }
    }
    return points;
  };
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  const WindowFn run = s.run;
  auto call = [run](torch::Tensor image, KernelSize ks, std::string border) {
    return [=] { run(image, ks, border); };
  };
  auto size_error = [&](const std::string& id, KernelSize ks) {
    c.errors.push_back(
        {id, call(x, ks, "constant"),
         c10::str("expected ", s.size_what, ", but got kernel_size = (", ks[0], ", ", ks[1], ")")});
  };
  if (!s.even) size_error("kernel_even", {4, 3});
  size_error("kernel_zero", {3, 0});
  if (!s.single_tap)
    c.errors.push_back({"kernel_1x1", call(x, {1, 1}, "constant"),
                        "expected a kernel size of at least 3 along one axis (one tap is zero), "
                        "but got kernel_size = (1, 1)"});
  c.errors.insert(
      c.errors.end(),
      {{"border_unknown", call(x, {3, 3}, "wrap"),
        "expected border_type constant, reflect, replicate or circular, but got 'wrap'"},
       {"reflect_too_small", call(x, {13, 3}, "reflect"),
        "expected a kernel radius < the image side for border_type reflect, but got kernel_size "
        "= (13, 3) on an image of 6x6"},
       {"circular_too_small", call(x, {3, 15}, "circular"),
        "expected a kernel radius <= the image side for border_type circular, but got "
        "kernel_size = (3, 15) on an image of 6x6"},
       {"replicate_empty_side", call(torch::rand({2, 3, 0, 6}), {3, 3}, "replicate"),
        "expected a non-empty image side for border_type replicate, but got kernel_size = (3, "
        "3) on an image of 0x6"}});
  return c;
}

}  // namespace kornia::conformance::cases
