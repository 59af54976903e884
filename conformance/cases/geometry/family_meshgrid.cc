#include "conformance/cases/geometry/family_meshgrid.h"

#include <c10/util/StringUtil.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kornia::conformance::cases {
namespace {

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
  // A default-dtype point's dtype is the one it makes: torch's default.
  const torch::ScalarType default_dtype = torch::typeMetaToScalarType(torch::get_default_dtype());
  auto add = [&](const std::string& dtype_name, std::optional<torch::ScalarType> dtype,
                 const FactoryMode& m, const std::vector<int64_t>& sizes) {
    const std::string id = dtype_name + "_" + m.name + "_" + SizesId(sizes);
    // Host ints only: each point is its own graph.
    SweepPoint p =
        FactoryPoint(id, id, dtype.value_or(default_dtype),
                     [call = m.call, sizes, dtype](const Inputs&) { return call(sizes, dtype); });
    for (int64_t n : sizes) p.kornia.args.push_back(n);
    for (const KorniaArg& a : m.args) p.kornia.args.push_back(a);
    p.kornia.kwargs = m.kwargs;
    p.kornia.kwargs["dtype"] = dtype ? DtypeArg() : KorniaArg(nullptr);
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

}  // namespace

OpCase FactoryOp(const core::OpSpec& op, const FactorySpec& s) {
  OpCase c;
  c.points = [s] { return FactoryPoints(s); };
  for (torch::ScalarType d : op.ClaimedDtypes())
    if (std::count(AllProbeDtypes().begin(), AllProbeDtypes().end(), d)) c.claimed_dtypes.insert(d);
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
         c10::str("expected ", s.axes[axis], " >= 1, but got ", s.axes[axis], " = 0")});
  }
  std::vector<int64_t> negative = small;
  negative.back() = -1;
  c.errors.push_back(
      {s.axes.back() + "_negative", call(negative, std::nullopt),
       c10::str("expected ", s.axes.back(), " >= 1, but got ", s.axes.back(), " = -1")});
  for (const auto& [id, dtype, name] :
       {std::tuple{"dtype_bool", torch::kBool, "bool"},
        std::tuple{"dtype_complex", torch::kComplexFloat, "complex64"}})
    c.errors.push_back({id, call(small, dtype),
                        c10::str("expected a floating or integer dtype, but got ", name),
                        std::nullopt, ErrorKind::kType});
  return c;
}

}  // namespace kornia::conformance::cases
