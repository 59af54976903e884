// The case of a Bayer raw conversion (rgb_to_raw, raw_to_rgb,
// raw_to_rgb_2x2_downscaled): shared by their case files (one stem each),
// this package's own builder.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/family.h"
#include "ops/color/cfa.h"

namespace kornia::conformance::cases {

inline const std::vector<std::pair<color::CFA, std::string>> kCfas = {{color::CFA::kBG, "BG"},
                                                                      {color::CFA::kGB, "GB"},
                                                                      {color::CFA::kRG, "RG"},
                                                                      {color::CFA::kGR, "GR"}};

struct RawSpec {
  std::string name;
  core::ImageSpec image;  // as the op checks it
  std::function<torch::Tensor(const torch::Tensor&, color::CFA)> call;
  // Sides the op takes: even only (raw_to_rgb), or any (rgb_to_raw).
  bool even_only = true;
  // The message an odd side gets (even_only ops), for a 1 x C x 4 x 5 image.
  std::string odd_message;
};

// Per floating dtype x CFA x size one shape class `<dtype>_<cfa>_<h>x<w>`
// (2 x 2 up to 10 x 14; with odd sides 3 x 5 and 5 x 7 where the op takes
// them); per floating dtype every value class at BG 4 x 6
// (`<dtype>_values_<class>`) and a threads-size point (`<dtype>_BG_large`);
// integer images where the signature takes them. Kornia's call names the
// CFA as kornia.color.CFA.<cfa>. Errors: the signature's, and an odd side.
inline OpCase RawOp(const RawSpec& s) {
  const int64_t channels = s.image.channels;
  OpCase c = ImageOp(
      {.name = s.name,
       .package = "color",
       .kornia = "kornia.color." + s.name,
       .image = s.image,
       .call = [call = s.call](const torch::Tensor& x) { return call(x, color::CFA::kBG); }});
  c.probe = [call = s.call, channels](torch::ScalarType d) {
    return call(ProbeImage(d, {1, channels, 4, 6}), color::CFA::kBG);
  };
  c.points = [s, channels] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, const std::string& dtype, torch::Tensor x,
                   color::CFA cfa, const std::string& cfa_name) {
      points.push_back(Point(std::move(id), std::move(cls), dtype, {std::move(x)},
                             [call = s.call, cfa](const Inputs& in) { return call(in[0], cfa); }));
      points.back().kornia = R"({"args": ["$0", "@kornia.color.CFA.)" + cfa_name + "\"]}";
    };
    std::vector<std::pair<int64_t, int64_t>> sizes = {{2, 2}, {4, 6}, {6, 4}, {10, 14}};
    if (!s.even_only) sizes.insert(sizes.end(), {{3, 5}, {5, 7}});
    for (const auto& d : kFloatDtypes) {
      for (const auto& [cfa, cfa_name] : kCfas)
        for (const auto& [h, w] : sizes) {
          const std::string id = c10::str(d.name, "_", cfa_name, "_", h, "x", w);
          add(id, id, d.name,
              MakeInput({2, channels, h, w}, d.type, ValueClass::kUniform, SeedOf(id)), cfa,
              cfa_name);
        }
      const std::string cls = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        add(id, cls, d.name, MakeInput({2, channels, 4, 6}, d.type, v, SeedOf(id)), color::CFA::kBG,
            "BG");
      }
      const std::string large = std::string(d.name) + "_BG_large";
      add(large, large, d.name,
          MakeInput({2, channels, 128, channels == 1 ? 256 : 128}, d.type, ValueClass::kUniform,
                    SeedOf(large)),
          color::CFA::kBG, "BG");
    }
    if (s.image.dtypes == core::ImageDtypes::kAny)
      for (torch::ScalarType t : {torch::kByte, torch::kInt, torch::kLong, torch::kBool}) {
        const std::string id = DtypeId(t) + "_BG_4x6";
        add(id, id, DtypeId(t),
            MakeInput({2, channels, 4, 6}, t, ValueClass::kUniform, SeedOf(id), 0, 255),
            color::CFA::kBG, "BG");
      }
    return points;
  };
  if (s.even_only)
    c.errors.push_back({"odd_width",
                        [call = s.call, channels] {
                          call(torch::rand({1, channels, 4, 5}), color::CFA::kBG);
                        },
                        s.odd_message});
  return c;
}

}  // namespace kornia::conformance::cases
