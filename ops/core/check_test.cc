// ops/core checks: every message asserted whole, since ops' error cases in
// conformance/cases/ match on them; each check also shown quiet on a good
// argument.
#include "ops/core/check.h"

#include <gtest/gtest.h>
#include <torch/types.h>

#include <functional>

namespace kornia::core {
namespace {

// The message of the c10::Error `call` raises ("" when it raises nothing).
std::string ErrorOf(const std::function<void()>& call) {
  try {
    call();
  } catch (const c10::Error& e) {
    return e.what_without_backtrace();
  }
  return "";
}

TEST(CheckImage, DefaultIsAFloatingImageOfAnyBatch) {
  EXPECT_EQ(ErrorOf([] { CheckImage("op", torch::zeros({3, 2, 2})); }), "");
  EXPECT_EQ(ErrorOf([] { CheckImage("op", torch::zeros({2, 5, 1, 3, 2, 2})); }), "");
  EXPECT_EQ(ErrorOf([] {
              CheckImage("op", torch::zeros({4, 4}));
            }),
            "op(): expected an image of shape (*, C, H, W), but got shape [4, 4]");
  // Empty sizes are fine unless the spec asks for non-empty ones.
  EXPECT_EQ(ErrorOf([] { CheckImage("op", torch::zeros({0, 0, 0})); }), "");
}

TEST(CheckImage, FloatingDtypes) {
  for (auto dtype : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble})
    EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({3, 2, 2}, dtype)); }), "") << dtype;
  EXPECT_EQ(ErrorOf([] {
              CheckImage("posterize", torch::zeros({1, 3, 4, 4}, torch::kByte));
            }),
            "posterize(): expected a floating image (float16, bfloat16, float32 or float64), but "
            "got uint8");
  EXPECT_EQ(ErrorOf([] {
              CheckImage("op", torch::zeros({3, 2, 2}, torch::kBool));
            }),
            "op(): expected a floating image (float16, bfloat16, float32 or float64), but got "
            "bool");
}

TEST(CheckImage, ShapeIsCheckedBeforeDtype) {
  EXPECT_EQ(ErrorOf([] { CheckImage("op", torch::zeros({4}, torch::kInt)); }),
            "op(): expected an image of shape (*, C, H, W), but got shape [4]");
}

TEST(CheckImage, Channels) {
  const ImageSpec rgb{.channels = 3};
  EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({2, 3, 1, 1}), rgb); }), "");
  EXPECT_EQ(ErrorOf([&] {
              CheckImage("rgb_to_hsv", torch::zeros({1, 1, 2, 2}), rgb);
            }),
            "rgb_to_hsv(): expected an image of shape (*, 3, H, W), but got shape [1, 1, 2, 2]");
  EXPECT_EQ(ErrorOf([&] {
              CheckImage("op", torch::zeros({3, 2}), rgb);
            }),
            "op(): expected an image of shape (*, 3, H, W), but got shape [3, 2]");
}

TEST(CheckImage, NonEmpty) {
  const ImageSpec spec{.non_empty = true};
  EXPECT_EQ(ErrorOf([&] {
              CheckImage("op", torch::zeros({0, 1, 1, 1}), spec);
            }),
            "")
      << "an empty batch is not an empty image";
  for (auto shape : {std::vector<int64_t>{0, 2, 2}, {2, 0, 2}, {2, 2, 0}, {4, 4}})
    EXPECT_EQ(ErrorOf([&] { CheckImage("posterize", torch::zeros(shape), spec); }),
              "posterize(): expected an image of shape (*, C, H, W) with non-empty C, H and W, "
              "but got shape " +
                  c10::str(c10::IntArrayRef(shape)));
  EXPECT_EQ(ErrorOf([] {
              CheckImage("op", torch::zeros({3, 0, 2}), {.channels = 3, .non_empty = true});
            }),
            "op(): expected an image of shape (*, 3, H, W) with non-empty H and W, but got shape "
            "[3, 0, 2]");
}

// Kornia's equalize_clahe refuses any empty tensor, its batch too.
TEST(CheckImage, NonEmptyBatch) {
  const ImageSpec spec{.non_empty = true, .non_empty_batch = true};
  EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({1, 2, 1, 1, 1}), spec); }), "");
  for (auto shape : {std::vector<int64_t>{0, 1, 2, 2}, {2, 0, 1, 2, 2}, {1, 0, 2}, {4, 4}})
    EXPECT_EQ(ErrorOf([&] { CheckImage("equalize_clahe", torch::zeros(shape), spec); }),
              "equalize_clahe(): expected an image of shape (*, C, H, W) with every dim "
              "non-empty, but got shape " +
                  c10::str(c10::IntArrayRef(shape)));
}

