// Validation helpers shared by every op.
//
// Every op validates its arguments first and says what it expected and what it
// got, in one shape:  `<op>(): expected <what>, but got <value>`  (the pattern of
// ATen's `grid_sampler(): expected ...`). Tests assert the message, not just
// that something threw.
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/core/ScalarType.h>
#include <c10/util/Exception.h>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace kornia::core {

// torch's Python spelling of a dtype ("float32", "bfloat16", "int64", ...), so
// messages read the same as Kornia's.
std::string DtypeName(c10::ScalarType dtype);

// Whether `dtype` is one of the four floating image dtypes (float16, bfloat16,
// float32, float64).
bool IsFloatingImageDtype(c10::ScalarType dtype);

// Whether `dtype` is float16 or bfloat16 (the dtypes ops widen to float32).
bool IsHalfDtype(c10::ScalarType dtype);

// x.clamp(0, 1), bit for bit (NaN and -0.0 kept), on every pinned torch:
// float16/bfloat16 go through float32, exactly (0, 1 and every half value are
// float32 values), since torch 1.13.1 has no CPU clamp kernel for Half.
at::Tensor ClampUnit(const at::Tensor& x);

// ClampUnit(fresh) written into `fresh` itself (clamp_), for a tensor the op
// has just computed and nothing else holds (never an input, nor a view of
// one: the conformance inputs check catches that). Same values bit for bit;
// one allocation and one pass over fresh memory fewer (a batch of 32
// 256x256 RGB images: adjust_brightness 2 -> 1 allocations of 25 MB).
at::Tensor ClampUnitFresh(at::Tensor fresh);

// AssertInGraph(value, cond, message): the value check of the contract.
// `cond` is a one-element bool tensor computed from tensor values. Returns
// `value` itself. The check is kornia_cpp::_assert_in_graph
// (torch_library.cc): aten::_assert_async.msg behind an operator declared
// with side effects, so a tracer keeps it although nothing uses a result (a
// plain aten::_assert_async is dead code to it), and torch.compile, export
// and ONNX see the ATen assert (the functional assert with a token folded
// into the value, used before, stopped inductor, whose lowering of
// _functional_assert_async.msg takes no token in torch 2.14, and the ONNX
// exporter, which has no translation for it). The check fires in eager and
// in every replay of a captured graph alike (never a host branch).
// torch 1.13.1's _assert_async has no message: there the check is a plain
// aten::_assert_async, which fires in eager (with its own fixed text,
// "Expected Tensor with single nonzero value, but got zero") and is dropped
// from traced graphs; the known-failure manifest records both per pin.
at::Tensor AssertInGraph(const at::Tensor& value, const at::Tensor& cond,
                         const std::string& message);

// The image layouts ops accept, spelled in messages as Kornia writes them.
enum class ImageRank {
  kAnyBatch,       // (*, C, H, W): dim >= 3, any number of leading dims
  kBatch,          // (B, C, H, W): dim == 4
  kOptionalBatch,  // (B, C, H, W) or (C, H, W): dim 3 or 4
  kAugmentation,   // (B, C, H, W), (C, H, W) or (H, W): dim 2 to 4 (Kornia's
                   // augmentations: (H, W) is (1, 1, H, W), its C is 1)
  kPlanes,         // (*, H, W): dim >= 2 (Kornia's _to_bchw: (H, W) is one plane)
  kVectors,        // (*, N): dim >= 1, vectors along the last dim (Kornia's
                   // KORNIA_CHECK_SHAPE(x, ["*", "N"]): geometry.linalg)
  kAny,            // any shape, 0-dim too (the elementwise ops Kornia takes so)
};

// The dtypes an image may have.
enum class ImageDtypes {
  kAny,                // every dtype (ops that only move values)
  kFloating,           // float16, bfloat16, float32, float64
  kFloatingOrUint8,    // the four floating dtypes and uint8
  kReal,               // every dtype but the complex ones
  kFloatingOrInteger,  // the four floating dtypes, uint8, int16, int32, int64
  kNumeric,            // every real dtype but bool (arithmetic Kornia does with
                       // `-` or matmul, which refuse bool)
};

inline constexpr int64_t kAnyChannels = -1;

