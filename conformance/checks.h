// The contract's checks, shared by the gtest suite, the survey and the
// planted-defect tests so all judge the same way.
//
//   capture:    tracing the real user path reads nothing back to the host (a
//               shape class traces on its first point; its other points, the
//               same code on other values, have their eager call watched)
//   replay:     the graph traced on the first point of a shape class, replayed
//               by the graph executor (profiling run, then optimized runs),
//               equals eager bit for bit on every point of that class
//   fused:      the same with the TensorExpr fuser on, within the case's bound;
//               the class's first point runs the profiling call and one fused
//               call, every later point one fused call (the interpreted fused
//               kernels are the slow part of the suite)
//               (points under 65,536 input elements: the fuser runs here as
//               TensorExpr's interpreter, 10**3-10**4 times slower than eager,
//               and its per-element arithmetic has no vector tails that a
//               larger input would reach; the large points exist for the
//               threads check, and fused on them cost 60-100 s each);
//               once per fused program (FusedProgram): a class whose graph
//               differs from an earlier class's of the case only in
//               constants that unfused ATen ops read (a warp's interpolation
//               and padding modes) is n/a, naming the class that judges its
//               kernels (warp_affine: 244 fused tests n/a, its fused time in
//               harness_bench 1.98 -> 0.60 s)
//   roundtrip:  the traced module saved and loaded (in memory and through a
//               file) replays bit for bit
//   layouts:    non-contiguous, transposed, channels-last, storage offset,
//               stride-0 expanded, batch 0 and batch 1 inputs give the
//               contiguous result
//   dtypes:     claimed dtypes work; every other dtype raises a clear error,
//               a c10::TypeError (Python's TypeError, as Kornia's): the
//               image's, and each other tensor argument's (its claims in
//               OpCase::tensor_args), probed on a point that passes it
//   errors:     each declared bad input raises c10::Error with the message
//               "<op>(): <message>": a host check's exactly the class the
//               error declares (ErrorKind: c10::ValueError for a shape or
//               value, c10::TypeError for a dtype: Python's ValueError and
//               TypeError); a value check fires in the replayed graph too
//   rng:        (random ops) a replay after reseeding equals eager and leaves
//               the generator in the same state
//   golden:     eager output is byte-identical to the committed golden
//   threads:    (points with an input of at least 65,536 elements, twice
//               ATen's parallel grain; a factory's output) eager at 1, 2 and 3
//               intra-op threads gives one result, the committed golden
//   inverse:    (cases that declare an inverse, e.g. hsv_to_rgb for
//               rgb_to_hsv) inverse(op(x)) is within the declared bound of x
//               on every point whose image lies in the inverse's domain
//   composite:  (ops whose descriptor lists native operators, ops/native)
//               the point's eager call with the native kernels on equals the
//               same call under native::CompositeOnly (the composite ATen
//               form, the reference) by the contract's comparison with NaN
//               as NaN (shape, dtype, NaN mask, sign of zero, every other
//               bit); n/a on a point where no native kernel runs (counted,
//               native::KernelRuns()); `<op>.composite/coverage` fails a case
//               on none of whose points one runs. A case's composite-only
//               points (SweepPoint::composite_only: exhaustive inputs, every
//               level or RGB triple, parameter grids, every layout; derived
//               from the descriptor and added by the case, cases/composite.h)
//               get this check alone
//   inputs:     no call the harness makes (trace, eager, replay, fused,
//               loaded module, layout variants) writes into an input: every
//               input stays bit-identical (values, sizes, strides), unless
//               the case declares the op in-place (then every call gets its
//               own copies)
//
// One enumeration of (case, check, point) -- Enumerate() -- is what the gtest
// suite registers, the survey reports, the planted-defect test judges and the
// harness benchmark times. It is point-major: every check of one point runs
// back to back, so the Judge computes a point's eager output once and every
// check reuses it, and the capture check's trace of a shape class's first
// point is the graph that class replays.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "conformance/capture.h"
#include "conformance/registry.h"
#include "golden/store.h"