TEST(CheckImage, BatchRanks) {
  const ImageSpec batch{.noun = "src", .rank = ImageRank::kBatch};
  EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({1, 1, 1, 1}), batch); }), "");
  for (auto shape : {std::vector<int64_t>{3, 4, 4}, {1, 1, 3, 4, 4}})
    EXPECT_EQ(ErrorOf([&] { CheckImage("warp_affine", torch::zeros(shape), batch); }),
              "warp_affine(): expected src of shape (B, C, H, W), but got shape " +
                  c10::str(c10::IntArrayRef(shape)));
  const ImageSpec optional{.rank = ImageRank::kOptionalBatch, .dtypes = ImageDtypes::kAny};
  EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({1, 2, 2}), optional); }), "");
  EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({1, 1, 2, 2}), optional); }), "");
  EXPECT_EQ(ErrorOf([&] {
              CheckImage("RandomHorizontalFlip", torch::zeros({4, 4}), optional);
            }),
            "RandomHorizontalFlip(): expected an image of shape (B, C, H, W) or (C, H, W), but got "
            "shape [4, 4]");
  EXPECT_EQ(
      ErrorOf([] {
        CheckImage("op", torch::zeros({2, 2}), {.rank = ImageRank::kOptionalBatch, .channels = 1});
      }),
      "op(): expected an image of shape (B, 1, H, W) or (1, H, W), but got shape [2, 2]");
}

TEST(CheckImage, TheNounNamesTheArgumentInBothMessages) {
  const ImageSpec src{.noun = "src", .rank = ImageRank::kBatch};
  EXPECT_EQ(ErrorOf([&] {
              CheckImage("warp_affine", torch::zeros({1, 1, 1, 1}, torch::kInt), src);
            }),
            "warp_affine(): expected a floating src (float16, bfloat16, float32 or float64), but "
            "got int32");
  EXPECT_EQ(ErrorOf([] {
              CheckImage("op", torch::zeros({1, 1, 1, 1}, torch::kLong), {.noun = "an input"});
            }),
            "op(): expected a floating input (float16, bfloat16, float32 or float64), but got "
            "int64");
}

TEST(CheckImage, OtherDtypeSets) {
  const ImageSpec any{.dtypes = ImageDtypes::kAny};
  for (auto dtype : {torch::kBool, torch::kByte, torch::kLong, torch::kComplexFloat})
    EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({1, 1, 1}, dtype), any); }), "");

  const ImageSpec u8{.dtypes = ImageDtypes::kFloatingOrUint8};
  EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({1, 1, 1}, torch::kByte), u8); }), "");
  EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({1, 1, 1}, torch::kHalf), u8); }), "");
  EXPECT_EQ(
      ErrorOf([&] {
        CheckImage("rgb_to_grayscale", torch::zeros({3, 2, 2}, torch::kShort), u8);
      }),
      "rgb_to_grayscale(): expected a float16, bfloat16, float32, float64 or uint8 image, but got "
      "int16");

  const ImageSpec real{.dtypes = ImageDtypes::kReal};
  for (auto dtype : {torch::kBool, torch::kByte, torch::kInt, torch::kHalf, torch::kDouble})
    EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({1, 1, 1}, dtype), real); }), "");
  EXPECT_EQ(ErrorOf([&] {
              CheckImage("op", torch::zeros({1, 1, 1}, torch::kComplexFloat), real);
            }),
            "op(): expected a real (not complex) image, but got complex64");

  const ImageSpec numeric{
      .noun = "x", .rank = ImageRank::kVectors, .dtypes = ImageDtypes::kNumeric};
  for (auto dtype : {torch::kByte, torch::kChar, torch::kLong, torch::kHalf, torch::kDouble})
    EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({3}, dtype), numeric); }), "");
  for (auto dtype : {torch::kBool, torch::kComplexFloat})
    EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({3}, dtype), numeric); }),
              "op(): expected a real, non-bool x, but got " + DtypeName(dtype));
}

TEST(CheckImage, Vectors) {
  const ImageSpec vectors{.noun = "x", .rank = ImageRank::kVectors};
  EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({0}), vectors); }), "");
  EXPECT_EQ(ErrorOf([&] { CheckImage("op", torch::zeros({2, 5, 3}), vectors); }), "");
  EXPECT_EQ(ErrorOf([&] { CheckImage("batched_dot_product", torch::zeros({}), vectors); }),
            "batched_dot_product(): expected x of shape (*, N), but got shape []");
}

enum class Padding { kZeros, kBorder, kReflection };

Padding ParsePadding(const std::string& value, LetterCase letter_case = LetterCase::kExact) {
  return ParseEnum<Padding>("warp_affine", "padding_mode", value,
                            {{"zeros", Padding::kZeros},
                             {"border", Padding::kBorder},
                             {"reflection", Padding::kReflection}},
                            letter_case);
}

