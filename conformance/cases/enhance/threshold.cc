// Conformance case of ops/enhance/threshold.
#include "ops/enhance/threshold.h"

#include <array>
#include <cmath>
#include <utility>
#include <vector>

#include "conformance/cases/enhance/family_levels.h"
#include "conformance/cases/enhance/family_sweep.h"

// Per type (all five) and floating dtype: uniform values and every value
// class (NaN, infinities: one shape class) at thresh 0.5, values at and
// 8 ulps around the threshold, and a per-sample thresh/maxval tensor pair
// replayed across values. Per integer and bool dtype: thresh inside the
// range, fractional (floored), below the minimum and at or above the
// maximum, each its own graph, and a tensor thresh replayed across those.
// 1-D inputs (any rank is taken, as Kornia's).
KC_CASE(enhance, threshold) {
  using enhance::threshold;
  using enhance::ThresholdType;
  OpCase c = ImageOp(op);
  c.points = [large = op.name + "_large"] {
    constexpr std::pair<ThresholdType, const char*> kTypes[] = {
        {ThresholdType::kBinary, "THRESH_BINARY"},
        {ThresholdType::kBinaryInv, "THRESH_BINARY_INV"},
        {ThresholdType::kTrunc, "THRESH_TRUNC"},
        {ThresholdType::kToZero, "THRESH_TOZERO"},
        {ThresholdType::kToZeroInv, "THRESH_TOZERO_INV"}};
    std::vector<SweepPoint> points;
    auto kornia_type = [](const char* name) {
      return KorniaArg(std::string("@kornia.enhance.ThresholdType.") + name);
    };
    auto host = [&](const std::string& id, const std::string& cls, torch::Tensor x, double thresh,
                    double maxval, ThresholdType type, const char* name) {
      points.push_back(
          Point(id, cls, {std::move(x)},
                [=](const Inputs& in) { return threshold(in[0], thresh, maxval, type); },
                {.args = {In(0), thresh, maxval, kornia_type(name)}}));
    };
    // Kornia's call of a tensor point: thresh and maxval are inputs 1 and 2.
    auto tensor = [&](const std::string& id, const std::string& cls, Inputs in, ThresholdType type,
                      const char* name) {
      points.push_back(
          Point(id, cls, std::move(in),
                [type](const Inputs& in) { return threshold(in[0], in[1], in[2], type); },
                {.args = {In(0), In(1), In(2), kornia_type(name)}}));
    };
    for (const auto& [type, name] : kTypes) {
      const std::string tid = std::string(name).substr(7);  // "BINARY", ...
      for (const auto& d : kFloatDtypes) {
        const std::string cls = std::string(d.name) + "_" + tid + "_w33";
        for (ValueClass v : kAllValueClasses) {
          const std::string id =
              cls + (v == ValueClass::kUniform ? "" : "_" + std::string(ValueClassName(v)));
          host(id, cls, MakeInput({2, 3, 3, 33}, d.type, v, SeedOf(id)), 0.5, 1.0, type, name);
        }
        const std::string near = std::string(d.name) + "_" + tid + "_near";
        host(near, near, NearValues(d.type, {0.5}, 8).view({1, 1, 1, -1}), 0.5, 255.0, type, name);
        const std::string tcls = std::string(d.name) + "_" + tid + "_tensor_thresh";
        const torch::Tensor x = UniformInput({2, 3, 3, 33}, d.type, tcls);
        for (auto [t0, t1, m] :
             {std::array<double, 3>{0.5, 0.25, 1.0}, {0.0, 1.0, 255.0}, {-1.0, 2.0, 0.5}})
          tensor(tcls + "_" + ValueId(t0) + "_" + ValueId(t1) + "_" + ValueId(m), tcls,
                 {x, torch::tensor({t0, t1}).to(d.type).view({2, 1, 1, 1}),
                  torch::tensor(m).to(d.type)},
                 type, name);
      }
      for (torch::ScalarType t :
           {torch::kByte, torch::kChar, torch::kShort, torch::kInt, torch::kBool}) {
        const std::string dt = DtypeId(t);
        const bool int8 = t == torch::kChar, boolean = t == torch::kBool;
        const torch::Tensor x =
            UniformInput({2, 3, 3, 33}, t, dt + tid, int8 ? -128 : 0, int8 ? 127 : 255);
        const double hi = boolean              ? 1
                          : int8               ? 127
                          : t == torch::kByte  ? 255
                          : t == torch::kShort ? 32767
                                               : 2147483647;
        const double lo = int8 ? -128 : 0;
        for (auto [label, v] : {std::pair<const char*, double>{"t100", boolean ? 0.0 : 100.0},
                                {"t100p7", boolean ? 0.5 : 100.7},
                                {"below", lo - 1},
                                {"at_max", hi},
                                {"above", hi + 1}}) {
          const std::string id = dt + "_" + tid + "_" + label;
          host(id, id, x, v, boolean ? 1.0 : int8 ? 100.0 : 200.0, type, name);
        }
        const std::string tcls = dt + "_" + tid + "_tensor_thresh";
        for (auto [a, b] : {std::pair{100, 50}, {-1000, 1000}, {0, 1}})
          tensor(c10::str(tcls, "_", a, "_", b), tcls,
                 {x, torch::tensor({a, b}, torch::kLong).view({2, 1, 1, 1}),
                  torch::tensor(boolean ? 1 : 7, t)},
                 type, name);
      }
    }
    host("float32_large", "float32_large", LargeImage(torch::kFloat, 3, large), 0.5, 1.0,
         ThresholdType::kBinary, "THRESH_BINARY");
    // Any rank, as Kornia's: 1-D inputs (its tests' form), each type.
    for (const auto& [type, name] : kTypes) {
      const std::string id = "float32_rank1_" + std::string(name).substr(7);
      host(id, id, UniformInput({33}, torch::kFloat, id), 0.5, 1.0, type, name);
    }
    host("uint8_rank1", "uint8_rank1", UniformInput({33}, torch::kByte, "uint8_rank1", 0, 255),
         100.0, 200.0, ThresholdType::kBinary, "THRESH_BINARY");
    return points;
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  // The op at thresh 0.5, its default maxval and type.
  const OpFn at_half = [](const Inputs& in) { return threshold(in[0], 0.5); };
  c.errors.insert(
      c.errors.end(),
      {{"otsu", [x] { threshold(x, 0.5, 1.0, ThresholdType::kOtsu); },
        "expected a fixed threshold type (BINARY, BINARY_INV, TRUNC, TOZERO or TOZERO_INV), but "
        "got THRESH_OTSU",
        std::nullopt, ErrorKind::kNotImplemented},
       Refused("int8_default_maxval", at_half, {torch::zeros({1, 1, 2, 2}, torch::kChar)},
               "expected maxval in [-128, 127] for int8, but got maxval = 255"),
       {"type_5", [x] { threshold(x, 0.5, 1.0, static_cast<ThresholdType>(5)); },
        "expected a threshold type in [0, 4], but got type = 5"},
       Refused("complex", at_half, {torch::rand({2, 3, 4, 4}, torch::kComplexFloat)},
               "expected a real (not complex) input, but got complex64", ErrorKind::kType),
       Refused(
           "thresh_wrong_shape", [](const Inputs& in) { return threshold(in[0], in[1], in[2]); },
           {x, torch::ones({3, 1, 1, 1}), torch::ones({})},
           "expected thresh of a shape that broadcasts to [2, 3, 4, 4], but got shape "
           "[3, 1, 1, 1]")});
  c.tensor_args = {{"thresh", {.input = 1, .dtypes = kEveryDtype}},
                   {"maxval", {.input = 2, .dtypes = kEveryDtype}}};
  // The uint8 kernel (_select_uint8) against its composite: every type at
  // thresholds and maxvals around the levels' ends on every layout, and per
  // type a grid on all 256 levels: every level and its midpoint, past both
  // ends, NaN and infinities, against six maxvals.
  std::vector<ImageCall> on_layouts;
  std::vector<double> grid = {-INFINITY, -1e9,  -256, -1.5, -1,       -0.5,
                              -0.0,      255.5, 256,  1e9,  INFINITY, NAN};
  grid.push_back(std::nextafter(255.0, 0.0));
  for (int v = 0; v <= 255; ++v) grid.insert(grid.end(), {v + 0.0, v + 0.5});
  for (int type = 0; type <= 4; ++type) {
    // The op of this type at (thresh, maxval).
    const auto at = [t = static_cast<ThresholdType>(type)](const torch::Tensor& x, double thresh,
                                                           double maxval) {
      return threshold(x, thresh, maxval, t);
    };
    for (auto& call : GridCalls({-1, 0, 127.5, 254, 255, NAN}, {255, 100.7}, at))
      on_layouts.push_back(std::move(call));
    AddCompositePoints(
        c, "grid_type" + std::to_string(type),
        [] {
          return std::vector<Layout>{{"levels", Ramp({1, 16, 16})}};
        },
        GridCalls(grid, {0, 1, 127.5, 128, 254.9, 255}, at));
  }
  AddCompositePoints(
      c, "types", [] { return U8Layouts(3); }, on_layouts);
  return c;
}
