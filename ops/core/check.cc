#include "ops/core/check.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/_assert_async.h>
#include <ATen/ops/zeros.h>
#include <torch/version.h>

#include <cctype>
#include <cstring>

#include "ops/core/torch_library.h"

namespace kornia::core {

std::string DtypeName(c10::ScalarType dtype) {
  switch (dtype) {
    case c10::ScalarType::Half:
      return "float16";
    case c10::ScalarType::BFloat16:
      return "bfloat16";
    case c10::ScalarType::Float:
      return "float32";
    case c10::ScalarType::Double:
      return "float64";
    case c10::ScalarType::Byte:
      return "uint8";
    case c10::ScalarType::Char:
      return "int8";
    case c10::ScalarType::Short:
      return "int16";
    case c10::ScalarType::Int:
      return "int32";
    case c10::ScalarType::Long:
      return "int64";
    case c10::ScalarType::Bool:
      return "bool";
    case c10::ScalarType::ComplexFloat:
      return "complex64";
    case c10::ScalarType::ComplexDouble:
      return "complex128";
    case c10::ScalarType::ComplexHalf:
      return "complex32";
    default:
      return c10::toString(dtype);
  }
}

bool IsHalfDtype(c10::ScalarType dtype) {
  return dtype == c10::ScalarType::Half || dtype == c10::ScalarType::BFloat16;
}

at::Tensor ClampUnit(const at::Tensor& x) {
  if (!IsHalfDtype(x.scalar_type())) return x.clamp(0.0, 1.0);
  return x.to(at::kFloat).clamp(0.0, 1.0).to(x.scalar_type());
}

at::Tensor ClampUnitFresh(at::Tensor fresh) {
  if (!IsHalfDtype(fresh.scalar_type())) return fresh.clamp_(0.0, 1.0);
  return fresh.to(at::kFloat).clamp_(0.0, 1.0).to(fresh.scalar_type());
}

bool IsFloatingImageDtype(c10::ScalarType dtype) {
  return dtype == c10::ScalarType::Half || dtype == c10::ScalarType::BFloat16 ||
         dtype == c10::ScalarType::Float || dtype == c10::ScalarType::Double;
}

at::Tensor AssertInGraph(const at::Tensor& value, const at::Tensor& cond,
                         const std::string& message) {
#if TORCH_VERSION_MAJOR >= 2
  AssertInGraphOp().call(cond, message);
  return value;
#else
  (void)message;
  at::_assert_async(cond);
  return value;
#endif
}

namespace {

bool RankOk(ImageRank rank, int64_t dim) {
  switch (rank) {
    case ImageRank::kAnyBatch:
      return dim >= 3;
    case ImageRank::kBatch:
      return dim == 4;
    case ImageRank::kOptionalBatch:
      return dim == 3 || dim == 4;
    case ImageRank::kAugmentation:
      return dim >= 2 && dim <= 4;
    case ImageRank::kPlanes:
      return dim >= 2;
    case ImageRank::kVectors:
      return dim >= 1;
    case ImageRank::kAny:
      return true;
  }
  return false;
}

// "an image" -> "image": the noun after "a floating".
std::string Bare(const char* noun) {
  for (const char* article : {"a ", "an "})
    if (std::strncmp(noun, article, std::strlen(article)) == 0) return noun + std::strlen(article);
  return noun;
}

}  // namespace

std::string ImageShapeText(const ImageSpec& spec) {
  const std::string c = spec.channels == kAnyChannels ? "C" : std::to_string(spec.channels);
  const std::string chw = c + ", H, W)";
  switch (spec.rank) {
    case ImageRank::kAnyBatch:
      return "(*, " + chw;
    case ImageRank::kBatch:
      return "(B, " + chw;
    case ImageRank::kOptionalBatch:
      return "(B, " + chw + " or (" + chw;
    case ImageRank::kAugmentation:
      return "(B, " + chw + ", (" + chw + " or (H, W)";
    case ImageRank::kPlanes:
      return "(*, H, W)";
    case ImageRank::kVectors:
      return "(*, N)";
    case ImageRank::kAny:
      return "(*)";
  }
  return "";
}

std::string ImageShapeWhat(const ImageSpec& spec) {
  std::string what = std::string(spec.noun) + " of shape " + ImageShapeText(spec);
  if (spec.non_empty_batch) return what + " with every dim non-empty";
  if (spec.non_empty)
    what +=
        spec.channels == kAnyChannels ? " with non-empty C, H and W" : " with non-empty H and W";
  return what;
}

void CheckImage(const char* op, const at::Tensor& image, const ImageSpec& spec) {
  const int64_t dim = image.dim();
  bool shape_ok = RankOk(spec.rank, dim);
  // Read as SymInts: under torch.export with a dynamic batch an int64 read
  // (size()) makes every dim concrete, the batch too; a SymInt comparison
  // pins only the dim it reads (C, H, W here, static there).
  // An (H, W) image has one channel (kAugmentation: Kornia's (1, 1, H, W)).
  if (shape_ok && spec.channels != kAnyChannels)
    shape_ok = dim == 2 ? spec.channels == 1 : image.sym_size(-3) == spec.channels;
  // Non-empty: the last three dims, or two where the image is one plane.
  if (shape_ok && spec.non_empty)
    shape_ok =
        image.sym_size(-1) > 0 && image.sym_size(-2) > 0 && (dim < 3 || image.sym_size(-3) > 0);
  for (int64_t d = 0; shape_ok && spec.non_empty_batch && d + 3 < dim; ++d)
    shape_ok = image.sym_size(d) > 0;
  if (!shape_ok) KC_CHECK(false, op, ImageShapeWhat(spec), "shape ", image.sizes());
  const c10::ScalarType dtype = image.scalar_type();
  const std::string bare = Bare(spec.noun);
  switch (spec.dtypes) {
    case ImageDtypes::kAny:
      break;
    case ImageDtypes::kFloating:
      KC_CHECK_DTYPE(IsFloatingImageDtype(dtype), op,
                     "a floating " + bare + " (float16, bfloat16, float32 or float64)",
                     DtypeName(dtype));
      break;
    case ImageDtypes::kFloatingOrUint8:
      KC_CHECK_DTYPE(IsFloatingImageDtype(dtype) || dtype == c10::ScalarType::Byte, op,
                     "a float16, bfloat16, float32, float64 or uint8 " + bare, DtypeName(dtype));
      break;
    case ImageDtypes::kReal:
      KC_CHECK_DTYPE(!c10::isComplexType(dtype), op, "a real (not complex) " + bare,
                     DtypeName(dtype));
      break;
    case ImageDtypes::kFloatingOrInteger:
      KC_CHECK_DTYPE(IsFloatingImageDtype(dtype) || dtype == c10::ScalarType::Byte ||
                         dtype == c10::ScalarType::Short || dtype == c10::ScalarType::Int ||
                         dtype == c10::ScalarType::Long,
                     op,
                     "a float16, bfloat16, float32, float64, uint8, int16, int32 or int64 " + bare,
                     DtypeName(dtype));
      break;
    case ImageDtypes::kNumeric:
      KC_CHECK_DTYPE(!c10::isComplexType(dtype) && dtype != c10::ScalarType::Bool, op,
                     "a real, non-bool " + bare, DtypeName(dtype));
      break;
  }
}

std::string ChoiceList(const std::vector<std::string>& choices) {
  std::string out;
  for (size_t i = 0; i < choices.size(); ++i) {
    if (i > 0) out += i + 1 == choices.size() ? " or " : ", ";
    out += choices[i];
  }
  return out;
}

namespace detail {

bool SameName(const std::string& value, const char* choice, LetterCase letter_case) {
  if (letter_case == LetterCase::kExact) return value == choice;
  const size_t n = std::strlen(choice);
  if (value.size() != n) return false;
  for (size_t i = 0; i < n; ++i)
    if (std::tolower(static_cast<unsigned char>(value[i])) !=
        std::tolower(static_cast<unsigned char>(choice[i])))
      return false;
  return true;
}

void UnknownChoice(const char* op, const char* arg, const std::string& value,
                   const std::vector<std::string>& choices) {
  KC_CHECK(false, op, c10::str(arg, " ", ChoiceList(choices)), "'", value, "'");
}

}  // namespace detail

}  // namespace kornia::core
