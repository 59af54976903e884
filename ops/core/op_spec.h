// One descriptor per op: everything the library, its tests, its benchmarks and
// its Python face know about an op, written once, in the op's own file.
//
//   // ops/enhance/posterize.cc (with ops/core/op_registration.h)
//   KC_OP(posterize, {.kornia = "kornia.enhance.posterize",
//                     .image = {.non_empty = true, .dtypes = core::ImageDtypes::kFloatingOrUint8},
//                     .overloads = {core::Def("(Tensor input, int bits) -> Tensor", ...),
//                                   core::Def("Tensor", "(Tensor input, Tensor bits) -> Tensor",
//                                   ...)},
//                     .call = [](const at::Tensor& x) { return posterize(x, 4); }});
//
// KC_OP(name, spec) defines `const core::OpSpec& name_op()` (declared in the
// op's header), fills the spec's name (its first argument) and package (the
// file's folder: an op lives in ops/<package>/<name>.cc, one stem across
// folders), and registers the PyTorch operator `kornia_cpp::<name>` with the
// spec's overloads. What derives from it:
//   - the operator and its schema (the overloads, registered here);
//   - the op's own input check: core::CheckImage(name_op(), image) holds the
//     image to `spec.image`, the object the tests derive their refusals from;
//   - its conformance case's identity, claimed dtypes, dtype probe and the
//     errors its image signature implies (conformance/cases/family.h:
//     ImageOp(name_op()));
//   - its benchmark, for an op on one image (bench/op_bench.cc);
//   - its place in the Python package: the Kornia path, and Kornia's
//     nn.Module class over it (`module`);
//   - the list of ops (OpSpecs()), which the build's KC_OPS is checked
//     against (//conformance:descriptor_test).
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/core/ScalarType.h>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ops/core/check.h"

namespace torch {
class Library;
}  // namespace torch

