// The case registry: what an op declares once to be held to the contract.
//
// An op case names the op and its package and lists sweep points. Each point
// carries the real user path (`run`, calling the public op exactly as a user
// would: for a random op, the op object built around the point's generator,
// parameters drawn inside the call), its tensor inputs (the graph inputs when
// traced; none for a factory such as create_meshgrid), and a shape class:
// points of one class share host parameters and input shapes/dtypes, so a
// graph traced on one of them must replay equal to eager on all of them.
//
// The case also declares its claimed dtypes (and how to call the op on an
// input of any dtype, for the dtypes check), its tolerance class for the fused
// replay, error inputs with their messages (value checks also through the
// replayed graph), which inputs carry the batch (for the layout check) and
// flags. Known failures live in conformance/known_failures.json, keyed by the
// case name (see known_failures.h). Register with KC_REGISTER_CASES; duplicate
// names are refused.
#pragma once

#include <ATen/core/Generator.h>
#include <torch/types.h>

#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_spec.h"

namespace kornia::conformance {

using Inputs = std::vector<torch::Tensor>;
using OpFn = std::function<torch::Tensor(const Inputs&)>;

// A random point: `run` draws from `generator`, which the harness reseeds with
// `seed` before every eager call and every replay.
struct RandomState {
  at::Generator generator;
  uint64_t seed = 0;
};

// A value in a Kornia call: a number, bool, string, None (nullptr) or list
// as Python takes it (an int stays an int: 3 is not 3.0), or one of the
// references below. Written to JSON for the parity tool and the Python paths
// (tools/parity/kornia_parity.py reads it back).
using KorniaArg = nlohmann::json;
// The point's input i.
KorniaArg In(int i);
// The point's dtype (a torch.dtype).
KorniaArg DtypeArg();
// torch.tensor(value): a constant tensor argument (invert's max_val).
KorniaArg TensorArg(KorniaArg value);
// An object whose .colors is `colors` (a ColorMap's palette), and
// kornia.color.ColorMap(**spec).
KorniaArg ColorsArg(KorniaArg colors);
KorniaArg ColorMapArg(KorniaArg spec);

// The same call in Kornia, for the parity tool and the Python paths.
struct KorniaCall {
  // The arguments; none at all (and no kwargs): the point's inputs, in order.
  std::vector<KorniaArg> args;
  std::map<std::string, KorniaArg> kwargs;
  // Another Kornia function than the case's (a private helper Kornia's
  // function calls with arguments its public signature does not take).
  std::string fn;
  // How several outputs compare (the parity tool's pack): "last" concatenates
  // them on the last dim, "stack" stacks them on a new last dim, "flat"
  // flattens each and concatenates.
  std::string pack;
  // A uint8 point of a floating Kornia op: Kornia runs on x / 255 and its
  // output is compared at the 256 levels (levels.h).
  bool unit = false;
  // No Kornia call for this point (Kornia refuses the input: say why).
  std::string none;

