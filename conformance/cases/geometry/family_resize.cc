#include "conformance/cases/geometry/family_resize.h"

#include <c10/util/StringUtil.h>

namespace kornia::conformance::cases {
namespace {

const char* const kInterpolations[] = {"nearest", "nearest-exact", "bilinear", "bicubic", "area"};

bool Interpolating(const std::string& mode) { return mode == "bilinear" || mode == "bicubic"; }

// align_corners' values for a mode: None; False and True where it applies.
std::vector<std::optional<bool>> AlignCorners(const std::string& mode) {
  if (!Interpolating(mode)) return {std::nullopt};
  return {std::nullopt, false, true};
}

std::string AcName(std::optional<bool> ac) { return !ac ? "" : *ac ? "_ac" : "_hp"; }

}  // namespace

SweepPoint ResizePoint(const ResizeSpec& s, const std::string& id, const std::string& cls,
                       torch::Tensor x, const ResizeArg& a, const std::string& interpolation,
                       std::optional<bool> ac, bool antialias) {
  KorniaCall kornia = {.args = {In(0), a.kornia},
                       .kwargs = {{"interpolation", interpolation}, {"antialias", antialias}}};
  if (ac || s.pass_align_corners)
    kornia.kwargs.emplace("align_corners", ac ? KorniaArg(*ac) : KorniaArg(nullptr));
  return Point(
      id, cls, {std::move(x)},
      [run = a.run, interpolation, ac, antialias](const Inputs& in) {
        return run(in[0], interpolation, ac, antialias);
      },
      std::move(kornia));
}

std::vector<SweepPoint> ResizePoints(const ResizeSpec& s) {
  std::vector<SweepPoint> points;
  const ResizeArg down = s.to(5, 7, 9, 11), up = s.to(13, 17, 9, 11), row = s.to(1, 5, 1, 11);
  for (const auto& d : kFloatDtypes) {
    const std::string n = d.name;
    auto image = [&](std::vector<int64_t> shape, const std::string& id) {
      return UniformInput(shape, d.type, id);
    };
    for (const std::string mode : kInterpolations) {
      for (std::optional<bool> ac : AlignCorners(mode))
        for (const auto& [dir, a] : {std::pair{"down", down}, std::pair{"up", up}}) {
          const std::string cls = c10::str(n, "_", mode, AcName(ac), "_", dir, "_", a.id);
          for (const char* k : {"a", "b"})
            points.push_back(
                ResizePoint(s, cls + "_" + k, cls, image({2, 3, 9, 11}, cls + k), a, mode, ac));
        }
      const std::string aa = c10::str(n, "_", mode, "_antialias");
      points.push_back(ResizePoint(s, aa + "_down_" + down.id, aa + "_down",
                                   image({2, 3, 9, 11}, aa), down, mode, std::nullopt, true));
      points.push_back(ResizePoint(s, aa + "_row_" + row.id, aa + "_row",
                                   image({2, 3, 1, 11}, aa + "row"), row, mode, std::nullopt,
                                   true));
      points.push_back(ResizePoint(s, aa + "_up_" + up.id, aa + "_up", image({2, 3, 9, 11}, aa), up,
                                   mode, std::nullopt, true));
    }
    // Kornia's ranks: an (H, W) plane (one sample, dim 0 no batch), a
    // (C, H, W) image (one sample) and a 5-D batch of its two leading dims.
    for (const auto& [rank, shape] : std::vector<std::pair<std::string, std::vector<int64_t>>>{
             {"plane", {9, 11}}, {"chw", {3, 9, 11}}, {"5d", {2, 2, 3, 9, 11}}}) {
      const std::string id = c10::str(n, "_", rank);
      // 'area' on (C, H, W): the layouts check's empty dim 0 is an empty C
      // there, which Kornia refuses for the other modes.
      points.push_back(
          ResizePoint(s, id, id, image(shape, id), down, rank == "chw" ? "area" : "bilinear"));
      points.back().unbatched = rank == "plane";
    }
    const std::string one = n + "_source_1x1";
    points.push_back(
        ResizePoint(s, one, one, image({2, 3, 1, 1}, one), s.to(5, 7, 1, 1), "bilinear"));
    for (const std::string mode : {"bilinear", "bicubic"})
      for (ValueClass v : kAllValueClasses) {
        const std::string id = c10::str(n, "_", mode, "_values_", ValueClassName(v));
        points.push_back(ResizePoint(s, id, c10::str(n, "_", mode, "_values"),
                                     MakeInput({2, 3, 9, 11}, d.type, v, SeedOf(id)), up, mode));
      }
    const std::string large = n + "_large";
    points.push_back(ResizePoint(s, large, large, LargeImage(d.type, 3, large),
                                 s.to(96, 80, 128, 128), "bicubic", std::nullopt, true));
    const std::string area = n + "_area_channels_empty";
    points.push_back(ResizePoint(s, area, area, image({2, 0, 9, 11}, area), down, "area"));
  }
  return points;
}

std::vector<ErrorCase> ResizeErrors(const ResizeSpec& s) {
  const ResizeArg a = s.to(5, 7, 9, 11);
  auto with = [run = a.run](std::vector<int64_t> shape, std::string mode, std::optional<bool> ac) {
    const torch::Tensor x = torch::rand(shape);
    return [=] { run(x, mode, ac, false); };
  };
  return {{"interpolation_linear", with({2, 3, 9, 11}, "linear", std::nullopt),
           "expected interpolation nearest, nearest-exact, bilinear, bicubic or area, but got "
           "'linear'"},
          {"interpolation_unknown", with({2, 3, 9, 11}, "lanczos", std::nullopt),
           "expected interpolation nearest, nearest-exact, bilinear, bicubic or area, but got "
           "'lanczos'"},
          {"align_corners_nearest", with({2, 3, 9, 11}, "nearest", true),
           "expected align_corners None for interpolation nearest, nearest-exact and area, but "
           "got align_corners=True with 'nearest'"},
          {"align_corners_area", with({2, 3, 9, 11}, "area", false),
           "expected align_corners None for interpolation nearest, nearest-exact and area, but "
           "got align_corners=False with 'area'"},
          {"channels_empty", with({2, 0, 9, 11}, "bilinear", std::nullopt),
           "expected a non-empty C for interpolation bilinear, but got shape [2, 0, 9, 11]"}};
}

}  // namespace kornia::conformance::cases
