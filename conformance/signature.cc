#include "conformance/signature.h"

#include <c10/util/StringUtil.h>

#include <cstring>

#include "conformance/inputs.h"
#include "conformance/registry.h"

namespace kornia::conformance {

using core::ImageDtypes;
using core::ImageRank;

std::set<torch::ScalarType> SignatureDtypes(ImageDtypes dtypes) {
  std::set<torch::ScalarType> out;
  for (torch::ScalarType d : AllProbeDtypes()) {
    const bool floating = torch::isFloatingType(d);
    const bool integer16up =
        d == torch::kByte || d == torch::kShort || d == torch::kInt || d == torch::kLong;
    if (dtypes == ImageDtypes::kAny || dtypes == ImageDtypes::kReal || floating ||
        (dtypes == ImageDtypes::kNumeric && d != torch::kBool) ||
        (dtypes == ImageDtypes::kFloatingOrUint8 && d == torch::kByte) ||
        (dtypes == ImageDtypes::kFloatingOrInteger && integer16up))
      out.insert(d);
  }
  return out;
}

namespace {

int64_t Channels(const core::ImageSpec& spec) {
  return spec.channels == core::kAnyChannels ? 3 : spec.channels;
}

std::string NounWithoutArticle(const std::string& noun) {
  for (const char* article : {"a ", "an "})
    if (noun.rfind(article, 0) == 0) return noun.substr(std::strlen(article));
  return noun;
}

}  // namespace

std::string EnumMessage(const std::string& op, const std::string& arg,
                        const std::vector<std::string>& choices, const std::string& got) {
  std::string list;
  for (size_t i = 0; i < choices.size(); ++i)
    list += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i];
  return op + "(): expected " + arg + " " + list + ", but got '" + got + "'";
}

std::string ImageShapeMessage(const std::string& op, const core::ImageSpec& spec,
                              at::IntArrayRef got) {
  return op + "(): expected " + core::ImageShapeWhat(spec) + ", but got shape " + c10::str(got);
}

std::string ImageDtypeMessage(const std::string& op, const core::ImageSpec& spec,
                              torch::ScalarType got) {
  const std::string noun = NounWithoutArticle(spec.noun);
  std::string what;
  switch (spec.dtypes) {
    case ImageDtypes::kAny:
    case ImageDtypes::kReal:
      return "";
    case ImageDtypes::kFloating:
      what = "a floating " + noun + " (float16, bfloat16, float32 or float64)";
      break;
    case ImageDtypes::kFloatingOrUint8:
      what = "a float16, bfloat16, float32, float64 or uint8 " + noun;
      break;
    case ImageDtypes::kFloatingOrInteger:
      what = "a float16, bfloat16, float32, float64, uint8, int16, int32 or int64 " + noun;
      break;
    case ImageDtypes::kNumeric:
      what = "a real, non-bool " + noun;
      break;
  }
  return op + "(): expected " + what + ", but got " + DtypeId(got);
}

std::vector<RefusedShape> RefusedShapes(const core::ImageSpec& spec) {
  const int64_t c = Channels(spec);
  std::vector<RefusedShape> shapes;
  switch (spec.rank) {
    case ImageRank::kBatch:
      shapes.push_back({"rank_3", {c, 4, 4}});
      break;
    case ImageRank::kPlanes:
    case ImageRank::kAugmentation:
      shapes.push_back({"rank_1", {4}});
      break;
    case ImageRank::kVectors:
      shapes.push_back({"rank_0", {}});
      break;
    case ImageRank::kAny:
      break;
    case ImageRank::kAnyBatch:
    case ImageRank::kOptionalBatch:
      shapes.push_back({"rank_2", {4, 4}});
      break;
  }
  if (spec.rank == ImageRank::kBatch || spec.rank == ImageRank::kOptionalBatch ||
      spec.rank == ImageRank::kAugmentation)
    shapes.push_back({"rank_5", {1, 1, c, 4, 4}});
  if (spec.channels != core::kAnyChannels)
    for (int64_t wrong : {c - 1, c + 1})
      if (wrong > 0) shapes.push_back({"channels_" + std::to_string(wrong), {1, wrong, 4, 4}});
  if (spec.non_empty) {
    if (spec.channels == core::kAnyChannels) shapes.push_back({"empty_channels", {1, 0, 4, 4}});
    shapes.push_back({"empty_height", {1, c, 0, 4}});
  }
  if (spec.non_empty_batch) shapes.push_back({"empty_batch", {0, c, 4, 4}});
  return shapes;
}

}  // namespace kornia::conformance