  bool empty() const {
    return args.empty() && kwargs.empty() && fn.empty() && pack.empty() && !unit && none.empty();
  }
  // {"args": [...], "kwargs": {...}, ...}; the point's inputs positionally
  // where empty. Throws std::invalid_argument naming `where` on an input
  // reference outside [0, inputs).
  nlohmann::json ToJson(const std::string& where, size_t inputs) const;
};

struct SweepPoint {
  std::string id;           // readable and unique within the case
  std::string shape_class;  // points that share one traced graph
  // Read from the point's tensors (its first input's dtype; a factory's
  // dtype argument), for reports and the known-failure manifest.
  std::string dtype;
  Inputs inputs;
  OpFn run;
  std::shared_ptr<RandomState> random;  // set for random ops only
  KorniaCall kornia;
  // Judged by the composite check alone (checks.h): an exhaustive input of a
  // native kernel (every level, every RGB triple, parameter grids), too big
  // or too many for goldens and captures. Not compared with Kornia.
  bool composite_only = false;
  // Dim 0 of the batch inputs is not a batch here: an (H, W) image of an op
  // that takes one plane as Kornia's _to_bchw does. The layouts check
  // re-lays the inputs out but does not narrow them (batch 0 and 1), and
  // the Python paths export no dynamic batch on it.
  bool unbatched = false;
};

// An input the op must refuse. `call` must throw c10::Error whose message
// contains "<op>(): " + `message` (the op's own name, from its descriptor).
// A host check raises `kind`: Python's ValueError for a shape or value
// refusal, TypeError for a refused dtype (KC_CHECK, KC_CHECK_DTYPE). For a
// value check on tensor values, `graph` also traces the op on good inputs and
// replays the graph on bad ones: the assert must stay in the graph and fire
// there too (an in-graph assert's class is torch's own).
struct GraphError {
  OpFn run;
  Inputs good, bad;
};
// kNotImplemented: an option Kornia declares but does not implement
// (KC_CHECK_IMPLEMENTED: NotImplementedError, as Kornia raises).
enum class ErrorKind { kValue, kType, kNotImplemented };
struct ErrorCase {
  std::string id;
  std::function<void()> call;
  std::string message;
  std::optional<GraphError> graph;
  ErrorKind kind = ErrorKind::kValue;
  // `message` is torch's own text, not the op's (torch 1.13.1's in-graph
  // assert raises a fixed one): matched as it is, without the op's name.
  bool torch_text = false;
  // The name the message begins with where another function than the op
  // refuses (an argument object's constructor: "ColorMap"); "": the op's.
  std::string subject;
};

// Fused replay (TensorExpr fuser) bound: exact unless a dtype is listed here,
// with the largest ulp distance allowed, or the largest absolute difference
// (for outputs that cancel to near zero, where one input ulp becomes millions
// of output ulps: rgb_to_lab's a = 500 * (x - y) on gray pixels), and the
// written reason. A dtype listed in both passes each element within either
// (as allclose's atol + rtol: large outputs judged in ulps, near-zero ones
// absolutely; WithinFusedBound). Values only: never a NaN-mask, sign-of-zero
// or infinity difference (golden::Mismatch).
struct Tolerance {
  std::map<std::string, int64_t> fused_ulp;  // dtype id -> max ulp
  std::map<std::string, double> fused_abs;   // dtype id -> max |fused - eager|
  std::string reason;
};

// An op's inverse (a color conversion a_to_b and its b_to_a): the inverse
// check holds `run(op(x))` within `max_abs` of x on every point whose image
// (inputs[0]) is finite and inside [lo, hi], the domain where the two are
// inverses. The bound is per dtype id (a missing dtype: exact), with its reason.
struct Inverse {
  std::string name;  // the inverse op, for messages ("hsv_to_rgb")
  std::function<torch::Tensor(const torch::Tensor&)> run;
  std::map<std::string, double> max_abs;
  std::string reason;
  double lo = 0.0, hi = 1.0;
};

enum Flag : unsigned {
  kRandom = 1u << 0,        // draws from a generator: the rng check applies
  kInPlace = 1u << 1,       // writes into its input: inputs are cloned per call
  kNotTraceable = 1u << 2,  // capture-based checks are skipped; `not_traceable` says why
};

// The dtypes check: call the op on a small input of `dtype` (built by the
// case), return the output. Claimed dtypes must work; every other dtype must
// raise c10::Error "<op>(): expected ...".
using DtypeProbe = std::function<torch::Tensor(torch::ScalarType dtype)>;

struct OpCase {
  // The op's descriptor (ops/core/op_spec.h): the case's name, package and
  // Kornia path are its, filled in by the registrar (KC_CASE); a planted case
  // of the harness's own tests has none and names itself.
  const core::OpSpec* op = nullptr;
  std::string name;     // the op's name, e.g. "create_meshgrid"
  std::string package;  // its ops/ folder, e.g. "geometry"
  std::function<std::vector<SweepPoint>()> points;
  std::vector<ErrorCase> errors;
  std::set<torch::ScalarType> claimed_dtypes;
  DtypeProbe probe;  // null: no dtypes check (documented per case)
  Tolerance tolerance;
  unsigned flags = 0;
  std::string not_traceable;  // reason, with kNotTraceable
  // Indices of inputs whose dim 0 is the batch (the first is re-laid-out by the
  // layout check); empty: no layout check (a factory has no inputs).
  std::vector<int> batch_inputs;
  // Whether output dim 0 is the input batch (batch-1 result == row of the
  // full result); false for reductions such as a loss.
  bool batch_preserving = true;
  // The signature of the image argument (every point's inputs[0], the probe's
  // image), where the op takes one: the family builders derive the error
  // inputs a signature implies from it (conformance/signature.h), and the
  // dtypes check then holds every unclaimed dtype to the exact message.
  std::optional<core::ImageSpec> image;
  // The Kornia function this op mirrors ("kornia.enhance.solarize"), which the
  // parity tool calls with each point's `kornia` arguments; or, empty, with
  // `kornia_none` saying why there is no call to compare (one of the two,
  // Registry::Add refuses a case with neither).
  std::string kornia, kornia_none;
  // Where the op has an inverse: the inverse check (checks.h).
  std::optional<Inverse> inverse;
  // What each tensor argument but the image claims, by its name in the
  // descriptor's schemas (Registry::Validate requires every one): the dtypes
  // check gives input `input` of point `point` (empty: the case's first
  // float32 point that has that input) every probe dtype
  // (`<op>.dtypes/<argument>_<dtype>`): floating dtypes with the point's
  // values, integer and bool ones with `integer_value` everywhere (a legal
  // value, where a conversion could make an illegal one: a bandwidth of 0). Claimed dtypes
  // must work, every other one must raise "<op>(): expected ..." as a
  // c10::TypeError (Python's TypeError).
  struct TensorArg {
    int input = 1;
    std::string point;
    std::vector<torch::ScalarType> dtypes;
    bool image_dtype = false;  // the image's own dtype only (the point's)
    std::string none;          // no point can pass it: why (then nothing is probed)
    double integer_value = 1;  // the legal value integer and bool probes hold
  };
  std::map<std::string, TensorArg> tensor_args;
  // Why no point can reach the threads check's size, where none can: a
  // factory of a fixed-size constant (get_sobel_kernel2d's 2 x 3 x 3 taps),
  // which splits no work across threads. Empty: the threads coverage holds.
  std::string no_threads_point;
  // Why the fused check (TensorExpr fuser) is not run, where it cannot be:
  // a graph the fuser does not finish compiling (get_gaussian_discrete_kernel1d's
  // unrolled Bessel recurrence). Empty: fused replays are judged.
  std::string not_fusible;
};

class Registry {
 public:
  static Registry& Global();
  // Throws std::invalid_argument on a duplicate name, a case without its
  // Kornia mapping, or a malformed declaration (Validate), naming the case.
  void Add(OpCase c);
  // What can be validated of a case's points (throws std::invalid_argument
  // naming the case and the point): ids unique and made of [A-Za-z0-9_.+-],
  // shape classes named, one set of input shapes and dtypes per shape class,
  // the point's dtype its tensors', tolerance keys real dtype ids, Kornia
  // calls naming existing inputs, every tensor argument of the descriptor's
  // schemas declared in tensor_args (with an existing point and input).
  static void Validate(const OpCase& c, const std::vector<SweepPoint>& points);
  const std::map<std::string, OpCase>& cases() const { return cases_; }