// What an op requires of an image argument (built with designated
// initializers: `{.rank = ImageRank::kBatch, .channels = 3}`).
struct ImageSpec {
  // The argument as messages name it: "an image", "an input", or a parameter
  // name such as "src". The dtype message uses it without its article.
  const char* noun = "an image";
  ImageRank rank = ImageRank::kAnyBatch;
  int64_t channels = kAnyChannels;  // required size of dim -3
  bool non_empty = false;           // C, H and W must be > 0
  bool non_empty_batch = false;     // and every leading dim (no empty tensor at all)
  ImageDtypes dtypes = ImageDtypes::kFloating;
};

// CheckImage(op, image, spec)
//
// The image check every op repeats, in one message form. The shape first
// (rank, channels, non-empty), then the dtype:
//   posterize(): expected an image of shape (*, C, H, W) with non-empty C, H
//     and W, but got shape [4, 4]
//   rgb_to_hsv(): expected an image of shape (*, 3, H, W), but got shape [1, 1, 2, 2]
//   warp_affine(): expected a floating src (float16, bfloat16, float32 or
//     float64), but got uint8
// Metadata only (dim, sizes, dtype): never reads a value, so it is the same
// host check in eager and in capture.
void CheckImage(const char* op, const at::Tensor& image, const ImageSpec& spec = {});

// The shape `spec` names in CheckImage's message: "(*, C, H, W)",
// "(B, 3, H, W) or (3, H, W)", "(*, H, W)", "(*)".
std::string ImageShapeText(const ImageSpec& spec);

// What CheckImage says an image must be (its message's "expected ..." part):
// "an image of shape (*, C, H, W) with non-empty C, H and W".
std::string ImageShapeWhat(const ImageSpec& spec);

// Whether ParseEnum compares letter case (gaussian_blur2d's border_type, like
// Kornia's, accepts any case).
enum class LetterCase { kExact, kIgnore };

// "zeros, border or reflection": choices as messages list them.
std::string ChoiceList(const std::vector<std::string>& choices);

// ParseEnum<E>(op, arg, value, {{"name", E::kValue}, ...})
//
// The enum a string argument names, or c10::Error
//   warp_affine(): expected padding_mode zeros, border or reflection, but got 'fill'
// (the offending value quoted as given, before any case folding).
template <class E>
E ParseEnum(const char* op, const char* arg, const std::string& value,
            std::initializer_list<std::pair<const char*, E>> choices,
            LetterCase letter_case = LetterCase::kExact);

namespace detail {
bool SameName(const std::string& value, const char* choice, LetterCase letter_case);
[[noreturn]] void UnknownChoice(const char* op, const char* arg, const std::string& value,
                                const std::vector<std::string>& choices);
}  // namespace detail

template <class E>
E ParseEnum(const char* op, const char* arg, const std::string& value,
            std::initializer_list<std::pair<const char*, E>> choices, LetterCase letter_case) {
  std::vector<std::string> names;
  for (const auto& [name, e] : choices) {
    if (detail::SameName(value, name, letter_case)) return e;
    names.emplace_back(name);
  }
  detail::UnknownChoice(op, arg, value, names);
}

}  // namespace kornia::core

// KC_CHECK(cond, "op", expected..., got...) raises c10::ValueError with
//   "op(): expected <expected...>, but got <got...>"
// Host-side argument checks only (ints, flags, shapes, choices). A check on
// tensor *values* must stay in the graph instead (see docs/CONTRACT.md, "One code path").
// KC_CHECK_DTYPE: the same for a refused dtype, as c10::TypeError.
// KC_CHECK_IMPLEMENTED: the same for an option Kornia declares but does not
// implement (threshold's THRESH_OTSU), as c10::NotImplementedError (Python's
// NotImplementedError, Kornia's class there).
//
// Both derive from c10::Error (C++ callers catch it as before); from Python
// (torch.ops, kornia_cpp) they arrive as ValueError and TypeError, the
// classes Kornia raises for a bad shape or argument (its ShapeError,
// ImageError, ValueError) and for a bad type (TypeCheckError, TypeError), so
// `except ValueError` written against Kornia catches ours too
// (conformance/python_paths.py's errors path compares the two per op).
#define KC_CHECK(cond, op, expected, ...) \
  TORCH_CHECK_VALUE((cond), op, "(): expected ", expected, ", but got ", __VA_ARGS__)
#define KC_CHECK_DTYPE(cond, op, expected, ...) \
  TORCH_CHECK_TYPE((cond), op, "(): expected ", expected, ", but got ", __VA_ARGS__)
#define KC_CHECK_IMPLEMENTED(cond, op, expected, ...) \
  TORCH_CHECK_NOT_IMPLEMENTED((cond), op, "(): expected ", expected, ", but got ", __VA_ARGS__)
