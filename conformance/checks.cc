#include "conformance/checks.h"

#include <ATen/Parallel.h>
#include <c10/util/Exception.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>

#include "conformance/inputs.h"
#include "golden/compare.h"

#define KC_STR_INNER(x) #x
#define KC_STR(x) KC_STR_INNER(x)

namespace kornia::conformance {
namespace {

CheckOutcome Ok(const std::string& check) { return {check, Status::kOk, ""}; }
CheckOutcome Fail(const std::string& check, std::string detail) {
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

std::string ReproLine(const OpCase& c, const std::string& point, const std::string& check) {
  return "case " + c.name + " point " + point + "; rerun: bazel test " +
         "//conformance:conformance_test --test_filter='" + c.name + "." + check + "/" + point +
         "' --define=torch_pin=" + TorchPin();
}

torch::Tensor Eager(const SweepPoint& p, const Inputs& inputs) {
  Reseed(p);
  return p.run(inputs);
}
torch::Tensor Eager(const SweepPoint& p) { return Eager(p, p.inputs); }

std::vector<std::string> PointChecks(const OpCase& c) {
  std::vector<std::string> checks;
  if (!(c.flags & kNotTraceable)) {
    checks = {"capture", "replay", "fused", "roundtrip"};
    if (c.flags & kRandom) checks.push_back("rng");
  }
  if (!c.batch_inputs.empty()) checks.push_back("layouts");
  checks.push_back("golden");
  checks.push_back("threads");
  return checks;
}

namespace {
int64_t ThreadsSize(const SweepPoint& p) {
  int64_t most = 0;
  for (const auto& t : p.inputs) most = std::max(most, t.numel());
  if (p.inputs.empty()) most = Eager(p).numel();  // a factory: its output is the work
  return most;
}
}  // namespace

bool CheckApplies(const std::string& check, const SweepPoint& p) {
  return check != "threads" || ThreadsSize(p) >= kThreadsMinElements;
}

std::string ThreadsCoverage(const OpCase& c, const std::vector<SweepPoint>& points) {
  if (points.empty()) return "";
  int64_t largest = 0;
  for (const auto& p : points) largest = std::max(largest, ThreadsSize(p));
  if (largest >= kThreadsMinElements) return "";
  return c.name + " has no sweep point with an input of at least " +
         std::to_string(kThreadsMinElements) + " elements (largest: " + std::to_string(largest) +
         "), so nothing shows whether its bits depend on the thread count: add one";
}

CheckOutcome Judge::Run(const std::string& check, const OpCase& c, const SweepPoint& p,
                        const std::vector<SweepPoint>& all) {
  if (check == "capture") return CheckCapture(c, p);
  if (check == "replay") return CheckReplay(c, p, all);
  if (check == "fused") return CheckFused(c, p, all);
  if (check == "roundtrip") return CheckRoundTrip(c, p, all);
  if (check == "layouts") return CheckLayouts(c, p);
  if (check == "rng") return CheckRng(c, p, all);
  if (check == "golden") return CheckGolden(c, p);
  if (check == "threads") return CheckThreads(c, p);
  return Fail(check, "unknown check");
}

CheckOutcome Judge::CheckCapture(const OpCase& c, const SweepPoint& p) {
  try {
    Reseed(p);
    const Captured captured = Capture(p.run, p.inputs);
    if (!captured.breaks.empty())
      return {"capture", Status::kFail, DescribeBreaks(captured.breaks),
              static_cast<int>(captured.breaks.size())};
    return Ok("capture");
  } catch (const std::exception& e) {
    return Fail("capture", std::string("tracing failed: ") + e.what());
  }
}

Judge::Traced& Judge::TraceClass(const OpCase& c, const SweepPoint& p,
                                 const std::vector<SweepPoint>& all) {
  const std::string key = c.name + "\n" + p.shape_class;
  auto it = traced_.find(key);
  if (it != traced_.end()) return it->second;
  // Trace on the first point of the class, so every other point is a replay on
  // inputs the trace never saw: that is how a baked-in host decision shows.
  const SweepPoint* first = &p;
  for (const auto& q : all)
    if (q.shape_class == p.shape_class) {
      first = &q;
      break;
    }
  Traced t;
  t.traced_on = first->id;
  Reseed(*first);
  t.captured = Capture(first->run, first->inputs);
  t.replayer = std::make_unique<Replayer>(t.captured.graph);
  return traced_.emplace(key, std::move(t)).first->second;
}

CheckOutcome Judge::CheckReplay(const OpCase& c, const SweepPoint& p,
                                const std::vector<SweepPoint>& all) {
  try {
    Traced& t = TraceClass(c, p, all);
    const torch::Tensor eager = Eager(p);
    for (int run = 0; run < 3; ++run) {  // profiling run, then optimized runs
      Reseed(p);
      const torch::Tensor replayed = t.replayer->Run(p.inputs);
      const golden::Comparison cmp = golden::Compare(eager, replayed);
      if (!cmp.equal)
        return Fail("replay", "graph traced on " + t.traced_on + ", replay run " +
                                  std::to_string(run + 1) +
                                  " differs from eager: " + golden::Describe(cmp));
    }
    return Ok("replay");
  } catch (const std::exception& e) {
    return Fail("replay", std::string("replay failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckFused(const OpCase& c, const SweepPoint& p,
                               const std::vector<SweepPoint>& all) {
  try {
    Traced& t = TraceClass(c, p, all);
    const torch::Tensor eager = Eager(p);
    FuserOn fuser;
    if (!t.fused) t.fused = std::make_unique<Replayer>(t.captured.graph->copy());
    const auto bound = c.tolerance.fused_ulp.find(p.dtype);
    for (int run = 0; run < 3; ++run) {
      Reseed(p);
      const torch::Tensor fused = t.fused->Run(p.inputs);
      const golden::Comparison cmp = golden::Compare(eager, fused);
      if (cmp.equal) continue;
      if (bound != c.tolerance.fused_ulp.end() && cmp.reason == "values differ" &&
          cmp.max_ulp <= bound->second)
        continue;
      return Fail("fused", "fused replay (graph traced on " + t.traced_on + ", run " +
                               std::to_string(run + 1) + ") differs from eager beyond " +
                               (bound == c.tolerance.fused_ulp.end()
                                    ? std::string("exact")
                                    : std::to_string(bound->second) + " ulp") +
                               ": " + golden::Describe(cmp));
    }
    return Ok("fused");
  } catch (const std::exception& e) {
    return Fail("fused", std::string("fused replay failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckRoundTrip(const OpCase& c, const SweepPoint& p,
                                   const std::vector<SweepPoint>& all) {
  try {
    const torch::Tensor eager = Eager(p);
    if (p.random) {
      // A traced random op carries its generator as a graph constant, saved
      // with the state it has at save time: trace, reseed, then save, so the
      // loaded module's first call draws what a seeded eager call draws.
      Reseed(p);
      const torch::jit::Module m = CaptureModule(p.run, p.inputs);
      Reseed(p);
      torch::jit::Module loaded = RoundTrip(m);
      std::vector<torch::jit::IValue> args(p.inputs.begin(), p.inputs.end());
      const golden::Comparison cmp = golden::Compare(eager, loaded.forward(args).toTensor());
      if (!cmp.equal)
        return Fail("roundtrip",
                    "random module saved after reseeding and loaded differs from "
                    "seeded eager: " +
                        golden::Describe(cmp));
      return Ok("roundtrip");
    }
    Traced& t = TraceClass(c, p, all);
    if (t.loaded.empty()) {
      const SweepPoint* first = &p;
      for (const auto& q : all)
        if (q.id == t.traced_on) first = &q;
      Reseed(*first);
      const torch::jit::Module m = CaptureModule(first->run, first->inputs);
      t.loaded.emplace_back("memory", RoundTrip(m));
      const char* tmp = std::getenv("TEST_TMPDIR");
      const std::string file =
          std::string(tmp ? tmp : "/tmp") + "/kc_roundtrip_" + std::to_string(getpid()) + ".pt";
      t.loaded.emplace_back("file", RoundTrip(m, file));
      std::remove(file.c_str());
    }
    for (auto& [how, module] : t.loaded) {
      Reseed(p);
      std::vector<torch::jit::IValue> args(p.inputs.begin(), p.inputs.end());
      const torch::Tensor out = module.forward(args).toTensor();
      const golden::Comparison cmp = golden::Compare(eager, out);
      if (!cmp.equal)
        return Fail("roundtrip", "module traced on " + t.traced_on + ", saved and loaded through " +
                                     how + ", differs from eager: " + golden::Describe(cmp));
    }
    return Ok("roundtrip");
  } catch (const std::exception& e) {
    return Fail("roundtrip", std::string("save/load failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckLayouts(const OpCase& c, const SweepPoint& p) {
  try {
    const int k = c.batch_inputs.at(0);
    const torch::Tensor base = Eager(p);
    auto compare = [&](const std::string& what, const torch::Tensor& expected,
                       const Inputs& in) -> std::string {
      const golden::Comparison cmp = golden::Compare(expected, Eager(p, in));
      return cmp.equal ? "" : what + ": " + golden::Describe(cmp);
    };
    for (const auto& layout : Relayouts(p.inputs[k])) {
      Inputs in = p.inputs;
      in[k] = layout.tensor;
      if (auto d = compare(layout.name, base, in); !d.empty()) return Fail("layouts", d);
    }
    if (p.inputs[k].size(0) > 1) {
      auto [expanded, copy] = ExpandedFirst(p.inputs[k]);
      Inputs a = p.inputs, b = p.inputs;
      a[k] = expanded;
      b[k] = copy;
      if (auto d = compare("expanded (stride 0)", Eager(p, b), a); !d.empty())
        return Fail("layouts", d);
    }
    // Batch 0 must run and keep the shape; batch 1 must be the first row of the
    // full result (batch independence) where the op preserves the batch and
    // draws nothing per sample.
    const torch::Tensor empty = Eager(p, Narrowed(c, p.inputs, 0));
    if (c.batch_preserving) {
      std::vector<int64_t> shape(base.sizes().begin(), base.sizes().end());
      shape[0] = 0;
      if (empty.sizes() != c10::IntArrayRef(shape) || empty.scalar_type() != base.scalar_type())
        return Fail("layouts", "batch 0: expected an empty result of shape " +
                                   c10::str(c10::IntArrayRef(shape)) + ", but got " +
                                   c10::str(empty.sizes()));
      if (!(c.flags & kRandom))
        if (auto d = compare("batch 1", base.narrow(0, 0, 1), Narrowed(c, p.inputs, 1)); !d.empty())
          return Fail("layouts", d);
    }
    return Ok("layouts");
  } catch (const std::exception& e) {
    return Fail("layouts", std::string("layout variant failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckRng(const OpCase& c, const SweepPoint& p,
                             const std::vector<SweepPoint>& all) {
  if (!p.random) return Fail("rng", "a random case's point has no generator");
  try {
    Traced& t = TraceClass(c, p, all);
    const torch::Tensor eager = Eager(p);
    const torch::Tensor eager_state = p.random->generator.get_state();
    Reseed(p);
    const torch::Tensor replayed = t.replayer->Run(p.inputs);
    const torch::Tensor replay_state = p.random->generator.get_state();
    const golden::Comparison cmp = golden::Compare(eager, replayed);
    if (!cmp.equal)
      return Fail("rng", "seeded replay (graph traced on " + t.traced_on +
                             ") differs from seeded eager: " + golden::Describe(cmp));
    const golden::Comparison st = golden::Compare(eager_state, replay_state);
    if (!st.equal)
      return Fail("rng",
                  "generator state after the replay differs from after eager (a shifted "
                  "or missing draw): " +
                      golden::Describe(st));
    // The draws must follow the seed: a reseeded eager call repeats itself.
    const golden::Comparison again = golden::Compare(eager, Eager(p));
    if (!again.equal) return Fail("rng", "two eager calls with one seed differ");
    return Ok("rng");
  } catch (const std::exception& e) {
    return Fail("rng", std::string("rng check failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckGolden(const OpCase& c, const SweepPoint& p) {
  try {
    const golden::CheckResult r = store_->Check(GoldenKey(c, p), Eager(p), TorchPin());
    if (r.verdict == golden::Verdict::kOk) return Ok("golden");
    return Fail("golden", r.detail);
  } catch (const std::exception& e) {
    return Fail("golden", std::string("golden check failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckThreads(const OpCase& c, const SweepPoint& p) {
  struct Restore {
    int threads;
    ~Restore() { at::set_num_threads(threads); }
  } restore{at::get_num_threads()};
  try {
    torch::Tensor first;
    for (int n : kThreadCounts) {
      at::set_num_threads(n);
      const torch::Tensor out = Eager(p);
      if (!first.defined()) {
        first = out;
      } else if (const golden::Comparison cmp = golden::Compare(first, out); !cmp.equal) {
        return Fail("threads", "eager on " + std::to_string(n) +
                                   " threads differs from 1 thread: " + golden::Describe(cmp));
      }
      // A missing golden is the golden check's finding, not this one's.
      const golden::CheckResult r = store_->Check(GoldenKey(c, p), out, TorchPin());
      if (r.verdict == golden::Verdict::kMismatch)
        return Fail("threads", "eager on " + std::to_string(n) + " threads: " + r.detail);
    }
    return Ok("threads");
  } catch (const std::exception& e) {
    return Fail("threads", std::string("threads check failed: ") + e.what());
  }
}

CheckOutcome Judge::CheckDtype(const OpCase& c, torch::ScalarType dtype) {
  const std::string id = DtypeId(dtype);
  const bool claimed = c.claimed_dtypes.count(id) != 0;
  try {
    const torch::Tensor out = c.probe(dtype);
    if (!claimed)
      return Fail("dtypes", "dtype " + id + " is not claimed, so " + c.name +
                                "() must refuse it with a clear error, but it returned " +
                                c10::toString(out.scalar_type()) + " " + c10::str(out.sizes()));
    if (!out.defined()) return Fail("dtypes", "claimed dtype " + id + " returned nothing");
    return Ok("dtypes");
  } catch (const c10::Error& e) {
    const std::string msg = e.what_without_backtrace();
    if (claimed)
      return Fail("dtypes", "dtype " + id + " is claimed, but " + c.name + "() raised: " + msg);
    const std::string prefix = c.name + "(): expected ";
    if (msg.find(prefix) == std::string::npos)
      return Fail("dtypes", "unclaimed dtype " + id + " raised, but not with a clear \"" + prefix +
                                "...\" message: " + msg);
    return Ok("dtypes");
  } catch (const std::exception& e) {
    return Fail("dtypes", "dtype " + id + ": expected c10::Error, but got: " + e.what());
  }
}

namespace {

// `graph`: the TorchScript interpreter rethrows an op's c10::Error as its own
// exception with the op's message inside.
std::string ExpectThrows(const std::function<void()>& call, const std::string& message,
                         bool graph = false) {
  try {
    call();
  } catch (const c10::Error& err) {
    const std::string msg = err.what_without_backtrace();
    if (msg.find(message) != std::string::npos) return "";
    return "expected a message containing \"" + message + "\", but got \"" + msg + "\"";
  } catch (const std::exception& other) {
    if (graph && std::string(other.what()).find(message) != std::string::npos) return "";
    return std::string("expected c10::Error, but got another exception: ") + other.what();
  }
  return "expected c10::Error \"" + message + "\", but nothing was thrown";
}

}  // namespace

CheckOutcome Judge::CheckError(const OpCase& c, const ErrorCase& e) {
  if (auto d = ExpectThrows(e.call, e.message); !d.empty()) return Fail("errors", "eager: " + d);
  if (!e.graph) return Ok("errors");
  try {
    const Captured captured = Capture(e.graph->run, e.graph->good);
    Replayer replayer(captured.graph);
    replayer.Run(e.graph->good);  // the good inputs replay fine ...
    if (auto d = ExpectThrows([&] { replayer.Run(e.graph->bad); }, e.message, true); !d.empty())
      return Fail("errors", "replayed graph (the value check must stay in the graph): " + d);
  } catch (const std::exception& ex) {
    return Fail("errors", std::string("tracing the good input failed: ") + ex.what());
  }
  return Ok("errors");
}

}  // namespace kornia::conformance
