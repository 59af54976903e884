// Out-of-line bodies of family_warp.h: compiled once in //conformance:cases_common,
// not again in every case file that includes the header.
#include "conformance/cases/family_warp.h"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace kornia::conformance::cases {

std::vector<SweepPoint> WarpPoints(const WarpSpec& s) {
  std::vector<SweepPoint> points;
  auto add = [&](std::string id, std::string cls, const char* dtype, torch::Tensor src,
                 torch::Tensor m, std::array<int64_t, 2> dsize, std::string mode,
                 std::string padding, bool ac) {
    SweepPoint p = Point(std::move(id), std::move(cls), dtype, {std::move(src), std::move(m)},
                         [=, call = s.call](const Inputs& in) {
                           return call(in[0], in[1], dsize, mode, padding, ac);
                         });
    p.kornia = c10::str(R"({"args": ["$0", "$1", [)", dsize[0], ", ", dsize[1], R"(], ")", mode,
                        R"(", ")", padding, R"(", )", ac ? "true" : "false", "]}");
    points.push_back(std::move(p));
  };
  const std::string mode0 = s.modes.front(), padding0 = s.paddings.front();
  for (const auto& d : kFloatDtypes)
    for (const std::string& mode : s.modes)
      for (const std::string& padding : s.paddings)
        for (bool ac : {true, false}) {
          const std::string cls = c10::str(d.name, "_", mode, "_", padding, ac ? "_ac" : "_hp");
          const torch::Tensor x =
              MakeInput({2, 3, 9, 11}, d.type, ValueClass::kUniform, SeedOf(cls));
          for (int m = 0; m < s.matrices; ++m)
            add(cls + "_m" + std::to_string(m), cls, d.name, x, s.matrix(m, d.type), s.dsize, mode,
                padding, ac);
        }
  if (s.special)
    for (const auto& d : kFloatDtypes)
      for (const std::string& mode : s.modes) {
        const std::string cls = c10::str(d.name, "_", mode, "_same");
        const torch::Tensor x = MakeInput({2, 3, 9, 11}, d.type, ValueClass::kUniform, SeedOf(cls));
        for (const std::string& kind : kSpecialMatrices)
          add(cls + "_" + kind, cls, d.name, x, s.special(kind, d.type), {9, 11}, mode, padding0,
              false);
      }
  for (const auto& d : kFloatDtypes) {
    for (bool ac : {true, false}) {
      const std::string id = std::string(d.name) + "_h1" + (ac ? "_ac" : "_hp");
      add(id, id, d.name, MakeInput({2, 3, 1, 11}, d.type, ValueClass::kUniform, SeedOf(id)),
          s.matrix(0, d.type), {1, 5}, mode0, padding0, ac);
    }
    const std::string shared = std::string(d.name) + "_shared_m";
    add(shared, shared, d.name,
        MakeInput({2, 3, 9, 11}, d.type, ValueClass::kUniform, SeedOf(shared)),
        s.matrix(1 % s.matrices, d.type).narrow(0, 0, 1), {9, 11}, mode0, padding0, true);
    const std::string cls = std::string(d.name) + "_values";
    for (ValueClass v : kAllValueClasses) {
      const std::string id = cls + "_" + ValueClassName(v);
      add(id, cls, d.name, MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), s.matrix(0, d.type),
          s.dsize, mode0, padding0, true);
    }
    for (const std::string& mode : s.large_modes) {
      const std::string id = std::string(d.name) + "_" + mode + "_large";
      add(id, id, d.name, LargeImage(d.type, 3, id), s.matrix(0, d.type), {128, 128}, mode,
          padding0, true);
    }
  }
  return points;
}

std::vector<ErrorCase> WarpErrors(const std::string& op, const WarpSpec& s) {
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  const torch::Tensor m = s.matrix(0, torch::kFloat);
  auto call = [call = s.call, x, m](std::array<int64_t, 2> dsize, std::string mode,
                                    std::string padding) {
    return [=] { call(x, m, dsize, mode, padding, true); };
  };
  const std::string mode0 = s.modes.front(), padding0 = s.paddings.front();
  return {
      {"dsize_zero", call({0, 4}, mode0, padding0),
       op + "(): expected dsize >= 1, but got dsize = (0, 4)"},
      {"mode_unknown", call({4, 4}, "area", padding0), EnumMessage(op, "mode", s.modes, "area")},
      {"padding_fill", call({4, 4}, mode0, "fill"),
       EnumMessage(op, "padding_mode", s.paddings, "fill")}};
}

OpCase WarpOp(ImageOpSpec spec, const WarpSpec& warp) {
  if (!spec.call)
    spec.call = [warp](const torch::Tensor& x) {
      return warp.call(x, warp.matrix(0, x.scalar_type()).narrow(0, 0, 1), {4, 5},
                       warp.modes.front(), warp.paddings.front(), true);
    };
  OpCase c = ImageOp(spec);
  c.points = [warp] { return WarpPoints(warp); };
  c.batch_inputs = {0, 1};
  for (ErrorCase& e : WarpErrors(spec.name, warp)) c.errors.push_back(std::move(e));
  return c;
}
}  // namespace kornia::conformance::cases
