#include "conformance/checks.h"

#include <ATen/Parallel.h>
#include <c10/util/Exception.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <sstream>
#include <tuple>

#include "conformance/inputs.h"
#include "conformance/signature.h"
#include "golden/compare.h"
#include "ops/native/native.h"

#define KC_STR_INNER(x) #x
#define KC_STR(x) KC_STR_INNER(x)

namespace kornia::conformance {
namespace {

CheckOutcome Ok(Check check) { return {check, Status::kOk, ""}; }

// The c10 class of an op's error, for messages.
std::string ErrorClassName(const c10::Error& e) {
  if (dynamic_cast<const c10::ValueError*>(&e) != nullptr) return "c10::ValueError";
  if (dynamic_cast<const c10::TypeError*>(&e) != nullptr) return "c10::TypeError";
  if (dynamic_cast<const c10::NotImplementedError*>(&e) != nullptr)
    return "c10::NotImplementedError";
  return "c10::Error";
}
CheckOutcome Fail(Check check, std::string detail) {
  return {check, Status::kFail, std::move(detail)};
}

void Reseed(const SweepPoint& p) {
  if (p.random) p.random->generator.set_current_seed(p.random->seed);
}

std::string Runfile(const std::string& dir) {
  if (const char* srcdir = std::getenv("TEST_SRCDIR")) {
    const char* workspace = std::getenv("TEST_WORKSPACE");
    return std::string(srcdir) + "/" + (workspace ? workspace : "kornia_cpp") + "/" + dir;
  }
  if (const char* tree = std::getenv("BUILD_WORKSPACE_DIRECTORY"))
    return std::string(tree) + "/" + dir;
  return dir;
}

// Inputs with every batch input narrowed to `n` samples along dim 0.
Inputs Narrowed(const OpCase& c, const Inputs& in, int64_t n) {
  // Inputs whose dim 0 is the batch of the first batch input; a shared (1, ...)
  // argument of a larger batch stays as it is.
  Inputs out = in;
  if (static_cast<size_t>(c.batch_inputs.at(0)) >= in.size()) return out;  // a factory's host point
  const int64_t batch = in[c.batch_inputs.at(0)].size(0);
  for (int i : c.batch_inputs)
    if (i < static_cast<int>(in.size()) && in[i].dim() > 0 && in[i].size(0) == batch)
      out[i] = in[i].narrow(0, 0, n);
  return out;
}

}  // namespace

const char* TorchPin() { return KC_STR(KCPP_TORCH_PIN); }
std::string GoldenRoot() { return Runfile("golden"); }
std::string ConformanceRoot() { return Runfile("conformance"); }

const char* CheckName(Check check) {
  switch (check) {
    case Check::kCapture:
      return "capture";
    case Check::kReplay:
      return "replay";
    case Check::kFused:
      return "fused";
    case Check::kRoundTrip:
      return "roundtrip";
    case Check::kRng:
      return "rng";
    case Check::kLayouts:
      return "layouts";
    case Check::kGolden:
      return "golden";
    case Check::kThreads:
      return "threads";
    case Check::kInverse:
      return "inverse";
    case Check::kComposite:
      return "composite";
    case Check::kInputs:
      return "inputs";
    case Check::kDtypes:
      return "dtypes";
    case Check::kErrors:
      return "errors";
  }
  return "?";
}

std::optional<Check> CheckFromName(const std::string& name) {
  for (Check check : kAllChecks)
    if (name == CheckName(check)) return check;
  return std::nullopt;
}

std::string ReproLine(const OpCase& c, const std::string& point, Check check) {
  return "case " + c.name + " point " + point + "; rerun: bazel test " +
         "//conformance:" + c.package + "_test --test_filter='" + c.name + "." + CheckName(check) +
         "/" + point + "' --define=torch_pin=" + TorchPin();
}

torch::Tensor Eager(const SweepPoint& p, const Inputs& inputs) {
  Reseed(p);
  return p.run(inputs);
}
torch::Tensor Eager(const SweepPoint& p) { return Eager(p, p.inputs); }

std::vector<Check> PointChecks(const OpCase& c) {
  std::vector<Check> checks;
  if (!(c.flags & kNotTraceable)) {
    checks = {Check::kCapture, Check::kReplay, Check::kFused, Check::kRoundTrip};
    if (c.flags & kRandom) checks.push_back(Check::kRng);
  }
  if (!c.batch_inputs.empty()) checks.push_back(Check::kLayouts);
  checks.push_back(Check::kGolden);
  checks.push_back(Check::kThreads);
  if (c.inverse) checks.push_back(Check::kInverse);
  if (HasNatives(c)) checks.push_back(Check::kComposite);
  checks.push_back(Check::kInputs);
  return checks;
}

bool HasNatives(const OpCase& c) { return c.op != nullptr && !c.op->natives.empty(); }

namespace {
int64_t ThreadsSize(const SweepPoint& p) {
  int64_t most = 0;
  for (const auto& t : p.inputs) most = std::max(most, t.numel());
  if (!p.inputs.empty()) return most;
  // A factory: its output is the work. One this torch cannot make (a dtype
  // without a kernel here: torch 1.13.1's float16 erf) counts as none, so the
  // enumeration goes on and the checks that run it report its error (where
  // it threw out of the enumeration, the suite's process ended there).
  try {
    return Eager(p).numel();
  } catch (const std::exception&) {
    return 0;
  }
}

const SweepPoint& FirstOfClass(const SweepPoint& p, const std::vector<SweepPoint>& all) {
  for (const auto& q : all)
    if (q.shape_class == p.shape_class) return q;
  return p;
}

// A tensor's metadata, for the inputs check (an in-place resize_ or
// transpose_ changes no value but still changes the caller's tensor).
std::string Meta(const torch::Tensor& t) {
  if (!t.defined()) return "undefined";
  return c10::str(t.sizes(), " strides ", t.strides(), " offset ", t.storage_offset(), " ",
                  t.scalar_type());
}

// Bit equality of two tensors of one dtype and shape (any layout).
bool BitEqual(const torch::Tensor& a, const torch::Tensor& b) {
  if (a.scalar_type() != b.scalar_type() || a.sizes() != b.sizes()) return false;
  const torch::Tensor x = a.cpu().contiguous(), y = b.cpu().contiguous();
  // An empty tensor may have no storage (data_ptr null): nothing to compare.
  return x.nbytes() == 0 || std::memcmp(x.data_ptr(), y.data_ptr(), x.nbytes()) == 0;
}

// A snapshot of one input: its values and metadata before a call.
struct Snapshot {
  torch::Tensor values;
  std::string meta;
};
Snapshot Snap(const torch::Tensor& t) {
  if (!t.defined()) return {t, Meta(t)};
  return {t.detach().clone(), Meta(t)};
}
// What changed, or "".
std::string Changed(const torch::Tensor& t, const Snapshot& before) {
  if (Meta(t) != before.meta) return "metadata " + before.meta + " became " + Meta(t);
  if (!t.defined() || BitEqual(t, before.values)) return "";
  return golden::Describe(golden::Compare(before.values, t));
}

std::string Join(const std::vector<std::string>& parts, const std::string& sep) {
  std::string out;
  for (const auto& part : parts) out += (out.empty() ? "" : sep) + part;
  return out;
}
}  // namespace

bool CheckApplies(Check check, const SweepPoint& p) {
  if (p.composite_only) return check == Check::kComposite;
  if (check == Check::kThreads) return ThreadsSize(p) >= kThreadsMinElements;
  // A factory's host point (no input) beside its tensor-sigma points: no
  // batch input to re-lay out.
  if (check == Check::kLayouts) return !p.inputs.empty();
  if (check == Check::kFused) return ThreadsSize(p) <= kFusedMaxElements;
  return true;
}

bool InInverseDomain(const Inverse& inverse, const SweepPoint& p) {
  if (p.inputs.empty() || !p.inputs[0].defined() || p.inputs[0].numel() == 0 ||
      !torch::isFloatingType(p.inputs[0].scalar_type()))
    return false;
  const torch::Tensor x = p.inputs[0].to(torch::kDouble);
  return x.isfinite().all().item<bool>() && x.min().item<double>() >= inverse.lo &&
         x.max().item<double>() <= inverse.hi;
}

std::string ThreadsCoverage(const OpCase& c, const std::vector<SweepPoint>& points) {
  if (points.empty()) return "";
  int64_t largest = 0;
  for (const auto& p : points) largest = std::max(largest, ThreadsSize(p));
  if (largest < kThreadsMinElements && c.no_threads_point.empty())
    return c.name + " has no sweep point with an input of at least " +
           std::to_string(kThreadsMinElements) + " elements (largest: " + std::to_string(largest) +
           "), so nothing shows whether its bits depend on the thread count: add one";
  if (c.op == nullptr || c.op->reduces == core::Reduces::kNo) return "";
  const bool per_slice = c.op->reduces == core::Reduces::kToSlices;
  std::vector<std::string> missing;
  for (const char* dtype : {"float32", "float64"}) {
    const bool found = std::any_of(points.begin(), points.end(), [&](const SweepPoint& p) {
      if (p.dtype != dtype || p.composite_only || ThreadsSize(p) < kThreadsMinElements)
        return false;
      torch::NoGradGuard no_grad;
      return !per_slice || Eager(p).numel() > 1;
    });
    if (!found)
      missing.push_back(std::string("a ") + dtype + " point of at least " +
                        std::to_string(kThreadsMinElements) + " elements" +
                        (per_slice ? " whose output is not one scalar" : ""));
  }
  for (const char* id : {"float16_reduction", "bfloat16_reduction"})
    if (std::none_of(points.begin(), points.end(),
                     [id](const SweepPoint& p) { return p.id == id; }))
      missing.push_back(std::string("the half reduction point ") + id);
  if (missing.empty()) return "";
  return c.name + " reduces, and an order-dependent sum shows only on points it lacks: " +
         Join(missing, ", ") + " (cases/common.h: HalfReductionPoints, AddFloat64Twins)";
}

std::string FusedCoverage(const OpCase& c, const std::vector<SweepPoint>& points) {
  if ((c.flags & kNotTraceable) || points.empty()) return "";
  int64_t smallest = std::numeric_limits<int64_t>::max();
  for (const auto& p : points) smallest = std::min(smallest, ThreadsSize(p));
  if (smallest <= kFusedMaxElements) return "";
  return c.name + " has no sweep point with at most " + std::to_string(kFusedMaxElements) +
         " elements (smallest: " + std::to_string(smallest) +
         "), so the fused kernels are never judged: add one";
}

std::string TestId::Name(const OpCase& c) const {
  return c.name + "." + CheckName(check) + "/" + id;
}

std::vector<TestId> Enumerate(const OpCase& c, const std::vector<SweepPoint>& points,
                              size_t sample) {
  std::vector<TestId> tests;
  const std::vector<Check> checks = PointChecks(c);
  for (size_t i = 0; i < points.size(); i += std::max<size_t>(sample, 1))
    for (Check check : checks)
      if (CheckApplies(check, points[i]) && (check != Check::kFused || c.not_fusible.empty()) &&
          (check != Check::kInverse || InInverseDomain(*c.inverse, points[i])))
        tests.push_back({check, TestId::Kind::kPoint, i, points[i].id, points[i].dtype});
  tests.push_back({Check::kThreads, TestId::Kind::kCoverage, 0, "coverage", "any"});
  if (!(c.flags & kNotTraceable) && c.not_fusible.empty())
    tests.push_back({Check::kFused, TestId::Kind::kCoverage, 0, "coverage", "any"});
  if (HasNatives(c))
    tests.push_back({Check::kComposite, TestId::Kind::kCoverage, 0, "coverage", "any"});
  const size_t probes = AllProbeDtypes().size();
  if (c.probe)
    for (size_t i = 0; i < probes; ++i) {
      const std::string d = DtypeId(AllProbeDtypes()[i]);
      tests.push_back({Check::kDtypes, TestId::Kind::kDtype, i, d, d});
    }
  // Each other tensor argument: slot k (1, 2, ...) in the order of the map.
  size_t slot = 1;
  for (const auto& [name, arg] : c.tensor_args) {
    if (arg.none.empty())
      for (size_t i = 0; i < probes; ++i) {
        const std::string d = DtypeId(AllProbeDtypes()[i]);
        tests.push_back(
            {Check::kDtypes, TestId::Kind::kDtype, slot * probes + i, name + "_" + d, "any"});
      }
    ++slot;
  }
  for (size_t i = 0; i < c.errors.size(); ++i)
    tests.push_back({Check::kErrors, TestId::Kind::kError, i, c.errors[i].id, "any"});
  return tests;
}

CheckOutcome Judge::Run(const OpCase& c, const TestId& t, const std::vector<SweepPoint>& points) {
  switch (t.kind) {
    case TestId::Kind::kPoint:
      return Run(t.check, c, points.at(t.index), points);
    case TestId::Kind::kCoverage: {
      const std::string problem = t.check == Check::kFused       ? FusedCoverage(c, points)
                                  : t.check == Check::kComposite ? CompositeCoverage(c, points)
                                                                 : ThreadsCoverage(c, points);
      return problem.empty() ? Ok(t.check) : Fail(t.check, problem);
    }
    case TestId::Kind::kDtype: {
      const size_t probes = AllProbeDtypes().size(), slot = t.index / probes;
      const torch::ScalarType dtype = AllProbeDtypes().at(t.index % probes);
      if (slot == 0) return CheckDtype(c, dtype);
      auto arg = c.tensor_args.begin();
      std::advance(arg, slot - 1);
      return CheckArgDtype(c, arg->first, arg->second, dtype, points);
    }
    case TestId::Kind::kError:
      return CheckError(c, c.errors.at(t.index));
  }
  return Fail(t.check, "unknown test kind");
}

CheckOutcome Judge::Run(Check check, const OpCase& c, const SweepPoint& p,
                        const std::vector<SweepPoint>& all) {
  switch (check) {
    case Check::kCapture:
      return CheckCapture(c, p, all);
    case Check::kReplay:
      return CheckReplay(c, p, all);
    case Check::kFused:
      return CheckFused(c, p, all);
    case Check::kRoundTrip:
      return CheckRoundTrip(c, p, all);
    case Check::kLayouts:
      return CheckLayouts(c, p);
    case Check::kRng:
      return CheckRng(c, p, all);
    case Check::kGolden:
      return CheckGolden(c, p);
    case Check::kThreads:
      return CheckThreads(c, p);
    case Check::kInverse:
      return CheckInverse(c, p);
    case Check::kComposite:
      return CheckComposite(c, p);
    case Check::kInputs:
      return CheckInputs(c, p, all);
    case Check::kDtypes:
    case Check::kErrors:
      break;
  }
  return Fail(check, std::string("not a point check: ") + CheckName(check));
}

Judge::PointState& Judge::State(const OpCase& c, const SweepPoint& p) {
  const std::string key = c.name + "\n" + p.id;
  if (point_.key != key) {
    point_ = PointState();
    point_.key = key;
    for (const auto& t : p.inputs) {
      point_.pristine.push_back(t.defined() ? t.detach().clone() : t);
      // The input's own metadata: a clone of a view with gaps (a narrow)
      // is contiguous, so its strides would read as a write.
      point_.pristine_meta.push_back(Meta(t));
    }
  }
  return point_;
}

template <class F>
torch::Tensor Judge::Guarded(const OpCase& c, const SweepPoint& p, Call call,
                             const std::string& how, const Inputs& in, F&& fn) {
  PointState& s = State(c, p);
  s.calls |= call;
  if (c.flags & kInPlace) {  // declared in-place: each call writes into its own copies
    Inputs copies;
    for (const auto& t : in) copies.push_back(t.defined() ? t.clone() : t);
    return fn(copies);
  }
  // Inputs other than the point's own tensors (layout variants, another
  // point's inputs) are snapshotted per call; the point's own are compared
  // with the copies taken when the point started.
  std::vector<std::pair<size_t, Snapshot>> given;
  for (size_t i = 0; i < in.size(); ++i) {
    const bool own = i < p.inputs.size() && in[i].defined() && p.inputs[i].defined() &&
                     in[i].unsafeGetTensorImpl() == p.inputs[i].unsafeGetTensorImpl();
    if (!own) given.emplace_back(i, Snap(in[i]));
  }
  torch::Tensor out;
  auto verify = [&] {
    for (size_t i = 0; i < p.inputs.size(); ++i) {
      const Snapshot before{s.pristine[i], s.pristine_meta[i]};
      if (std::string d = Changed(p.inputs[i], before); !d.empty()) {
        s.written.push_back(how + " wrote into input " + std::to_string(i) + " (" + d + ")");
        torch::NoGradGuard no_grad;
        // An output that is the input itself keeps what the call returned.
        if (out.defined() && out.is_alias_of(p.inputs[i])) out = out.clone();
        torch::Tensor(p.inputs[i]).set_(s.pristine[i].clone());  // undo, for the other checks
      }
    }
    for (const auto& [i, before] : given)
      if (std::string d = Changed(in[i], before); !d.empty()) {
        s.written.push_back(how + " wrote into input " + std::to_string(i) + " (" + d + ")");
        torch::NoGradGuard no_grad;
        if (out.defined() && out.is_alias_of(in[i])) out = out.clone();
        torch::Tensor(in[i]).set_(before.values.clone());
      }
  };
  try {
    out = fn(in);
  } catch (...) {
    verify();
    throw;
  }
  verify();
  return out;
}

torch::Tensor Judge::EagerCall(const OpCase& c, const SweepPoint& p, const Inputs& in, Call call,
                               const std::string& how, std::vector<Break>* breaks) {
  return Guarded(c, p, call, how, in, [&](const Inputs& x) {
    Reseed(p);
    if (breaks == nullptr) return p.run(x);
    torch::Tensor out;
    *breaks = WatchBreaks([&] { out = p.run(x); });
    return out;
  });
}

const torch::Tensor& Judge::EagerOutput(const OpCase& c, const SweepPoint& p,
                                        std::vector<Break>* breaks) {
  PointState& s = State(c, p);
  if (!s.eager.defined()) {
    torch::Tensor out = EagerCall(c, p, p.inputs, kEagerCall, "eager", breaks);
    s.eager_threads = at::get_num_threads();
    if (p.random) s.eager_state = p.random->generator.get_state();
    s.eager = out;
  } else if (breaks != nullptr) {
    EagerCall(c, p, p.inputs, kEagerCall, "eager", breaks);
  }
  return s.eager;
}

Judge::Traced Judge::NewTraced(const std::string& traced_on, Captured captured) {
  Traced t;
  t.traced_on = traced_on;
  t.graph = std::move(captured.graph);
  t.module = std::move(captured.module);
  t.breaks = std::move(captured.breaks);
  t.replayer = std::make_unique<Replayer>(t.graph, t.Self());
  return t;
}

CheckOutcome Judge::CheckCapture(const OpCase& c, const SweepPoint& p,
                                 const std::vector<SweepPoint>& all) {
  const std::string key = c.name + "\n" + p.shape_class;
  const bool first = FirstOfClass(p, all).id == p.id;
  // A shape class is traced once, on its first point: its graph (and module)
  // is what the class replays and saves. Every other point of the class runs
  // the same code on other values (same shapes, same host parameters), so a
  // host read there is an ATen call its eager run makes too: watched on the
  // eager call instead of a second trace. A class whose first point did not
  // trace (or a filtered run) traces the point itself.
  const bool watch_eager = !first && traced_.count(key) != 0;
  try {
    std::vector<Break> breaks;
    if (first) {
      breaks = TraceClass(c, p, all).breaks;
    } else if (watch_eager) {
      EagerOutput(c, p, &breaks);
    } else {
      Captured captured;
      Guarded(c, p, kTraceCall, "tracing", p.inputs, [&](const Inputs& x) {
        Reseed(p);
        captured = Capture(p.run, x);
        return torch::Tensor();
      });
      breaks = std::move(captured.breaks);
    }
    if (!breaks.empty())
      return {Check::kCapture, Status::kFail, DescribeBreaks(breaks),
              static_cast<int>(breaks.size())};
    return Ok(Check::kCapture);
  } catch (const std::exception& e) {
    return Fail(Check::kCapture, std::string(watch_eager ? "eager call failed (class traced on " +
                                                               traced_.at(key).traced_on + "): "
                                                         : "tracing failed: ") +
                                     e.what());
  }
}

Judge::Traced& Judge::TraceClass(const OpCase& c, const SweepPoint& p,
                                 const std::vector<SweepPoint>& all) {
  return TraceClass(c, p, p, all);
}

Judge::Traced& Judge::TraceClass(const OpCase& c, const SweepPoint& p, const SweepPoint& member,
                                 const std::vector<SweepPoint>& all) {
  const std::string key = c.name + "\n" + member.shape_class;
  auto it = traced_.find(key);
  if (it != traced_.end()) return it->second;
  // Trace on the first point of the class, so every other point is a replay on
  // inputs the trace never saw: that is how a baked-in host decision shows.
  const SweepPoint& first = FirstOfClass(member, all);
  Captured captured;
  // (Named "tracing" when p is the class's first point: its own trace.)
  Guarded(c, p, kTraceCall, first.id == p.id ? "tracing" : "tracing " + first.id, first.inputs,
          [&](const Inputs& x) {
            Reseed(first);
            captured = Capture(first.run, x, /*as_module=*/true);
            return torch::Tensor();
          });
  return traced_.emplace(key, NewTraced(first.id, std::move(captured))).first->second;
}

CheckOutcome Judge::CheckReplay(const OpCase& c, const SweepPoint& p,
                                const std::vector<SweepPoint>& all) {
  try {
    Traced& t = TraceClass(c, p, all);
    const torch::Tensor& eager = EagerOutput(c, p);
    // The executor's first call profiles; its first point gets two optimized
    // calls after it, every later point (the same shapes: the plan stands)
    // one.
    const int runs = t.replay_runs == 0 ? 3 : 1;
    for (int run = 0; run < runs; ++run) {
      ++t.replay_runs;
      const torch::Tensor replayed =
          Guarded(c, p, kReplayCall, "replay", p.inputs, [&](const Inputs& x) {
            Reseed(p);
            return t.replayer->Run(x);
          });
      const golden::Comparison cmp = golden::Compare(eager, replayed);
      if (!cmp.equal)
        return Fail(Check::kReplay, "graph traced on " + t.traced_on + ", replay run " +
                                        std::to_string(run + 1) +
                                        " differs from eager: " + golden::Describe(cmp));
    }
    return Ok(Check::kReplay);
  } catch (const std::exception& e) {
    return Fail(Check::kReplay, std::string("replay failed: ") + e.what());
  }
}

bool WithinFusedBound(const torch::Tensor& eager, const torch::Tensor& fused, int64_t ulp,
                      double abs) {
  const torch::Tensor e = eager.cpu(), f = fused.cpu();
  // Non-finite pairs are equal here (Compare() reports a NaN-mask or infinity
  // difference before values), so they pass.
  torch::Tensor ok = e.isfinite().logical_and(f.isfinite()).logical_not().logical_or(e == f);
  if (ulp >= 0) ok = ok.logical_or(golden::UlpDistance(e, f) <= ulp);
  if (abs >= 0) ok = ok.logical_or((e.to(torch::kDouble) - f.to(torch::kDouble)).abs() <= abs);
  return ok.all().item<bool>();
}

CheckOutcome Judge::CheckFused(const OpCase& c, const SweepPoint& p,
                               const std::vector<SweepPoint>& all) {
  try {
    Traced& t = TraceClass(c, p, all);
    if (t.Elements() > kFusedMaxGraphElements) {
      const auto& [smallest, elements] = SmallestGraph(c, p, all);
      if (smallest != p.shape_class)
        return {Check::kFused, Status::kNotApplicable,
                "the class's graph (traced on " + t.traced_on + ") holds " +
                    std::to_string(t.elements) + " tensor elements, over " +
                    std::to_string(kFusedMaxGraphElements) + "; the smallest " + p.dtype +
                    " graph (" + std::to_string(elements) +
                    ") is judged: the fused kernels run in TensorExpr's interpreter here (no "
                    "LLVM), ~10 us per element of each fused kernel"};
    }
    if (const std::string& judge = FusedJudgeOf(c, p, all); judge != p.shape_class)
      return {Check::kFused, Status::kNotApplicable,
              "the class's fused program (graph traced on " + t.traced_on + ") is class " + judge +
                  "'s, which the fused check judges: the graphs differ only in constants that "
                  "ATen ops the fuser does not fuse read, so the fuser builds the same kernels"};
    const torch::Tensor& eager = EagerOutput(c, p);
    FuserOn fuser;
    if (!t.fused) t.fused = std::make_unique<Replayer>(t.graph->copy(), t.Self());
    const auto ulp = c.tolerance.fused_ulp.find(p.dtype);
    const auto abs = c.tolerance.fused_abs.find(p.dtype);
    std::string bound;
    if (ulp != c.tolerance.fused_ulp.end()) bound = std::to_string(ulp->second) + " ulp";
    if (abs != c.tolerance.fused_abs.end()) {
      std::ostringstream os;
      os << abs->second << " abs";
      bound += (bound.empty() ? "" : " or ") + os.str();
    }
    // The executor's first call profiles (ATen kernels, no fusion); every
    // point gets at least one call after it, which runs the fused kernels.
    const int runs = t.fused_runs == 0 ? 2 : 1;
    for (int run = 0; run < runs; ++run) {
      ++t.fused_runs;
      const torch::Tensor fused =
          Guarded(c, p, kFusedCall, "fused replay", p.inputs, [&](const Inputs& x) {
            Reseed(p);
            return t.fused->Run(x);
          });
      const golden::Comparison cmp = golden::Compare(eager, fused);
      if (cmp.equal) continue;
      // The bound is on values only: a NaN mask, sign of zero, shape or dtype
      // difference is never within tolerance.
      if (cmp.kind == golden::Mismatch::kValues && !bound.empty() &&
          WithinFusedBound(eager, fused, ulp != c.tolerance.fused_ulp.end() ? ulp->second : -1,
                           abs != c.tolerance.fused_abs.end() ? abs->second : -1.0))
        continue;
      return Fail(Check::kFused, "fused replay (graph traced on " + t.traced_on + ", run " +
                                     std::to_string(run + 1) + ") differs from eager beyond " +
                                     (bound.empty() ? std::string("exact") : bound) + ": " +
                                     golden::Describe(cmp));
    }
    return Ok(Check::kFused);
  } catch (const std::exception& e) {
    return Fail(Check::kFused, std::string("fused replay failed: ") + e.what());
  }
}

const std::pair<std::string, int64_t>& Judge::SmallestGraph(const OpCase& c, const SweepPoint& p,
                                                            const std::vector<SweepPoint>& all) {
  const std::string key = c.name + "\n" + p.dtype;
  auto found = smallest_graph_.find(key);
  if (found != smallest_graph_.end()) return found->second;
  std::pair<std::string, int64_t> smallest{"", std::numeric_limits<int64_t>::max()};
  std::set<std::string> seen;
  for (const SweepPoint& q : all) {
    if (q.dtype != p.dtype || !CheckApplies(Check::kFused, q) || !seen.insert(q.shape_class).second)
      continue;
    try {
      Traced& t = TraceClass(c, p, q, all);
      if (t.Elements() < smallest.second) smallest = {q.shape_class, t.elements};
    } catch (const std::exception&) {
      // A class that does not trace has no graph to judge; its own points
      // report that.
    }
  }
  return smallest_graph_.emplace(key, smallest).first->second;
}

const std::string& Judge::FusedJudgeOf(const OpCase& c, const SweepPoint& p,
                                       const std::vector<SweepPoint>& all) {
  const std::string key = c.name + "\n" + p.shape_class;
  auto found = fused_judge_.find(key);
  if (found != fused_judge_.end()) return found->second;
  const std::string& program = TraceClass(c, p, all).Program();
  std::string judge = p.shape_class;
  std::set<std::string> seen;
  for (const SweepPoint& q : all) {
    if (q.shape_class == p.shape_class) break;
    if (program.empty() || q.dtype != p.dtype || !CheckApplies(Check::kFused, q) ||
        !seen.insert(q.shape_class).second)
      continue;
    try {
      Traced& t = TraceClass(c, p, q, all);
      if (t.Program() != program) continue;
      if (t.Elements() > kFusedMaxGraphElements && SmallestGraph(c, q, all).first != q.shape_class)
        continue;
      judge = q.shape_class;
      break;
    } catch (const std::exception&) {
      // A class that does not trace judges nothing; its own points say why.
    }
  }
  return fused_judge_.emplace(key, judge).first->second;
}

CheckOutcome Judge::CheckRoundTrip(const OpCase& c, const SweepPoint& p,
                                   const std::vector<SweepPoint>& all) {
  try {
    const torch::Tensor& eager = EagerOutput(c, p);
    auto forward = [&](torch::jit::Module& module, const std::string& how) {
      return Guarded(c, p, kLoadedCall, how, p.inputs, [&](const Inputs& x) {
        Reseed(p);
        std::vector<torch::jit::IValue> args(x.begin(), x.end());
        // What serialization kept, interpreted: the optimizing executor is
        // judged on the same op's traced graph by replay and fused (and a
        // profiling executor's first call never optimized anyway, so a
        // one-point class's module ran unoptimized before this too).
        const ExecutorOptimizeOff interpreted;
        return module.forward(args).toTensor();
      });
    };
    const SweepPoint& first = FirstOfClass(p, all);
    // The class's module: its op traced as the module's forward on the
    // class's first point (the graph replay runs).
    Traced& t = TraceClass(c, p, all);
    if (p.random) {
      // A traced random op carries its generator as a graph constant, saved
      // with the state it has at save time. One module per class, traced on
      // its first point, reseeded to that point's seed, then saved: its first
      // call, on the first point, proves the saved state (a seeded eager call
      // draws the same); every later call has its generators reseeded to the
      // point's seed first (TorchScript loads each generator constant as its
      // own generator, so each gets the seed, as each got the saved state).
      // The first point judged after other points gets the module saved and
      // loaded again (after reseeding), unused.
      const bool prove = first.id == p.id;  // it always gets an unused module
      std::vector<std::pair<std::string, torch::jit::Module>> fresh;
      if (t.loaded.empty() || (prove && t.loaded_ran)) {
        Reseed(first);
        (t.loaded.empty() ? t.loaded : fresh) = RoundTrips(*t.module);
      }
      torch::jit::Module& loaded = fresh.empty() ? t.loaded.front().second : fresh.front().second;
      if (!prove) ReseedGenerators(loaded, p.random->seed);
      if (fresh.empty()) t.loaded_ran = true;
      const golden::Comparison cmp = golden::Compare(eager, forward(loaded, "loaded module"));
      if (!cmp.equal)
        return Fail(Check::kRoundTrip,
                    "random module saved after reseeding and loaded differs from "
                    "seeded eager: " +
                        golden::Describe(cmp) +
                        (prove ? std::string(" (its first call)")
                               : " (module traced on " + first.id +
                                     ", its generators reseeded to this point's seed)"));
      return Ok(Check::kRoundTrip);
    }
    if (t.loaded.empty()) {
      // Saved once per class and loaded through memory; the case's first
      // class also loads the same bytes through a file (the reader differs,
      // the bytes and so the loaded code do not: once per case covers it).
      const char* tmp = std::getenv("TEST_TMPDIR");
      t.loaded = RoundTrips(*t.module, file_loaded_.insert(c.name).second
                                           ? std::string(tmp ? tmp : "/tmp") + "/kc_roundtrip_" +
                                                 std::to_string(getpid()) + ".pt"
                                           : "");
    }
    for (auto& [how, module] : t.loaded) {
      const torch::Tensor out = forward(module, "module loaded through " + how);
      const golden::Comparison cmp = golden::Compare(eager, out);
      if (!cmp.equal)
        return Fail(Check::kRoundTrip, "module traced on " + t.traced_on +
                                           ", saved and loaded through " + how +
                                           ", differs from eager: " + golden::Describe(cmp));
    }
    return Ok(Check::kRoundTrip);
  } catch (const std::exception& e) {
    return Fail(Check::kRoundTrip, std::string("save/load failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckLayouts(const OpCase& c, const SweepPoint& p) {
  try {
    const int k = c.batch_inputs.at(0);
    const torch::Tensor& base = EagerOutput(c, p);
    auto compare = [&](const std::string& what, const torch::Tensor& expected,
                       const Inputs& in) -> std::string {
      const golden::Comparison cmp =
          golden::Compare(expected, EagerCall(c, p, in, kLayoutCall, "eager on " + what));
      return cmp.equal ? "" : what + ": " + golden::Describe(cmp);
    };
    for (const auto& layout : Relayouts(p.inputs[k])) {
      Inputs in = p.inputs;
      in[k] = layout.tensor;
      if (auto d = compare(layout.name, base, in); !d.empty()) return Fail(Check::kLayouts, d);
    }
    if (p.inputs[k].dim() >= 1 && p.inputs[k].size(0) > 1) {  // a 0-dim input has no batch
      auto [expanded, copy] = ExpandedFirst(p.inputs[k]);
      Inputs a = p.inputs, b = p.inputs;
      a[k] = expanded;
      b[k] = copy;
      if (auto d =
              compare("expanded (stride 0)",
                      EagerCall(c, p, b, kLayoutCall, "eager on the expanded input's copy"), a);
          !d.empty())
        return Fail(Check::kLayouts, d);
    }
    if (p.unbatched) return Ok(Check::kLayouts);  // dim 0 is not a batch
    // Batch 0 must run and keep the shape (unless the op refuses an empty
    // tensor, as Kornia's equalize_clahe: its errors check holds that); batch 1
    // must be the first row of the full result (batch independence) where the
    // op preserves the batch and draws nothing per sample.
    const bool empty_refused = c.op != nullptr && c.op->image && c.op->image->non_empty_batch;
    const torch::Tensor empty =
        empty_refused ? torch::Tensor()
                      : EagerCall(c, p, Narrowed(c, p.inputs, 0), kLayoutCall, "eager on batch 0");
    if (c.batch_preserving) {
      std::vector<int64_t> shape(base.sizes().begin(), base.sizes().end());
      shape[0] = 0;
      if (!empty_refused &&
          (empty.sizes() != c10::IntArrayRef(shape) || empty.scalar_type() != base.scalar_type()))
        return Fail(Check::kLayouts, "batch 0: expected an empty result of shape " +
                                         c10::str(c10::IntArrayRef(shape)) + ", but got " +
                                         c10::str(empty.sizes()));
      if (!(c.flags & kRandom))
        if (auto d = compare("batch 1", base.narrow(0, 0, 1), Narrowed(c, p.inputs, 1)); !d.empty())
          return Fail(Check::kLayouts, d);
    }
    return Ok(Check::kLayouts);
  } catch (const std::exception& e) {
    return Fail(Check::kLayouts, std::string("layout variant failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckRng(const OpCase& c, const SweepPoint& p,
                             const std::vector<SweepPoint>& all) {
  if (!p.random) return Fail(Check::kRng, "a random case's point has no generator");
  try {
    Traced& t = TraceClass(c, p, all);
    const torch::Tensor& eager = EagerOutput(c, p);
    const torch::Tensor eager_state = State(c, p).eager_state;
    const torch::Tensor replayed =
        Guarded(c, p, kReplayCall, "seeded replay", p.inputs, [&](const Inputs& x) {
          Reseed(p);
          return t.replayer->Run(x);
        });
    const torch::Tensor replay_state = p.random->generator.get_state();
    const golden::Comparison cmp = golden::Compare(eager, replayed);
    if (!cmp.equal)
      return Fail(Check::kRng, "seeded replay (graph traced on " + t.traced_on +
                                   ") differs from seeded eager: " + golden::Describe(cmp));
    const golden::Comparison st = golden::Compare(eager_state, replay_state);
    if (!st.equal)
      return Fail(Check::kRng,
                  "generator state after the replay differs from after eager (a shifted "
                  "or missing draw): " +
                      golden::Describe(st));
    // The draws must follow the seed: a reseeded eager call repeats itself.
    const golden::Comparison again =
        golden::Compare(eager, EagerCall(c, p, p.inputs, kEagerCall, "eager (again)"));
    if (!again.equal) return Fail(Check::kRng, "two eager calls with one seed differ");
    return Ok(Check::kRng);
  } catch (const std::exception& e) {
    return Fail(Check::kRng, std::string("rng check failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckGolden(const OpCase& c, const SweepPoint& p) {
  try {
    const golden::CheckResult r = store_->Check(GoldenKey(c, p), EagerOutput(c, p), TorchPin());
    if (r.verdict == golden::Verdict::kOk) return Ok(Check::kGolden);
    return Fail(Check::kGolden, r.detail);
  } catch (const std::exception& e) {
    return Fail(Check::kGolden, std::string("golden check failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckThreads(const OpCase& c, const SweepPoint& p) {
  struct Restore {
    int threads;
    ~Restore() { at::set_num_threads(threads); }
  } restore{at::get_num_threads()};
  try {
    const torch::Tensor cached = EagerOutput(c, p);
    const int cached_threads = State(c, p).eager_threads;
    torch::Tensor first;
    for (int n : kThreadCounts) {
      at::set_num_threads(n);
      const torch::Tensor out =
          n == cached_threads
              ? cached
              : EagerCall(c, p, p.inputs, kEagerCall, "eager on " + std::to_string(n) + " threads");
      if (!first.defined()) {
        first = out;
      } else if (const golden::Comparison cmp = golden::Compare(first, out); !cmp.equal) {
        return Fail(Check::kThreads,
                    "eager on " + std::to_string(n) +
                        " threads differs from 1 thread: " + golden::Describe(cmp));
      }
      // A missing golden is the golden check's finding, not this one's.
      const golden::CheckResult r = store_->Check(GoldenKey(c, p), out, TorchPin());
      if (r.verdict == golden::Verdict::kMismatch)
        return Fail(Check::kThreads, "eager on " + std::to_string(n) + " threads: " + r.detail);
    }
    return Ok(Check::kThreads);
  } catch (const std::exception& e) {
    return Fail(Check::kThreads, std::string("threads check failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckInverse(const OpCase& c, const SweepPoint& p) {
  if (!c.inverse) return Fail(Check::kInverse, c.name + " declares no inverse");
  const Inverse& inv = *c.inverse;
  const std::string what = inv.name + "(" + c.name + "(x))";
  try {
    const torch::Tensor x = State(c, p).pristine.at(0);
    const torch::Tensor back = inv.run(EagerOutput(c, p));
    if (back.sizes() != x.sizes())
      return Fail(Check::kInverse,
                  c10::str(what, " has shape ", back.sizes(), ", x has ", x.sizes()));
    const auto bound = inv.max_abs.find(p.dtype);
    const double max_abs = bound == inv.max_abs.end() ? 0.0 : bound->second;
    const torch::Tensor diff = (back.to(torch::kDouble) - x.to(torch::kDouble)).abs().flatten();
    // NaN counts as off by infinity: an inverse that produces NaN is not one.
    const torch::Tensor off = torch::where(diff.isnan(), torch::full_like(diff, INFINITY), diff);
    const int64_t worst = off.argmax().item<int64_t>();
    const double got = off[worst].item<double>();
    if (got <= max_abs) return Ok(Check::kInverse);
    return Fail(Check::kInverse,
                c10::str(what, " is ", got, " from x at flat index ", worst,
                         " (x = ", x.flatten()[worst].item<double>(), ", got ",
                         back.flatten()[worst].item<double>(), "); bound for ", p.dtype, ": ",
                         max_abs, (inv.reason.empty() ? "" : " (" + inv.reason + ")"), "; ",
                         ReproLine(c, p.id, Check::kInverse)));
  } catch (const std::exception& e) {
    return Fail(Check::kInverse, what + " failed: " + e.what());
  }
}

namespace {

// NaN as NaN: every NaN of a floating tensor made the one quiet NaN (which
// pattern an op's NaN has follows ATen's internal path, not the contract).
torch::Tensor NanAsNan(const torch::Tensor& t) {
  if (!t.defined() || !torch::isFloatingType(t.scalar_type())) return t;
  return torch::where(t.isnan(), torch::full({}, std::nan(""), t.options()), t);
}

// The op's eager call on `p` with its kernel count: the output and whether a
// native kernel ran.
std::pair<torch::Tensor, bool> CountedEager(const SweepPoint& p) {
  const uint64_t before = native::KernelRuns();
  torch::Tensor out = Eager(p);
  return {out, native::KernelRuns() > before};
}

}  // namespace

std::string CompositeCoverage(const OpCase& c, const std::vector<SweepPoint>& points) {
  for (const SweepPoint& p : points) {
    try {
      if (CountedEager(p).second) return "";
    } catch (const c10::Error&) {  // a point this torch cannot run: its own tests say so
    }
  }
  return c.name +
         "'s descriptor lists native operators, but no point of its sweep runs one "
         "(native::KernelRuns()), so the composite check judges nothing: add one";
}

CheckOutcome Judge::CheckComposite(const OpCase& c, const SweepPoint& p) {
  // A call that raises is this check's finding, like every other check's: a
  // torch without a kernel for the point's dtype (1.13's float16 floor) fails
  // here with its error, where known_failures.json can name it.
  torch::Tensor native_out;
  bool ran = false;
  try {
    Guarded(c, p, kEagerCall, "eager (native)", p.inputs, [&](const Inputs&) {
      std::tie(native_out, ran) = CountedEager(p);
      return native_out;
    });
  } catch (const std::exception& e) {
    return Fail(Check::kComposite, std::string("eager (native) failed: ") + e.what());
  }
  if (!ran)
    return {Check::kComposite, Status::kNotApplicable,
            "no native kernel runs on this point (" + p.dtype +
                ", its layout): eager is the "
                "composite form"};
  torch::Tensor composite;
  try {
    native::CompositeOnly reference;
    composite = Guarded(c, p, kEagerCall, "eager (composite)", p.inputs,
                        [&](const Inputs&) { return Eager(p); });
  } catch (const std::exception& e) {
    return Fail(Check::kComposite,
                std::string("the native kernel ran, but the composite form failed: ") + e.what());
  }
  const golden::Comparison cmp = golden::Compare(NanAsNan(composite), NanAsNan(native_out));
  if (cmp.equal) return Ok(Check::kComposite);
  return Fail(Check::kComposite, "the native kernel's output differs from the composite form's: " +
                                     golden::Describe(cmp));
}

CheckOutcome Judge::CheckInputs(const OpCase& c, const SweepPoint& p,
                                const std::vector<SweepPoint>& all) {
  if (c.flags & kInPlace) return Ok(Check::kInputs);  // declared: every call gets copies
  unsigned want = kEagerCall;
  if (!(c.flags & kNotTraceable)) {
    want |= kReplayCall | kLoadedCall;
    // Only a class's first point is traced (the others' capture watches their
    // eager call).
    if (FirstOfClass(p, all).id == p.id) want |= kTraceCall;
    if (CheckApplies(Check::kFused, p) && c.not_fusible.empty()) want |= kFusedCall;
  }
  if (!c.batch_inputs.empty() && CheckApplies(Check::kLayouts, p)) want |= kLayoutCall;
  // Not the calls of a check the run skips (Skip()); the eager call is every
  // check's.
  for (const auto& [check, call] :
       {std::pair{Check::kCapture, kTraceCall}, std::pair{Check::kReplay, kReplayCall},
        std::pair{Check::kFused, kFusedCall}, std::pair{Check::kRoundTrip, kLoadedCall},
        std::pair{Check::kLayouts, kLayoutCall}})
    if (skipped_.count(check)) want &= ~static_cast<unsigned>(call);
  // Calls the point's earlier checks did not make (a filtered run) are made
  // here; their verdicts belong to those checks.
  const unsigned missing = want & ~State(c, p).calls;
  if (missing & kEagerCall) EagerOutput(c, p);
  if (missing & kTraceCall) CheckCapture(c, p, all);
  if (missing & kReplayCall) CheckReplay(c, p, all);
  if (missing & kFusedCall) CheckFused(c, p, all);
  if (missing & kLoadedCall) CheckRoundTrip(c, p, all);
  if (missing & kLayoutCall) CheckLayouts(c, p);
  const PointState& s = State(c, p);
  if (s.written.empty()) return Ok(Check::kInputs);
  return Fail(Check::kInputs,
              std::to_string(s.written.size()) +
                  " call(s) wrote into the caller's inputs: " + Join(s.written, "; "));
}

CheckOutcome Judge::CheckDtype(const OpCase& c, torch::ScalarType dtype) {
  const std::string id = DtypeId(dtype);
  const bool claimed = c.claimed_dtypes.count(dtype) != 0;
  try {
    const torch::Tensor out = c.probe(dtype);
    if (!claimed)
      return Fail(Check::kDtypes, "dtype " + id + " is not claimed, so " + c.name +
                                      "() must refuse it with a clear error, but it returned " +
                                      c10::toString(out.scalar_type()) + " " +
                                      c10::str(out.sizes()));
    if (!out.defined()) return Fail(Check::kDtypes, "claimed dtype " + id + " returned nothing");
    return Ok(Check::kDtypes);
  } catch (const c10::Error& e) {
    const std::string msg = e.what_without_backtrace();
    if (claimed)
      return Fail(Check::kDtypes,
                  "dtype " + id + " is claimed, but " + c.name + "() raised: " + msg);
    // With a declared image signature, the exact message it implies.
    const std::string exact = c.image ? ImageDtypeMessage(c.name, *c.image, dtype) : "";
    if (!exact.empty() && msg.find(exact) == std::string::npos)
      return Fail(Check::kDtypes, "unclaimed dtype " + id + " raised, but not with the message \"" +
                                      exact + "\" its image signature implies: " + msg);
    const std::string prefix = c.name + "(): expected ";
    if (msg.find(prefix) == std::string::npos)
      return Fail(Check::kDtypes, "unclaimed dtype " + id + " raised, but not with a clear \"" +
                                      prefix + "...\" message: " + msg);
    // The refusal's class: Python sees c10::TypeError as TypeError, the class
    // Kornia raises for a type it refuses (KC_CHECK_DTYPE, ops/core/check.h).
    if (dynamic_cast<const c10::TypeError*>(&e) == nullptr)
      return Fail(Check::kDtypes, "unclaimed dtype " + id + " raised " + ErrorClassName(e) +
                                      ", not c10::TypeError (KC_CHECK_DTYPE: Python's TypeError, "
                                      "as Kornia's TypeCheckError): " +
                                      msg);
    return Ok(Check::kDtypes);
  } catch (const std::exception& e) {
    return Fail(Check::kDtypes, "dtype " + id + ": expected c10::Error, but got: " + e.what());
  }
}

CheckOutcome Judge::CheckArgDtype(const OpCase& c, const std::string& name,
                                  const OpCase::TensorArg& arg, torch::ScalarType dtype,
                                  const std::vector<SweepPoint>& points) {
  const std::string id = name + " " + DtypeId(dtype);
  const SweepPoint* base = ArgumentPoint(c, arg, points);
  if (base == nullptr)
    return Fail(Check::kDtypes, "no point passes " + name + " (input " + std::to_string(arg.input) +
                                    ") to probe its dtypes with");
  Inputs in = base->inputs;
  const torch::Tensor given = in[arg.input];
  in[arg.input] = torch::isFloatingType(dtype)
                      ? given.to(dtype)
                      : torch::full_like(given, arg.integer_value, given.options().dtype(dtype));
  const std::vector<torch::ScalarType> dtypes =
      arg.image_dtype ? std::vector<torch::ScalarType>{base->inputs[0].scalar_type()} : arg.dtypes;
  const bool claimed = std::find(dtypes.begin(), dtypes.end(), dtype) != dtypes.end();
  try {
    const torch::Tensor out = base->run(in);
    if (!claimed)
      return Fail(Check::kDtypes, id + " is not claimed, so " + c.name +
                                      "() must refuse it with a clear error, but it returned " +
                                      c10::toString(out.scalar_type()) + " " +
                                      c10::str(out.sizes()) + " (on point " + base->id + ")");
    return Ok(Check::kDtypes);
  } catch (const c10::Error& e) {
    const std::string msg = e.what_without_backtrace();
    if (claimed)
      return Fail(Check::kDtypes, id + " is claimed, but " + c.name + "() raised on point " +
                                      base->id + ": " + msg);
    const std::string prefix = c.name + "(): expected ";
    if (msg.find(prefix) == std::string::npos)
      return Fail(Check::kDtypes, "unclaimed " + id + " raised, but not with a clear \"" + prefix +
                                      "...\" message: " + msg);
    if (dynamic_cast<const c10::TypeError*>(&e) == nullptr)
      return Fail(Check::kDtypes, "unclaimed " + id + " raised " + ErrorClassName(e) +
                                      ", not c10::TypeError (a refused dtype is Python's "
                                      "TypeError: KC_CHECK_DTYPE): " +
                                      msg);
    return Ok(Check::kDtypes);
  } catch (const std::exception& e) {
    return Fail(Check::kDtypes, id + ": expected c10::Error, but got: " + e.what());
  }
}

namespace {

// `graph`: the TorchScript interpreter rethrows an op's c10::Error as its own
// exception with the op's message inside. `kind`: a host check's refusal,
// which must be exactly that class (KC_CHECK's c10::ValueError or
// KC_CHECK_DTYPE's c10::TypeError: Python's ValueError and TypeError, the
// classes Kornia raises); a value check in the graph raises torch's own
// assert error, untyped (nullptr). (A pointer, not a std::optional: GCC 12
// at -O2 reports the optional's payload "may be used uninitialized" and
// -Werror fails the opt build.)
std::string ExpectThrows(const std::function<void()>& call, const std::string& message,
                         bool graph = false, const ErrorKind* kind = nullptr) {
  try {
    call();
  } catch (const c10::Error& err) {
    const std::string msg = err.what_without_backtrace();
    if (msg.find(message) == std::string::npos)
      return "expected a message containing \"" + message + "\", but got \"" + msg + "\"";
    if (kind && *kind == ErrorKind::kValue && dynamic_cast<const c10::ValueError*>(&err) == nullptr)
      return "a shape or value refusal raised " + ErrorClassName(err) +
             ", not c10::ValueError (KC_CHECK: Python's ValueError, as Kornia raises): \"" + msg +
             "\"";
    if (kind && *kind == ErrorKind::kType && dynamic_cast<const c10::TypeError*>(&err) == nullptr)
      return "a refused dtype raised " + ErrorClassName(err) +
             ", not c10::TypeError (KC_CHECK_DTYPE: Python's TypeError, as Kornia raises): \"" +
             msg + "\"";
    if (kind && *kind == ErrorKind::kNotImplemented &&
        dynamic_cast<const c10::NotImplementedError*>(&err) == nullptr)
      return "an unimplemented option raised " + ErrorClassName(err) +
             ", not c10::NotImplementedError (KC_CHECK_IMPLEMENTED: Python's "
             "NotImplementedError, as Kornia raises): \"" +
             msg + "\"";
    return "";
  } catch (const std::exception& other) {
    if (graph && std::string(other.what()).find(message) != std::string::npos) return "";
    return std::string("expected c10::Error, but got another exception: ") + other.what();
  }
  return "expected c10::Error \"" + message + "\", but nothing was thrown";
}

}  // namespace

CheckOutcome Judge::CheckError(const OpCase& c, const ErrorCase& e) {
  const std::string message =
      e.torch_text ? e.message : (e.subject.empty() ? c.name : e.subject) + "(): " + e.message;
  const ErrorKind* kind = e.graph ? nullptr : &e.kind;
  if (auto d = ExpectThrows(e.call, message, /*graph=*/false, kind); !d.empty())
    return Fail(Check::kErrors, "eager: " + d);
  if (!e.graph) return Ok(Check::kErrors);
  try {
    const Captured captured = Capture(e.graph->run, e.graph->good);
    Replayer replayer(captured.graph);
    replayer.Run(e.graph->good);  // the good inputs replay fine ...
    if (auto d = ExpectThrows([&] { replayer.Run(e.graph->bad); }, message, true); !d.empty())
      return Fail(Check::kErrors, "replayed graph (the value check must stay in the graph): " + d);
  } catch (const std::exception& ex) {
    return Fail(Check::kErrors, std::string("tracing the good input failed: ") + ex.what());
  }
  return Ok(Check::kErrors);
}

}  // namespace kornia::conformance