namespace kornia::conformance {

// The contract's checks. Point checks first, in the order a point runs them
// (kInputs last: it reports what every earlier call of the point did).
enum class Check : uint8_t {
  kCapture,
  kReplay,
  kFused,
  kRoundTrip,
  kRng,
  kLayouts,
  kGolden,
  kThreads,
  kInverse,
  kComposite,
  kInputs,
  kDtypes,  // per dtype, not per point
  kErrors,  // per declared error input
};
inline constexpr Check kAllChecks[] = {
    Check::kCapture, Check::kReplay, Check::kFused,   Check::kRoundTrip, Check::kRng,
    Check::kLayouts, Check::kGolden, Check::kThreads, Check::kInverse,   Check::kComposite,
    Check::kInputs,  Check::kDtypes, Check::kErrors};

// The check's name in test names, reports and known_failures.json.
const char* CheckName(Check check);
// The check a name denotes; nullopt for an unknown name.
std::optional<Check> CheckFromName(const std::string& name);

// kNotApplicable: the check does not judge this point, for a reason only
// judging finds (the fused check's graph over kFusedMaxGraphElements); the
// detail says why. Static reasons never get that far: Enumerate() leaves
// such points out (CheckApplies).
enum class Status { kOk, kFail, kNotApplicable };

struct CheckOutcome {
  Check check;
  Status status;
  std::string detail;  // why it failed, with how far off
  int breaks = 0;      // capture: host decisions seen while tracing
};

// The point checks that apply to a case, in order; CheckApplies says whether
// one applies to a given point (kThreads only to points of at least
// kThreadsMinElements, kFused only to points of at most kFusedMaxElements);
// InInverseDomain whether kInverse does (the point's image finite and inside
// the inverse's domain).
std::vector<Check> PointChecks(const OpCase& c);
bool CheckApplies(Check check, const SweepPoint& p);
bool InInverseDomain(const Inverse& inverse, const SweepPoint& p);

// The threads check: the intra-op thread counts tried, and the smallest
// input (or factory output) it applies to, in elements.
inline constexpr int kThreadCounts[] = {1, 2, 3};
inline constexpr int64_t kThreadsMinElements = 65536;
// "" when some point of the case is large enough for the threads check; else
// why the case fails coverage (every case needs one such point). A case whose
// op reduces (core::Reduces) needs more, since one large point can hide an
// order-dependent sum (rounded into one scalar, or, in half precision,
// rounded away): a threads-size point in float32 and in float64 whose output
// is not one scalar (any output, for Reduces::kToScalar), and the half
// reduction points `float16_reduction` and `bfloat16_reduction`
// (cases/common.h: HalfReductionPoints).
std::string ThreadsCoverage(const OpCase& c, const std::vector<SweepPoint>& points);

// Whether the case's op may run a native kernel (its descriptor's natives):
// the composite check applies.
bool HasNatives(const OpCase& c);
// "" when some point of the case runs a native kernel; else why the
// composite check's coverage fails.
std::string CompositeCoverage(const OpCase& c, const std::vector<SweepPoint>& points);

// The fused check's largest point, in elements of its largest input (or a
// factory's output). Without LLVM (these LibTorch builds) the fused kernels
// run in TensorExpr's IR interpreter: about 80 us per element for
// rgb_to_hsv, 3 s per run of a 2 x 3 x 3 x 2049 point, which was 77% of the
// whole color case. The interpreter has no vector width, tail loop or grain:
// each element is the same interpreted expression, so the size edges
// (2**p +- 1), which probe ATen's vector tails, tell nothing about it that a
// smaller point of the same dtype and values does not. Every traceable case
// needs one point this small (`<op>.fused/coverage`).
inline constexpr int64_t kFusedMaxElements = 4096;
// The fused check's largest graph, in tensor elements: every tensor the
// class's traced graph holds (inputs, constants and every node's outputs,
// GraphElements()). The interpreter's cost follows the elements it computes,
// ~10 us each, not the input's: histogram's 2 x 2,048-element input holds
// 2 x 2,048 x 64 bin memberships (15 s a point), equalize_clahe's tiles up
// to 1.3 million (4-7 s); an elementwise op's 4,096-element point a few ten
// thousand. A class whose graph holds more is n/a for the fused check
// (Status::kNotApplicable, the count in its detail), except the class with
// each dtype's smallest graph, judged whatever its size: so every dtype of
// every traceable case keeps fused judging (jpeg's smallest graph holds
// 146,492 elements, its DCT constants). The argument of
// kFusedMaxElements holds for the intermediates too: the interpreter runs
// the same expression per element, with no vector tails to reach. What the
// limit leaves out: classes (host parameters, sizes) whose graphs are
// larger. Measured at 80 cases (2.14.1): 3,389 of 4,773 fused classes
// judged, fused judging 1,038 s -> ~140 s of the survey.
inline constexpr int64_t kFusedMaxGraphElements = 4096;
// "" when a traceable case has a point small enough for the fused check.
std::string FusedCoverage(const OpCase& c, const std::vector<SweepPoint>& points);

// The fused bound, element by element: whether every pair of `eager` and
// `fused` (same shape and floating dtype; Compare() found only value
// differences, so their NaNs and infinities agree) is within `ulp` ulps or
// within `abs` in absolute value, each where given (a negative value: not
// given). Per element, as allclose's atol + rtol: large outputs are judged in
// ulps, outputs that cancel to near zero by the absolute bound.
bool WithinFusedBound(const torch::Tensor& eager, const torch::Tensor& fused, int64_t ulp,
                      double abs);

// One test of a case: `<case>.<check>/<id>`.
struct TestId {
  enum class Kind : uint8_t { kPoint, kCoverage, kDtype, kError };
  Check check;
  Kind kind;
  size_t index;       // into the points, AllProbeDtypes() or the errors
  std::string id;     // the point id, "coverage", a dtype id or an error id
  std::string dtype;  // for the known-failure manifest ("any" for errors)
  std::string Name(const OpCase& c) const;
};

// Every test of a case, point-major (each sampled point with its applicable
// checks, kInputs last), then `threads/coverage`, the dtypes and the errors.
// `sample` keeps every sample-th point (KC_CONFORMANCE_SAMPLE).
std::vector<TestId> Enumerate(const OpCase& c, const std::vector<SweepPoint>& points,
                              size_t sample = 1);

// Traces once per (case, shape class) and keeps the graphs for the others;
// keeps the current point's eager output and input snapshots for its checks.
class Judge {
 public:
  explicit Judge(const golden::Store* store) : store_(store) {}

