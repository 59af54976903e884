// Out-of-line bodies of family_factory.h: compiled once in //conformance:cases_common,
// not again in every case file that includes the header.
#include "conformance/cases/family_factory.h"

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace kornia::conformance::cases {

std::string SizesId(const std::vector<int64_t>& sizes) {
  std::string id;
  for (size_t i = 0; i < sizes.size(); ++i) id += (i ? "x" : "") + std::to_string(sizes[i]);
  return id;
}

std::vector<SweepPoint> FactoryPoints(const FactorySpec& s) {
  std::vector<std::vector<int64_t>> shapes;
  for (size_t axis = 0; axis < s.axes.size(); ++axis)
    for (int64_t size : s.sizes) {
      if (size == s.other) continue;
      std::vector<int64_t> shape(s.axes.size(), s.other);
      shape[axis] = size;
      shapes.push_back(shape);
    }
  std::vector<SweepPoint> points;
  auto add = [&](const std::string& dtype_name, std::optional<torch::ScalarType> dtype,
                 const FactoryMode& m, const std::vector<int64_t>& sizes) {
    SweepPoint p;
    p.id = dtype_name + "_" + m.name + "_" + SizesId(sizes);
    p.shape_class = p.id;  // host ints only: each point is its own graph
    p.dtype = dtype_name;
    p.run = [call = m.call, sizes, dtype](const Inputs&) { return call(sizes, dtype); };
    std::string args;
    for (int64_t n : sizes) args += std::to_string(n) + ", ";
    p.kornia = c10::str(R"({"args": [)", args, m.args, R"(], "kwargs": {"dtype": )",
                        dtype ? R"("$dtype")" : "null", m.kwargs, "}}");
    points.push_back(std::move(p));
  };
  for (const auto& d : kFloatDtypes)
    for (const FactoryMode& m : s.modes)
      for (const auto& shape : shapes) add(d.name, d.type, m, shape);
  for (const Dt& d : s.integer_dtypes)
    for (const auto& shape : shapes) add(d.name, d.type, s.modes.front(), shape);
  if (s.default_dtype)
    for (const FactoryMode& m : s.modes) add("default", std::nullopt, m, *s.default_dtype);
  return points;
}

OpCase FactoryOp(const FactorySpec& s) {
  OpCase c;
  c.name = s.name;
  c.package = s.package;
  c.kornia = s.kornia;
  c.points = [s] { return FactoryPoints(s); };
  c.claimed_dtypes = SignatureDtypes(core::ImageDtypes::kAny);
  c.claimed_dtypes.erase(torch::kBool);
  c.probe = [call = s.modes.front().call, sizes = s.probe_sizes](torch::ScalarType d) {
    return call(sizes, d);
  };
  const std::vector<int64_t> small(s.axes.size(), 2);
  auto call = [call = s.modes.front().call](std::vector<int64_t> sizes,
                                            std::optional<torch::ScalarType> dtype) {
    return [=] { call(sizes, dtype); };
  };
  for (size_t axis = 0; axis < s.axes.size(); ++axis) {
    std::vector<int64_t> sizes = small;
    sizes[axis] = 0;
    c.errors.push_back(
        {s.axes[axis] + "_0", call(sizes, std::nullopt),
         c10::str(s.name, "(): expected ", s.axes[axis], " >= 1, but got ", s.axes[axis], " = 0")});
  }
  std::vector<int64_t> negative = small;
  negative.back() = -1;
  c.errors.push_back({s.axes.back() + "_negative", call(negative, std::nullopt),
                      c10::str(s.name, "(): expected ", s.axes.back(), " >= 1, but got ",
                               s.axes.back(), " = -1")});
  struct Refused {
    const char* id;
    torch::ScalarType dtype;
    const char* name;
  };
  for (const Refused& r : {Refused{"dtype_bool", torch::kBool, "bool"},
                           Refused{"dtype_complex", torch::kComplexFloat, "complex64"}})
    c.errors.push_back(
        {r.id, call(small, r.dtype),
         c10::str(s.name, "(): expected a floating or integer dtype, but got ", r.name)});
  return c;
}
}  // namespace kornia::conformance::cases