TEST(ParseEnum, MapsEveryChoice) {
  EXPECT_EQ(ParsePadding("zeros"), Padding::kZeros);
  EXPECT_EQ(ParsePadding("border"), Padding::kBorder);
  EXPECT_EQ(ParsePadding("reflection"), Padding::kReflection);
}

TEST(ParseEnum, NamesTheChoicesAndQuotesTheValue) {
  EXPECT_EQ(ErrorOf([] { ParsePadding("fill"); }),
            "warp_affine(): expected padding_mode zeros, border or reflection, but got 'fill'");
  EXPECT_EQ(ErrorOf([] { ParsePadding(""); }),
            "warp_affine(): expected padding_mode zeros, border or reflection, but got ''");
  // A prefix or a longer name is not a match.
  EXPECT_NE(ErrorOf([] { ParsePadding("zero"); }), "");
  EXPECT_NE(ErrorOf([] { ParsePadding("zeross"); }), "");
}

TEST(ParseEnum, LetterCase) {
  EXPECT_NE(ErrorOf([] { ParsePadding("Zeros"); }), "");
  EXPECT_EQ(ParsePadding("Zeros", LetterCase::kIgnore), Padding::kZeros);
  EXPECT_EQ(ParsePadding("REFLECTION", LetterCase::kIgnore), Padding::kReflection);
  // The message quotes the value as given.
  EXPECT_EQ(ErrorOf([] { ParsePadding("Wrap", LetterCase::kIgnore); }),
            "warp_affine(): expected padding_mode zeros, border or reflection, but got 'Wrap'");
}

TEST(ParseEnum, TwoChoicesReadAsEitherOr) {
  EXPECT_EQ(ErrorOf([] {
              ParseEnum<int>("dice_loss", "average", "weighted", {{"micro", 0}, {"macro", 1}});
            }),
            "dice_loss(): expected average micro or macro, but got 'weighted'");
}

TEST(ChoiceList, Joins) {
  EXPECT_EQ(ChoiceList({}), "");
  EXPECT_EQ(ChoiceList({"a"}), "a");
  EXPECT_EQ(ChoiceList({"a", "b"}), "a or b");
  EXPECT_EQ(ChoiceList({"a", "b", "c", "d"}), "a, b, c or d");
}

TEST(KcCheck, MessageForm) {
  EXPECT_EQ(ErrorOf([] { KC_CHECK(1 + 1 == 3, "op", "bits in [0, 8]", "bits = ", 9); }),
            "op(): expected bits in [0, 8], but got bits = 9");
  EXPECT_EQ(ErrorOf([] { KC_CHECK(true, "op", "anything", "nothing"); }), "");
  EXPECT_EQ(ErrorOf([] { KC_CHECK_DTYPE(false, "op", "a floating image", "int32"); }),
            "op(): expected a floating image, but got int32");
}

// The class of each refusal: Python sees c10::ValueError as ValueError and
// c10::TypeError as TypeError, the classes Kornia raises for a bad shape or
// argument and for a refused type.
enum class Class { kNone, kValue, kType, kUntyped };
Class ClassOf(const std::function<void()>& call) {
  try {
    call();
  } catch (const c10::ValueError&) {
    return Class::kValue;
  } catch (const c10::TypeError&) {
    return Class::kType;
  } catch (const c10::Error&) {
    return Class::kUntyped;
  }
  return Class::kNone;
}

TEST(KcCheck, ShapesAndArgumentsAreValueErrorsAndDtypesTypeErrors) {
  EXPECT_EQ(ClassOf([] { KC_CHECK(false, "op", "bits in [0, 8]", 9); }), Class::kValue);
  EXPECT_EQ(ClassOf([] { KC_CHECK_DTYPE(false, "op", "a floating image", "int32"); }),
            Class::kType);
  EXPECT_EQ(ClassOf([] { CheckImage("op", torch::zeros({4, 4})); }), Class::kValue);
  EXPECT_EQ(ClassOf([] {
              CheckImage("op", torch::zeros({1, 2, 4, 4}), {.channels = 3});
            }),
            Class::kValue);
  EXPECT_EQ(ClassOf([] {
              CheckImage("op", torch::zeros({1, 0, 4, 4}), {.non_empty = true});
            }),
            Class::kValue);
  for (auto dtypes : {ImageDtypes::kFloating, ImageDtypes::kFloatingOrUint8,
                      ImageDtypes::kFloatingOrInteger, ImageDtypes::kNumeric})
    EXPECT_EQ(ClassOf([&] {
                CheckImage("op", torch::zeros({1, 3, 4, 4}, torch::kBool), {.dtypes = dtypes});
              }),
              Class::kType);
  EXPECT_EQ(ClassOf([] { ParsePadding("fill"); }), Class::kValue);
  EXPECT_EQ(ClassOf([] { CheckImage("op", torch::zeros({1, 3, 4, 4})); }), Class::kNone);
}

}  // namespace
}  // namespace kornia::core