 private:
  std::map<std::string, OpCase> cases_;
};

struct Registrar {
  explicit Registrar(std::vector<OpCase> (*make)()) {
    for (auto& c : make()) Registry::Global().Add(std::move(c));
  }
  explicit Registrar(OpCase (*make)()) { Registry::Global().Add(make()); }
  // KC_CASE: the case of the op `spec()` describes, its identity filled in.
  Registrar(const core::OpSpec& (*spec)(), OpCase (*make)(const core::OpSpec&));
};

// The case's identity from its op's descriptor (name, package, Kornia path).
void Describe(OpCase& c, const core::OpSpec& op);

// The tensor arguments of the descriptor's schemas but the first (the
// image), in order, once each.
std::vector<std::string> TensorArguments(const core::OpSpec& op);

// The point that tensor argument `arg` is probed on (TensorArg), or null.
const SweepPoint* ArgumentPoint(const OpCase& c, const OpCase::TensorArg& arg,
                                const std::vector<SweepPoint>& points);

// Golden key of a point: "<package>/<op>/<point id>".
std::string GoldenKey(const OpCase& c, const SweepPoint& p);

// Every dtype the dtypes check tries: all floating, integral and bool.
const std::vector<torch::ScalarType>& AllProbeDtypes();

namespace cases {
// The points an op's descriptor implies, added to its case by KC_CASE
// (defined with the case builders, conformance/cases/composite.cc).
void AddDescriptorPoints(OpCase& c, const core::OpSpec& op);
}  // namespace cases

}  // namespace kornia::conformance

#define KC_CONCAT_INNER(a, b) a##b
#define KC_CONCAT(a, b) KC_CONCAT_INNER(a, b)
// KC_REGISTER_CASES(fn): fn() returns std::vector<OpCase> (an op file with
// more than one public function, e.g. create_meshgrid and create_meshgrid3d);
// KC_REGISTER_CASE(fn): fn() returns one OpCase. Both run at load time.
#define KC_REGISTER_CASES(fn) \
  static const ::kornia::conformance::Registrar KC_CONCAT(kc_registrar_, __LINE__)(fn)
#define KC_REGISTER_CASE(fn) \
  static const ::kornia::conformance::Registrar KC_CONCAT(kc_registrar_, __LINE__)(fn)

// KC_CASE(package, op) { ... return the case ... }: at file scope of the op's
// case file (conformance/cases/<package>/<op>.cc); the body sees the op's
// descriptor as `op` and the names of kornia::conformance::cases.
// The points the descriptor implies are added to what the body returns
// (cases::AddDescriptorPoints, conformance/cases/composite.h: the composite
// check's layouts of every native kernel the op lists).
#define KC_CASE(package, name)                                                  \
  namespace kornia::conformance::cases {                                        \
  OpCase kc_case_of_##name(const ::kornia::core::OpSpec& op);                   \
  static OpCase kc_described_case_of_##name(const ::kornia::core::OpSpec& op) { \
    OpCase c = kc_case_of_##name(op);                                           \
    AddDescriptorPoints(c, op);                                                 \
    return c;                                                                   \
  }                                                                             \
  static const Registrar kc_case_##name(&::kornia::package::name##_op,          \
                                        &kc_described_case_of_##name);          \
  }                                                                             \
  ::kornia::conformance::OpCase kornia::conformance::cases::kc_case_of_##name(  \
      [[maybe_unused]] const ::kornia::core::OpSpec& op)
