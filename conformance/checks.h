// The contract's checks, shared by the gtest suite, the survey and the
// planted-defect tests so all judge the same way.
//
//   capture:    tracing the real user path reads nothing back to the host
//   replay:     the graph traced on the first point of a shape class, replayed
//               by the graph executor (profiling run, then optimized runs),
//               equals eager bit for bit on every point of that class
//   fused:      the same with the TensorExpr fuser on, within the case's bound
//   roundtrip:  the traced module saved and loaded (in memory and through a
//               file) replays bit for bit
//   layouts:    non-contiguous, transposed, channels-last, storage offset,
//               stride-0 expanded, batch 0 and batch 1 inputs give the
//               contiguous result
//   dtypes:     claimed dtypes work; every other dtype raises a clear error
//   errors:     each declared bad input raises c10::Error with the message; a
//               value check also fires in the replayed graph
//   rng:        (random ops) a replay after reseeding equals eager and leaves
//               the generator in the same state
//   golden:     eager output is byte-identical to the committed golden
//   threads:    (points with an input of at least 65,536 elements, twice
//               ATen's parallel grain; a factory's output) eager at 1, 2 and 3
//               intra-op threads gives one result, the committed golden
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "conformance/capture.h"
#include "conformance/registry.h"
#include "golden/store.h"

namespace kornia::conformance {

enum class Status { kOk, kFail };

struct CheckOutcome {
  std::string check;
  Status status;
  std::string detail;  // why it failed, with how far off
  int breaks = 0;      // capture: host decisions seen while tracing
};

// The checks that apply to a case's points, in order; CheckApplies says
// whether one of them applies to a given point (only "threads" is selective).
std::vector<std::string> PointChecks(const OpCase& c);
bool CheckApplies(const std::string& check, const SweepPoint& p);

// The threads check: the intra-op thread counts tried, and the smallest
// input (or factory output) it applies to, in elements.
inline constexpr int kThreadCounts[] = {1, 2, 3};
inline constexpr int64_t kThreadsMinElements = 65536;
// "" when some point of the case is large enough for the threads check; else
// why the case fails coverage (every case needs one such point).
std::string ThreadsCoverage(const OpCase& c, const std::vector<SweepPoint>& points);

// Traces once per (case, shape class) and keeps the graphs for the others.
class Judge {
 public:
  explicit Judge(const golden::Store* store) : store_(store) {}

  CheckOutcome CheckCapture(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckReplay(const OpCase& c, const SweepPoint& p,
                           const std::vector<SweepPoint>& all);
  CheckOutcome CheckFused(const OpCase& c, const SweepPoint& p, const std::vector<SweepPoint>& all);
  CheckOutcome CheckRoundTrip(const OpCase& c, const SweepPoint& p,
                              const std::vector<SweepPoint>& all);
  CheckOutcome CheckLayouts(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckRng(const OpCase& c, const SweepPoint& p, const std::vector<SweepPoint>& all);
  CheckOutcome CheckGolden(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckThreads(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckDtype(const OpCase& c, torch::ScalarType dtype);
  CheckOutcome CheckError(const OpCase& c, const ErrorCase& e);

  // One named point check (a name from PointChecks).
  CheckOutcome Run(const std::string& check, const OpCase& c, const SweepPoint& p,
                   const std::vector<SweepPoint>& all);

 private:
  struct Traced {
    std::string traced_on;  // point id
    Captured captured;
    std::unique_ptr<Replayer> replayer, fused;
    std::vector<std::pair<std::string, torch::jit::Module>> loaded;  // "memory", "file"
  };
  Traced& TraceClass(const OpCase& c, const SweepPoint& p, const std::vector<SweepPoint>& all);

  const golden::Store* store_;
  std::map<std::string, Traced> traced_;  // key: case name + shape class
};

// Eager run of a point: reseeds a random point's generator first.
torch::Tensor Eager(const SweepPoint& p, const Inputs& inputs);
torch::Tensor Eager(const SweepPoint& p);

// How to rerun one point: printed with every failure.
std::string ReproLine(const OpCase& c, const std::string& point, const std::string& check);

// Where golden/ is: the runfiles under `bazel test`, the source tree under
// `bazel run` (BUILD_WORKSPACE_DIRECTORY), else ./golden. ConformanceRoot is
// the same for conformance/.
std::string GoldenRoot();
std::string ConformanceRoot();

// The torch pin this binary was built against (from --define=torch_pin).
const char* TorchPin();

}  // namespace kornia::conformance