  // The checks a run leaves out (KC_CONFORMANCE_SKIP_CHECKS): the inputs
  // check then makes none of their calls either (a skipped check's call made
  // there costs what the check would: the sanitized run skips `fused`, and
  // the inputs check's fused calls were 226 of filters' 369 test seconds).
  void Skip(std::set<Check> checks) { skipped_ = std::move(checks); }

  // Runs one enumerated test.
  CheckOutcome Run(const OpCase& c, const TestId& t, const std::vector<SweepPoint>& points);

  // One point check on `p` (one of `all`, the case's points).
  CheckOutcome Run(Check check, const OpCase& c, const SweepPoint& p,
                   const std::vector<SweepPoint>& all);
  CheckOutcome CheckDtype(const OpCase& c, torch::ScalarType dtype);
  // The dtypes check of tensor argument `name` (OpCase::tensor_args) at
  // `dtype`, on its point.
  CheckOutcome CheckArgDtype(const OpCase& c, const std::string& name, const OpCase::TensorArg& arg,
                             torch::ScalarType dtype, const std::vector<SweepPoint>& points);
  CheckOutcome CheckError(const OpCase& c, const ErrorCase& e);

 private:
  struct Traced {
    std::string traced_on;  // point id
    std::shared_ptr<torch::jit::Graph> graph;
    std::unique_ptr<Replayer> replayer, fused;
    int replay_runs = 0;    // calls of `replayer` so far (the first one profiles)
    int fused_runs = 0;     // calls of `fused` so far (the first one profiles)
    int64_t elements = -1;  // GraphElements(*graph), once needed: Elements()
    int64_t Elements() { return elements < 0 ? elements = GraphElements(*graph) : elements; }
    std::optional<std::string> program;  // FusedProgram(*graph), once needed: Program()
    const std::string& Program() {
      if (!program) program = FusedProgram(*graph);
      return *program;
    }
    // The module traced with `graph` as its forward (Capture's as_module),
    // saved and loaded by the roundtrip check.
    std::optional<torch::jit::Module> module;
    std::vector<Break> breaks;  // the trace's host reads: its first point's capture verdict
    std::vector<std::pair<std::string, torch::jit::Module>> loaded;  // "memory", "file"
    bool loaded_ran = false;  // a random class's `loaded` has been called
    // The input the graph takes first (the module), for a Replayer.
    c10::IValue Self() const { return module ? c10::IValue(module->_ivalue()) : c10::IValue(); }
  };
  // The calls the harness makes, for the inputs check.
  enum Call : unsigned {
    kTraceCall = 1u << 0,
    kEagerCall = 1u << 1,
    kReplayCall = 1u << 2,
    kFusedCall = 1u << 3,
    kLoadedCall = 1u << 4,
    kLayoutCall = 1u << 5,
  };
  // What the checks of the current point share.
  struct PointState {
    std::string key;                         // case name + point id
    Inputs pristine;                         // copies of the point's inputs taken before any call
    std::vector<std::string> pristine_meta;  // their metadata before any call
    torch::Tensor eager;
    int eager_threads = 0;             // the intra-op thread count it ran on
    torch::Tensor eager_state;         // a random point's generator state after it
    unsigned calls = 0;                // Call bits made so far
    std::vector<std::string> written;  // the calls that wrote into an input
  };

