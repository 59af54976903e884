// Out-of-line bodies of family_filter.h: compiled once in //conformance:cases_common,
// not again in every case file that includes the header.
#include "conformance/cases/family_filter.h"

#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

KernelSize LargestKernel(const std::string& border, int64_t h, int64_t w) {
  if (border == "reflect") return {2 * h - 1, 2 * w - 1};
  if (border == "circular") return {2 * h + 1, 2 * w + 1};
  return {2 * h + 5, 2 * w + 5};
}

torch::Tensor ParamTable(const std::vector<std::vector<double>>& rows,
                         torch::ScalarType image_dtype) {
  std::vector<torch::Tensor> r;
  for (const auto& row : rows) r.push_back(torch::tensor(row).to(torch::kFloat));
  return torch::stack(r).to(image_dtype == torch::kDouble ? torch::kDouble : torch::kFloat);
}

std::vector<SweepPoint> FilterPoints(const FilterSpec& s, bool integer_images) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes)
    for (const std::string& border : s.borders) {
      std::vector<KernelSize> sizes = s.kernel_sizes;
      sizes.push_back(LargestKernel(border, 13, 17));
      for (const KernelSize& ks : sizes) {
        const std::string cls = c10::str(d.name, "_", border, "_k", ks[0], "x", ks[1]);
        const torch::Tensor x =
            MakeInput({2, 3, 13, 17}, d.type, ValueClass::kUniform, SeedOf(cls));
        auto run = [call = s.call, ks, border](const Inputs& in) {
          return call(in[0], ks, in.size() > 1 ? in[1] : torch::Tensor(), border);
        };
        const std::string kornia =
            c10::str(R"({"args": ["$0", [)", ks[0], ", ", ks[1], "], ",
                     s.params.empty() ? "" : R"("$1", )", "\"", border, "\"]}");
        std::vector<SweepPoint> cls_points;
        if (s.params.empty()) cls_points.push_back(Point(cls, cls, d.name, {x}, run));
        for (const auto& [name, rows] : s.params)
          cls_points.push_back(
              Point(cls + "_" + name, cls, d.name, {x, ParamTable(rows, d.type)}, run));
        for (SweepPoint& p : cls_points) {
          p.kornia = kornia;
          points.push_back(std::move(p));
        }
      }
    }
  auto host = [call = s.host](const Inputs& in) { return call(in[0]); };
  auto add_host = [&](std::string id, std::string cls, const char* dtype, torch::Tensor x) {
    points.push_back(Point(std::move(id), std::move(cls), dtype, {std::move(x)}, host));
    points.back().kornia = s.host_kornia;
  };
  for (const auto& d : kFloatDtypes) {
    const std::string cls = std::string(d.name) + "_" + s.host_id;
    for (ValueClass v : kAllValueClasses) {
      const std::string id = cls + "_" + ValueClassName(v);
      add_host(id, cls, d.name, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)));
    }
  }
  if (integer_images)
    for (const Dt d : {Dt{torch::kByte, "uint8"}, Dt{torch::kInt, "int32"}}) {
      const std::string id = std::string(d.name) + "_" + s.host_id;
      add_host(id, id, d.name,
               MakeInput({2, 3, 13, 17}, d.type, ValueClass::kUniform, SeedOf(id), 0, 255));
    }
  for (const auto& d : kFloatDtypes) {
    const std::string id = std::string(d.name) + "_" + s.large_id + "_large";
    add_host(id, id, d.name, LargeImage(d.type, 3, id));
  }
  return points;
}

std::vector<ErrorCase> FilterErrors(const std::string& op, const FilterSpec& s) {
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  const torch::Tensor params =
      s.params.empty() ? torch::Tensor() : ParamTable(s.params.front().second, torch::kFloat);
  auto call = [call = s.call, x, params](KernelSize ks, std::string border) {
    return [=] { call(x, ks, params, border); };
  };
  const std::string fallback = s.borders.front();
  auto kernel_message = [&](KernelSize ks) {
    return c10::str(op, "(): expected a positive odd kernel size, but got kernel_size = (", ks[0],
                    ", ", ks[1], ")");
  };
  std::vector<ErrorCase> errors = {
      {"kernel_even", call({4, 3}, fallback), kernel_message({4, 3})},
      {"kernel_zero", call({3, 0}, fallback), kernel_message({3, 0})},
      {"border_unknown", call({3, 3}, "wrap"), EnumMessage(op, s.border_arg, s.borders, "wrap")}};
  auto has = [&s](const char* border) {
    return std::find(s.borders.begin(), s.borders.end(), border) != s.borders.end();
  };
  // One past the largest each takes on 6 x 6: radius 6 for reflect, 7 for circular.
  if (has("reflect"))
    errors.push_back(
        {"reflect_too_small", call({13, 3}, "reflect"),
         c10::str(op, "(): expected a kernel radius < the image side for ", s.border_arg,
                  " reflect, but got kernel_size = (13, 3) on an image of 6x6")});
  if (has("circular"))
    errors.push_back(
        {"circular_too_small", call({3, 15}, "circular"),
         c10::str(op, "(): expected a kernel radius <= the image side for ", s.border_arg,
                  " circular, but got kernel_size = (3, 15) on an image of 6x6")});
  return errors;
}

OpCase FilterOp(ImageOpSpec spec, const FilterSpec& filter) {
  if (!spec.call) spec.call = filter.host;
  OpCase c = ImageOp(spec);
  const bool integer_images = c.claimed_dtypes.count(torch::kInt) > 0;
  c.points = [filter, integer_images] { return FilterPoints(filter, integer_images); };
  if (!filter.params.empty()) c.batch_inputs = {0, 1};
  for (ErrorCase& e : FilterErrors(spec.name, filter)) c.errors.push_back(std::move(e));
  return c;
}
}  // namespace kornia::conformance::cases
