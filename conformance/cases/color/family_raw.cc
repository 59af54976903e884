#include "conformance/cases/color/family_raw.h"

#include <c10/util/StringUtil.h>

#include <utility>
#include <vector>

namespace kornia::conformance::cases {

namespace {

const std::vector<std::pair<color::CFA, std::string>> kCfas = {{color::CFA::kBG, "BG"},
                                                               {color::CFA::kGB, "GB"},
                                                               {color::CFA::kRG, "RG"},
                                                               {color::CFA::kGR, "GR"}};

}  // namespace

OpCase RawOp(const core::OpSpec& op, RawCall call, std::string odd_message) {
  const core::ImageSpec image = *op.image;
  const int64_t channels = image.channels;
  const bool even_only = !odd_message.empty();
  OpCase c = ImageOp(op);
  c.probe = [call, channels](torch::ScalarType d) {
    return call(ProbeImage(d, {1, channels, 4, 6}), color::CFA::kBG);
  };
  c.points = [call, channels, even_only, any = image.dtypes == core::ImageDtypes::kAny] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, torch::Tensor x, color::CFA cfa,
                   const std::string& cfa_name) {
      points.push_back(Point(std::move(id), std::move(cls), {std::move(x)},
                             [call, cfa](const Inputs& in) { return call(in[0], cfa); }));
      points.back().kornia = KorniaCall{.args = {In(0), "@kornia.color.CFA." + cfa_name}};
    };
    std::vector<std::pair<int64_t, int64_t>> sizes = {{2, 2}, {4, 6}, {6, 4}, {10, 14}};
    if (!even_only) sizes.insert(sizes.end(), {{3, 5}, {5, 7}});
    for (const auto& d : kFloatDtypes) {
      for (const auto& [cfa, cfa_name] : kCfas)
        for (const auto& [h, w] : sizes) {
          const std::string id = c10::str(d.name, "_", cfa_name, "_", h, "x", w);
          add(id, id, MakeInput({2, channels, h, w}, d.type, ValueClass::kUniform, SeedOf(id)), cfa,
              cfa_name);
        }
      const std::string cls = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        add(id, cls, MakeInput({2, channels, 4, 6}, d.type, v, SeedOf(id)), color::CFA::kBG, "BG");
      }
      const std::string large = std::string(d.name) + "_BG_large";
      add(large, large,
          MakeInput({2, channels, 128, channels == 1 ? 256 : 128}, d.type, ValueClass::kUniform,
                    SeedOf(large)),
          color::CFA::kBG, "BG");
    }
    if (any)
      for (torch::ScalarType t : {torch::kByte, torch::kInt, torch::kLong, torch::kBool}) {
        const std::string id = DtypeId(t) + "_BG_4x6";
        add(id, id, MakeInput({2, channels, 4, 6}, t, ValueClass::kUniform, SeedOf(id), 0, 255),
            color::CFA::kBG, "BG");
      }
    return points;
  };
  if (even_only)
    c.errors.push_back({"odd_width",
                        [call, channels] {
                          call(torch::rand({1, channels, 4, 5}), color::CFA::kBG);
                        },
                        std::move(odd_message)});
  return c;
}

}  // namespace kornia::conformance::cases