  CheckOutcome CheckCapture(const OpCase& c, const SweepPoint& p,
                            const std::vector<SweepPoint>& all);
  CheckOutcome CheckReplay(const OpCase& c, const SweepPoint& p,
                           const std::vector<SweepPoint>& all);
  CheckOutcome CheckFused(const OpCase& c, const SweepPoint& p, const std::vector<SweepPoint>& all);
  CheckOutcome CheckRoundTrip(const OpCase& c, const SweepPoint& p,
                              const std::vector<SweepPoint>& all);
  CheckOutcome CheckLayouts(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckRng(const OpCase& c, const SweepPoint& p, const std::vector<SweepPoint>& all);
  CheckOutcome CheckGolden(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckThreads(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckInverse(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckComposite(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckInputs(const OpCase& c, const SweepPoint& p,
                           const std::vector<SweepPoint>& all);

  PointState& State(const OpCase& c, const SweepPoint& p);
  // Makes one call of kind `call` (its name `how` for reports) on `in`, the
  // point's inputs or variants of them, and verifies that nothing the call
  // was given, nor the point's own inputs, changed; a change is recorded for
  // the inputs check and undone, so the other checks judge what they are for.
  // An in-place case's calls get copies instead.
  template <class F>
  torch::Tensor Guarded(const OpCase& c, const SweepPoint& p, Call call, const std::string& how,
                        const Inputs& in, F&& fn);
  // The point's eager output, computed once (reseeded first when random).
  // With `breaks`: the call is watched for host reads (WatchBreaks), a fresh
  // call when the output was already computed.
  const torch::Tensor& EagerOutput(const OpCase& c, const SweepPoint& p,
                                   std::vector<Break>* breaks = nullptr);
  // A fresh eager call (layout variants, thread counts, repeated draws),
  // watched for host reads into `breaks` when given.
  torch::Tensor EagerCall(const OpCase& c, const SweepPoint& p, const Inputs& in,
                          Call call = kEagerCall, const std::string& how = "eager",
                          std::vector<Break>* breaks = nullptr);
  // A shape class's graph, module and breaks from the trace of its first
  // point.
  static Traced NewTraced(const std::string& traced_on, Captured captured);
  Traced& TraceClass(const OpCase& c, const SweepPoint& p, const std::vector<SweepPoint>& all);
  // The graph of `member`'s class, traced (once) on behalf of `p`, the point
  // being judged.
  Traced& TraceClass(const OpCase& c, const SweepPoint& p, const SweepPoint& member,
                     const std::vector<SweepPoint>& all);
  // Among the classes of p's dtype that the fused check applies to, the one
  // whose traced graph holds the fewest tensor elements (the first of
  // equals), and that count: judged by the fused check whatever its size.
  const std::pair<std::string, int64_t>& SmallestGraph(const OpCase& c, const SweepPoint& p,
                                                       const std::vector<SweepPoint>& all);
  // The class whose fused check judges the fused program (FusedProgram) of
  // p's class: the first class of the case, in sweep order, that has the
  // same program and that the fused check judges (within
  // kFusedMaxGraphElements, or the dtype's smallest graph); p's own class
  // when none before it does. The same kernels are judged once per case.
  const std::string& FusedJudgeOf(const OpCase& c, const SweepPoint& p,
                                  const std::vector<SweepPoint>& all);

  const golden::Store* store_;
  std::set<Check> skipped_;               // Skip()
  std::map<std::string, Traced> traced_;  // key: case name + shape class
  std::set<std::string> file_loaded_;     // cases whose module was loaded from a file
  std::map<std::string, std::pair<std::string, int64_t>> smallest_graph_;  // case + dtype
  std::map<std::string, std::string> fused_judge_;  // case + class -> FusedJudgeOf
  PointState point_;
};

// Eager run of a point, outside any Judge: reseeds a random point's generator
// first.
torch::Tensor Eager(const SweepPoint& p, const Inputs& inputs);
torch::Tensor Eager(const SweepPoint& p);

// How to rerun one test: printed with every failure.
std::string ReproLine(const OpCase& c, const std::string& point, Check check);

// Where golden/ is: the runfiles under `bazel test`, the source tree under
// `bazel run` (BUILD_WORKSPACE_DIRECTORY), else ./golden. ConformanceRoot is
// the same for conformance/.
std::string GoldenRoot();
std::string ConformanceRoot();

// The torch pin this binary was built against (from --define=torch_pin).
const char* TorchPin();

}  // namespace kornia::conformance