namespace kornia::core {

// One overload of an op's operator: its name ("" is the default overload),
// its schema after the operator's name, and how to define it on a Library.
struct Overload {
  std::string name;
  std::string schema;  // "(Tensor input, int bits) -> Tensor"
  std::function<void(torch::Library&, const std::string& full_schema)> define;
};

// Kornia's nn.Module over the op, where Kornia has one: its class name in the
// op's Kornia module, its constructor's arguments and its forward's, in
// Kornia's order, each "<Kornia's name>" or "<Kornia's name>:<the op's
// argument>" where the two names differ (AdjustBrightness(brightness_factor)
// is adjust_brightness's `factor`). The op's other arguments keep their
// defaults.
struct KorniaModule {
  std::string name;                  // "AdjustBrightness"
  std::vector<std::string> init;     // {"brightness_factor:factor"}
  std::vector<std::string> forward;  // {"input:image"}
};

// How Kornia's function takes the op's number arguments from Python where
// it differs from a float argument's usual forms (a float, an int, a
// tensor), by argument name. kornia_cpp's Python function does the same
// (kornia_cpp/__init__.py); python_paths.py's errors path probes each float
// argument as an int and as a list against Kornia's answer.
struct PythonForms {
  // Taken as a float or a tensor only: an int refused with TypeError
  // (adjust_brightness's factor: Kornia checks isinstance(factor, float));
  // for a float[N], one int refused, a sequence of ints taken (rescale's
  // factor: Kornia unpacks anything but a float).
  std::vector<std::string> float_only;
  // Also taken as a list of numbers, one per image, made a tensor in the
  // image's dtype (sharpness's factor).
  std::vector<std::string> lists;
  // Sequence arguments (int[2], float[2]) Kornia refuses one number for
  // (TypeError; the schema's int[2] would repeat it): warp_affine's dsize.
  std::vector<std::string> no_number;
  // As no_number, the refusal a ValueError: Kornia checks isinstance(size,
  // (tuple, list)) itself and raises ValueError (center_crop's size).
  std::vector<std::string> no_number_value;
  // Sequence arguments Kornia takes as a tuple of their size only: one
  // number, a list or another length refused with TypeError
  // (equalize_clahe's grid_size).
  std::vector<std::string> tuple_only;
  // Sequence arguments Kornia takes as a tuple (or a tensor) but refuses as
  // a list (TypeError); a tuple of another length reaches the op, whose
  // refusal is a shape's (gaussian_blur2d's sigma: Kornia's ShapeError). With
  // no_number where one number is refused too.
  std::vector<std::string> no_list;
};

using ImageFn = std::function<at::Tensor(const at::Tensor&)>;

// Whether an op sums, counts or averages over a slice of its input (a mean,
// a histogram, a fit, a loss), and what that leaves. A reduction's bits hang
// on its order of additions, so its case must show them with points that
// can: large float32 and float64 inputs whose outputs keep the sums visible
// (the threads check), and half inputs past a half accumulator
// (HalfReductionPoints, the golden check). conformance/checks.h:
// ThreadsCoverage holds every case to it.
enum class Reduces {
  kNo,
  kToSlices,  // outputs per slice (per channel, per bin, per sample)
  kToScalar,  // every output one scalar (Kornia's form has no per-slice one)
};

struct OpSpec {
  // Filled by KC_OP: the op's name (its operator, its stem) and package.
  std::string name, package;
  // The Kornia function (or, for an augmentation, the class) the op mirrors.
  std::string kornia;
  KorniaModule module;
  PythonForms python;
  // The image argument's signature, for an op on an image: the op checks its
  // image against this very object (CheckImage(spec, image)); the tests
  // derive the refusals it implies. Unset for an op whose input is not an
  // image (a histogram's samples, a factory, a fit over a dataset).
  std::optional<ImageSpec> image;
  std::vector<Overload> overloads;
  // An augmentation's drawn parameters: Kornia's keys of its `_params`
  // (without batch_prob), in the order of its `.params` and `.apply`
  // overloads (ops/augmentation/registration.h); empty for other ops.
  std::vector<std::string> params;
  // The op on one image, its other arguments at legal values; null for an op
  // not on one image (a factory, a loss, two images).
  ImageFn call;
  // Claimed dtypes of the first input; empty: every dtype of image->dtypes.
  std::vector<c10::ScalarType> dtypes;
  Reduces reduces = Reduces::kNo;
  // The native operators (kornia_cpp::_<name>, ops/native/operator.h) the op
  // may run instead of its composite ATen form, by name ("_lut_uint8"): every
  // one that some call of the op reaches (a dtype, layout or argument it
  // accepts), directly or through another op it calls (adjust_hue:
  // _adjust_hue, its one pass, and _rgb_to_hsv and _hsv_to_rgb, its steps'
  // where the factor is not one per image). Each names an entry of
  // native::Operators(); empty: the op runs its composite form only.
  std::vector<std::string> natives;
  // Every output of `call`, where the op has several (the benchmark counts
  // their bytes); null: call's one.
  std::function<std::vector<at::Tensor>(const at::Tensor&)> outputs;
  // The range of the image's values the op is defined on, and the side of
  // the benchmark's square images (bench/op_bench.h).
  double lo = 0.0, hi = 1.0;
  int64_t bench_side = 256;
  // false: the benchmark does not time the op's composite path (its natives
  // off), because that path is not a form anyone runs at the benchmark's
  // size: canny's composite hysteresis is H * W - 1 fixed max-pool steps
  // (~40 s per 256 x 256 image). The case's points still check it.
  bool bench_composite = true;

  // The claimed image dtypes (dtypes, or those of image.dtypes).
  std::vector<c10::ScalarType> ClaimedDtypes() const;
  // The name its messages, tests and goldens use: Kornia's class where the
  // Kornia path names one (an augmentation: "RandomPosterize"), else `name`.
  std::string Subject() const;
};

// The dtypes an image signature accepts (the four floating dtypes first).
std::vector<c10::ScalarType> DtypesOf(ImageDtypes dtypes);

// Every op of the library, in registration order.
const std::vector<const OpSpec*>& OpSpecs();

// CheckImage(spec, image): CheckImage(spec.Subject(), image, spec.image).
void CheckImage(const OpSpec& spec, const at::Tensor& image);

namespace detail {
// KC_OP's work: `spec` with its name and package (from `file`, which must be
// ops/<package>/<name>.cc or refuses to load), registered.
const OpSpec* MakeOp(const char* name, const char* file, OpSpec spec);
// MakeOp's check of spec.python: every name of float_only a float argument
// (float, float? or float[N]) of the default overload, of lists a float one
// (float or float?), every name of
// no_number and tuple_only a sequence one (int[N], float[N]): a misspelt one
// would change nothing; std::logic_error otherwise.
void CheckPythonForms(const OpSpec& spec);
void DefineOperator(torch::Library& m, const OpSpec& spec);
}  // namespace detail

}  // namespace kornia::core
