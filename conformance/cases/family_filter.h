// The filter family: a 2-D kernel of odd size slid over an image with a
// border mode (gaussian_blur2d, box_blur, median_blur, laplacian, sobel, ...).
//
// FilterOp generates, from the op's signature and its FilterSpec:
//   - per floating dtype x border x kernel size, one shape class
//     `<dtype>_<border>_k<h>x<w>` on a 2 x 3 x 13 x 17 image, one point per
//     per-sample parameter table (`_<table>`), the table a graph input so
//     the graph traced on one table replays on the others; the sizes run
//     from 1 x 1 to the largest each border takes on that image
//     (LargestKernel: reflect 25 x 33, circular 27 x 35, constant and
//     replicate 31 x 39, wider than the image);
//   - the usual host call on every value class (`<dtype>_<host_id>_<class>`),
//     on integer images where the signature takes them, and on the large
//     image of the threads check (`<dtype>_<large_id>_large`);
//   - the errors every filter has: an even and a zero kernel side, an
//     unknown border mode, and (for reflect and circular) a kernel wider
//     than the border mode allows on the image,
//     each with the message the contract's form implies, plus the signature's.
#pragma once

#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

using KernelSize = std::array<int64_t, 2>;

struct FilterSpec {
  // The op on image `x` with kernel size `ks`, per-sample parameter table
  // `params` (undefined when the op has none) and border mode `border`.
  std::function<torch::Tensor(const torch::Tensor& x, KernelSize ks, const torch::Tensor& params,
                              const std::string& border)>
      call;
  // Named per-sample parameter tables, rows of 1 or 2 (the batch): float32
  // values (widened to float64 for float64 images). Empty: none.
  std::vector<std::pair<std::string, std::vector<std::vector<double>>>> params;
  std::vector<KernelSize> kernel_sizes = {{1, 1}, {3, 3},   {5, 5}, {7, 7},
                                          {9, 9}, {11, 11}, {3, 7}, {7, 3}};
  std::string border_arg = "border_type";
  std::vector<std::string> borders = {"constant", "reflect", "replicate", "circular"};
  // The usual call with host parameters, and its Kornia form.
  ImageCall host;
  std::string host_kornia;
  std::string host_id = "host", large_id = "large";
};

// The largest kernel `border` takes on an h x w image: reflect pads by less
// than a side (radius < side), circular by at most a side (radius <= side);
// constant and replicate take any size, swept at a kernel two wider than the
// circular one on each axis (the kernel overhangs the image on every side).
inline KernelSize LargestKernel(const std::string& border, int64_t h, int64_t w) {
  if (border == "reflect") return {2 * h - 1, 2 * w - 1};
  if (border == "circular") return {2 * h + 1, 2 * w + 1};
  return {2 * h + 5, 2 * w + 5};
}

inline torch::Tensor ParamTable(const std::vector<std::vector<double>>& rows,
                                torch::ScalarType image_dtype) {
  std::vector<torch::Tensor> r;
  for (const auto& row : rows) r.push_back(torch::tensor(row).to(torch::kFloat));
  return torch::stack(r).to(image_dtype == torch::kDouble ? torch::kDouble : torch::kFloat);
}

inline std::vector<SweepPoint> FilterPoints(const FilterSpec& s, bool integer_images) {
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

// The errors every filter has, on a 2 x 3 x 6 x 6 image with the first
// parameter table: kernel sides even and zero, an unknown border, and (where
// reflect is a mode) a kernel radius not below the image side.
inline std::vector<ErrorCase> FilterErrors(const std::string& op, const FilterSpec& s) {
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

// ImageOp + FilterPoints + FilterErrors. The per-sample parameter table is
// a batched input (batch_inputs {0, 1}) when the op has one.
inline OpCase FilterOp(ImageOpSpec spec, const FilterSpec& filter) {
  if (!spec.call) spec.call = filter.host;
  OpCase c = ImageOp(spec);
  const bool integer_images = c.claimed_dtypes.count(torch::kInt) > 0;
  c.points = [filter, integer_images] { return FilterPoints(filter, integer_images); };
  if (!filter.params.empty()) c.batch_inputs = {0, 1};
  for (ErrorCase& e : FilterErrors(spec.name, filter)) c.errors.push_back(std::move(e));
  return c;
}

}  // namespace kornia::conformance::cases
