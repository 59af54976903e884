#include "conformance/checks.h"

#include <c10/util/Exception.h>

#include <cstdlib>

#include "golden/compare.h"

#define KC_STR_INNER(x) #x
#define KC_STR(x) KC_STR_INNER(x)

namespace kornia::conformance {

const char* TorchPin() { return KC_STR(KCPP_TORCH_PIN); }

std::string GoldenRoot() {
  if (const char* srcdir = std::getenv("TEST_SRCDIR")) {
    const char* workspace = std::getenv("TEST_WORKSPACE");
    return std::string(srcdir) + "/" + (workspace ? workspace : "kornia_cpp") + "/golden";
  }
  if (const char* tree = std::getenv("BUILD_WORKSPACE_DIRECTORY"))
    return std::string(tree) + "/golden";
  return "golden";
}

std::string ReproLine(const OpCase& c, const SweepPoint& p, const std::string& check) {
  return "case " + c.name + " point " + p.id + " (" + p.dtype + "); rerun: bazel test " +
         "//conformance:conformance_test --test_filter='" + c.name + "." + check + "/" + p.id +
         "' --define=torch_pin=" + TorchPin();
}

CheckOutcome Judge::CheckCapture(const OpCase& c, const SweepPoint& p) {
  try {
    const Captured captured = Capture(p.run, p.inputs);
    if (!captured.breaks.empty())
      return {"capture", Status::kFail, DescribeBreaks(captured.breaks),
              static_cast<int>(captured.breaks.size())};
    return {"capture", Status::kOk, ""};
  } catch (const std::exception& e) {
    return {"capture", Status::kFail, std::string("tracing failed: ") + e.what()};
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
  t.captured = Capture(first->run, first->inputs);
  t.replayer = std::make_unique<Replayer>(t.captured.graph);
  return traced_.emplace(key, std::move(t)).first->second;
}

CheckOutcome Judge::CheckReplay(const OpCase& c, const SweepPoint& p,
                                const std::vector<SweepPoint>& all) {
  try {
    Traced& t = TraceClass(c, p, all);
    const torch::Tensor eager = p.run(p.inputs);
    for (int run = 0; run < 2; ++run) {  // profiling run, then optimized run
      const torch::Tensor replayed = t.replayer->Run(p.inputs);
      const golden::Comparison cmp = golden::Compare(eager, replayed);
      if (!cmp.equal)
        return {"replay", Status::kFail,
                "graph traced on " + t.traced_on + ", replay run " + std::to_string(run + 1) +
                    " differs from eager: " + golden::Describe(cmp)};
    }
    return {"replay", Status::kOk, ""};
  } catch (const std::exception& e) {
    return {"replay", Status::kFail, std::string("replay failed: ") + e.what()};
  }
}

CheckOutcome Judge::CheckGolden(const OpCase& c, const SweepPoint& p) {
  try {
    const golden::CheckResult r = store_->Check(GoldenKey(c, p), p.run(p.inputs), TorchPin());
    if (r.verdict == golden::Verdict::kOk) return {"golden", Status::kOk, ""};
    return {"golden", Status::kFail, r.detail};
  } catch (const std::exception& e) {
    return {"golden", Status::kFail, std::string("golden check failed: ") + e.what()};
  }
}

CheckOutcome Judge::CheckError(const OpCase& c, const ErrorCase& e) {
  try {
    e.call();
  } catch (const c10::Error& err) {
    const std::string msg = err.what_without_backtrace();
    if (msg.find(e.message) != std::string::npos) return {"errors", Status::kOk, ""};
    return {"errors", Status::kFail,
            "expected a message containing \"" + e.message + "\", but got \"" + msg + "\""};
  } catch (const std::exception& other) {
    return {"errors", Status::kFail,
            std::string("expected c10::Error, but got another exception: ") + other.what()};
  }
  return {"errors", Status::kFail,
          "expected c10::Error \"" + e.message + "\", but nothing was thrown"};
}

std::vector<CheckOutcome> Judge::CheckPoint(const OpCase& c, const SweepPoint& p,
                                            const std::vector<SweepPoint>& all) {
  return {CheckCapture(c, p), CheckReplay(c, p, all), CheckGolden(c, p)};
}

}  // namespace kornia::conformance
